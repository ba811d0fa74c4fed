import { useRootData, useT } from "../i18n/use-i18n";
import { ReturnToField } from "../forms/ReturnToField";
import { compareHref } from "./compare-href";
import { useCompareChoice } from "./CompareChoice";
import "../styles/compare-toggle.css";

/** The product page's add-to-compare: its own small form (one button), the same choice as the cards. */
export function ProductCompareButton({ contentId }: { contentId: string }) {
  const t = useT();
  const { region, locale } = useRootData();
  const { tray, choose, dialog } = useCompareChoice();
  return (
    <form method="post" action={compareHref(region, locale)} className="product-compare">
      <input type="hidden" name="intent" value="add" />
      <ReturnToField />
      <button type="submit" name="contentId" value={contentId} className="compare-toggle" aria-pressed={tray.includes(contentId)} onClick={(event) => choose(event, contentId)}>
        {t("product.addToCompare")}
      </button>
      {dialog}
    </form>
  );
}
