/**
 * What a product page tells search engines and social networks beyond title and canonical:
 * schema.org Product and BreadcrumbList (JSON-LD); the Open Graph card is every public page's
 * (app/routing/page-meta.ts), with the product's own share image. Built from the page's own data,
 * so it says exactly what the page shows. React Router escapes the
 * BreadcrumbList's JSON (`<` and `>` become \u003c / \u003e), so no catalogue text can close the
 * script element; the Product is written in the body (app/ui/StructuredData.tsx).
 */
import { PRODUCTS_OVERVIEW_PATH } from "../../core/routing/home";
import type { MetaDescriptor } from "react-router";
import { enlargedUrl } from "../../core/catalogue/image-urls";
import { REGION_CONFIG, type Region } from "../../core/regions/regions";
import { buildPath } from "../../core/routing/region-path";
import type { BothUnits } from "../../core/units/format";
import type { PageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { canonicalUrl } from "../routing/page-head";
import type { ProductPageDetail, ProductSections } from "./product-loader.server";

/** What the shared tags need beyond the page's data; origin, region and language come from the page's head. */
export interface ProductShare {
  brand: string;
  imageBase: string;
  /** The breadcrumb's first step, as the page shows it. */
  home: string;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

function shownValue(value: string | BothUnits, region: Region): string {
  return typeof value === "string" ? value : value[REGION_CONFIG[region].units];
}

/** The description as the region reads it, from the copy the page shows (so it is not sent twice). */
const regionText = (parts: ReadonlyArray<string | BothUnits>, region: Region) => parts.map((part) => shownValue(part, region)).join("");

/** The page's first image, absolute (the schema.org Product's image). */
function shareImage(page: PageData, product: ProductPageDetail, share: ProductShare): string | null {
  const first = product.gallery[0];
  return first ? absolute(page.head.origin, enlargedUrl(share.imageBase, first.key, "webp")) : null;
}

/**
 * schema.org Product, from what the page's static sections show (description, specifications). It
 * is written in the body with those sections (ProductSummaryView), so its data is not sent twice.
 */
export function productStructuredData(page: PageData, product: ProductPageDetail, sections: ProductSections, share: ProductShare) {
  const { region } = page.head;
  const image = shareImage(page, product, share);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.itemNumber,
    mpn: product.itemNumber,
    url: canonicalUrl(page.head),
    ...(image ? { image: [image] } : {}),
    description: regionText(sections.copy.description, region),
    brand: { "@type": "Brand", name: share.brand },
    category: page.heading,
    additionalProperty: sections.specs.groups.flatMap((group) =>
      group.rows.map((row) => ({ "@type": "PropertyValue", name: row.label, value: shownValue(row.value, region) })),
    ),
  };
}

export function productMeta(page: PageData, product: ProductPageDetail, share: ProductShare): MetaDescriptor[] {
  const { origin, region, locale } = page.head;
  const url = canonicalUrl(page.head);
  const crumbs = [
    { name: share.home, item: origin + buildPath(region, PRODUCTS_OVERVIEW_PATH, locale) },
    ...(page.finderPath && page.finderHeading ? [{ name: page.finderHeading, item: origin + buildPath(region, page.finderPath, locale) }] : []),
    { name: product.name, item: url },
  ];
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: crumb.item })),
  };
  return [
    ...pageMeta(page),
    { "script:ld+json": breadcrumbLd },
  ];
}
