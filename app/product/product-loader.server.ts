/**
 * Finds the product a detail URL names (by slug or by content id) among those offered in the
 * region, and shapes it with the shared product view model. An unknown or unoffered product is a
 * not-found page. The page's head names the product, and its region links follow the product:
 * to its page where it is offered, else to that region's finder of the category.
 */
import { productPagePath } from "../../core/routing/product-path";
import type { Product } from "../../core/catalogue/model";
import { productPathIn } from "../../core/routing/alternates";
import { titleKey } from "../../core/routing/page-title";
import { toProductDetail } from "../../core/product/product-view";
import { toPageDetail, toPageSections, type ProductPageDetail, type ProductSections } from "./product-page-data.server";
import type { AppContext, ResolvedPage } from "../routing/contexts";
import { pageData, type PageData } from "../routing/page-data.server";
import { redirectToNotFound } from "../routing/redirect";
import type { ProductGuidesView } from "./guides/guide-finishes";
import { productGuides } from "./guides/guides-data.server";
import { familyNavLabel } from "../../core/routing/manifest";
import type { ProductShare } from "./product-meta";
import { colourIndexFor } from "../../core/product/colour-index";
import { relatedProducts } from "../../core/product/related";
import { serverOnlyData } from "../ui/ServerSection";
import { PRODUCT_SECTIONS } from "../ui/server-section-names";

import { productShareImage } from "../routing/share-image.server";

export type { ProductPageDetail, ProductSections } from "./product-page-data.server";

export async function loadProduct(page: ResolvedPage, app: AppContext): Promise<{ page: PageData; product: ProductPageDetail; sections: ProductSections | null; guides: ProductGuidesView | null; share: ProductShare }> {
  const { region, locale, params, entry, t } = page;
  const store = app.services.catalogue;
  const found = params.slug ? store.productBySlug(params.slug, region) : store.product(params.contentId ?? "", region);
  if (!found || found.family !== entry.family) throw redirectToNotFound(region, locale);
  const view = { region, locale, language: page.language, collection: (code: string) => store.collection(code) };
  const product = toProductDetail(found, { ...view, guidesVersion: store.current.guidesVersion });
  const related = relatedProducts(found, colourIndexFor(store.current), view);
  const pagePath = productPagePath(found);
  const heading = t(titleKey(entry), { name: "" });
  const description = product.collection
    ? t("meta.description.product", { name: product.name, itemNumber: product.itemNumber, collection: product.collection.name, category: heading })
    : t("meta.description.productNoCollection", { name: product.name, itemNumber: product.itemNumber, category: heading });
  return {
    page: pageData(page, {
      heading,
      title: `${product.name} ${product.itemNumber} | ${heading}`,
      description,
      pagePath,
      pathIn: productPathIn(found, entry, pagePath),
      share: { type: "product", image: productShareImage(found, app.publicEnv.imageBaseUrl, page.origin, page.language) },
    }),
    product: toPageDetail(product),
    // Null on a document request: the server renders these sections, and the browser keeps their markup.
    sections: serverOnlyData(app, PRODUCT_SECTIONS, toPageSections(product, related)),
    guides: productGuides(found, store.current.guides, page.language),
    share: {
      brand: found.attributes.brand ?? brandOf(found.family, t),
      imageBase: app.publicEnv.imageBaseUrl,
      home: t("site.home"),
    },
  };
}

/** A family's brand as the navigation names it (HIMACS, VIATERA …), for products that name none. */
function brandOf(family: Product["family"], t: ResolvedPage["t"]): string {
  return t(familyNavLabel(family));
}
