import type { EdgeProfile } from "../../../core/catalogue/enums";
import { useT } from "../../i18n/use-i18n";
import { EdgeProfileList } from "./EdgeProfileList";
import { GuideDialog } from "./GuideDialog";

export const EDGE_PROFILES_SECTION = "edge-profiles";

/** The edge profile guide's opener and popup; `highlight` marks the product's own profiles. */
export function EdgeProfileGuide({ highlight, label, className, href }: { highlight?: readonly EdgeProfile[]; label?: string; className?: string; href: string }) {
  const t = useT();
  return (
    <GuideDialog href={href} title={t("product.edgeProfileGuide")} label={label} className={className}>
      {(guideT) => <EdgeProfileList t={guideT} highlight={highlight} />}
    </GuideDialog>
  );
}
