import { sectionPath } from "../../core/routing/region-path";
import { useRootData, useT } from "../i18n/use-i18n";
import { SampleAddForm } from "../samples/SampleAddForm";

/**
 * The product page's calls to action (spec §2): order a sample, find a sales rep, where to buy,
 * virtual showroom. A sample is added to the sample cart by a form; the others lead to their pages.
 */
export function ProductActions({ contentId, sampleOptions }: { contentId: string; sampleOptions: readonly string[] }) {
  const t = useT();
  const { region, locale } = useRootData();
  const link = (section: "contact" | "samples", path: string, query?: URLSearchParams) => sectionPath(section, region, path, locale, query);
  return (
    <nav className="product-actions" aria-label={t("product.actions")}>
      <SampleAddForm contentId={contentId} options={sampleOptions} />
      <a className="button button--secondary" href={link("contact", "sales-representatives")}>
        {t("product.findSalesRep")}
      </a>
      <a className="button button--secondary" href={link("contact", "where-to-buy")}>
        {t("product.whereToBuy")}
      </a>
      <a className="button button--secondary" href={link("contact", "virtual-showroom")}>
        {t("product.virtualShowroom")}
      </a>
    </nav>
  );
}
