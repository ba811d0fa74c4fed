import { sectionPath } from "../../core/routing/region-path";
import { useRootData, useT } from "../i18n/use-i18n";
import { virtualShowroomOf } from "../../core/regions/virtual-showrooms";
import { SampleAddForm, type SampleOption } from "../samples/SampleAddForm";
import { familyHasScenes } from "../../core/visualiser/scenes";
import type { ProductFamily } from "../../core/routing/manifest-types";
import { VisualiserLink } from "../visualiser/VisualiserLink";

/**
 * The product page's calls to action (spec §2): order a sample, find a sales rep, where to buy,
 * virtual showroom (only where the region has one). A sample is added to the sample cart by a
 * form; the others lead to their pages: where to buy (its brand filter) is told which product, and
 * the rep finder starts with the product's line chosen.
 */
export function ProductActions({ contentId, line, sampleOptions }: { contentId: string; line?: string | null | undefined; sampleOptions: readonly SampleOption[] }) {
  const t = useT();
  const { region, locale } = useRootData();
  const link = (section: "contact" | "samples", path: string, query?: URLSearchParams) => sectionPath(section, region, path, locale, query);
  return (
    <nav className="product-actions" aria-label={t("product.actions")}>
      <SampleAddForm contentId={contentId} options={sampleOptions} />
      {familyHasScenes(line as ProductFamily | null | undefined) ? <VisualiserLink contentId={contentId} className="button button--secondary" /> : null}
      <a className="button button--secondary" href={link("contact", "sales-representatives", line ? new URLSearchParams({ line }) : undefined)}>
        {t("product.findSalesRep")}
      </a>
      <a className="button button--secondary" href={link("contact", "where-to-buy", new URLSearchParams({ product: contentId }))}>
        {t("product.whereToBuy")}
      </a>
      {virtualShowroomOf(region) ? (
        <a className="button button--secondary" href={link("contact", "virtual-showroom")}>
          {t("product.virtualShowroom")}
        </a>
      ) : null}
    </nav>
  );
}
