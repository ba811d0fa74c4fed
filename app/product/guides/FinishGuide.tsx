import { useT } from "../../i18n/use-i18n";
import { FinishList } from "./FinishList";
import type { GuideFinish, ProductGuidesView } from "./guide-finishes";
import { GuideDialog } from "./GuideDialog";

export const FINISHES_SECTION = "finishes";

/** The finish guide's opener and popup; `highlight` marks the product's own finish, `care` is the brushed finish's care advice. */
export function FinishGuide({ highlight, care, label, className, href }: { highlight?: GuideFinish | null; care: ProductGuidesView["brushedCare"]; label?: string; className?: string; href: string }) {
  const t = useT();
  return (
    <GuideDialog href={href} title={t("product.finishGuide")} label={label} className={className}>
      {(guideT) => <FinishList t={guideT} highlight={highlight} care={care} />}
    </GuideDialog>
  );
}
