import { sectionPath } from "../../core/routing/region-path";
import { useRootData, useT } from "../i18n/use-i18n";
import { virtualShowroomOf } from "../../core/regions/virtual-showrooms";

/**
 * The product page's calls to action (spec §2): order a sample, find a sales rep, where to buy,
 * virtual showroom (only where the region has one). Each leads to its visitor-tool page; the
 * sample cart and where to buy (its brand filter) are told which product, and the rep finder
 * starts with the product's line chosen.
 */
export function ProductActions({ contentId, line }: { contentId: string; line?: string | null | undefined }) {
  const t = useT();
  const { region, locale } = useRootData();
  const link = (section: "contact" | "samples", path: string, query?: URLSearchParams) => sectionPath(section, region, path, locale, query);
  return (
    <nav className="product-actions" aria-label={t("product.actions")}>
      <a className="button button--primary" href={link("samples", "cart", new URLSearchParams({ product: contentId }))}>
        {t("product.orderSample")}
      </a>
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
