/**
 * The product page's own shape of the product view (core/product/product-view.ts), which the API
 * shares: only what the page shows, in its smallest form (decision 0029), split into what the
 * browser needs on every view and what its static sections show (decision 0038). Document labels
 * and unused card fields are dropped here (the component names a document from its type, and
 * renders its key to a URL); the API keeps its full view.
 */
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import type { DocumentKey } from "../../core/routing/document-path";
import type { ProductDetail } from "../../core/product/product-view";
import type { RelatedProducts } from "../../core/product/related";
import type { SpecView } from "../../core/product/spec-view";

export interface PageDocument {
  type: DocumentType;
  language: ContentLanguage;
  /** Which file to link: the component renders it (core/routing/document-path.ts). */
  key: DocumentKey;
  /** The language named in the visitor's language. */
  languageName: string;
  /** File size of a stored file ("1.2 MB"); absent for documents typeset on request. */
  size?: string;
}

/** Tests, certificates, warranty and fire class as the page's tables show them. */
export interface PageTechnicalData {
  tests: Array<{ property: string; standard: string; result: string }>;
  certificates: Array<{ name: string; scope: string }>;
  warranty: { residential: string; commercial: string } | null;
  fireClass: string | null;
}

/** The "Download material" link: the packs and what the note says of them. */
export interface PageMaterial {
  pack: string;
  packLarge: string;
  /** The tile size in the region's units ("3,040 × 1,440 mm"). */
  size: string;
  tileable: boolean;
}

/** What the page shows of a product outside its static sections: the head, gallery, calls to action and meta tags. */
export type ProductPageDetail = Pick<ProductDetail, "contentId" | "slug" | "name" | "itemNumber" | "gallery"> & {
  collection: string | null;
  /** Whether any specification is a measurement (the units switch heads the specifications). */
  measured: boolean;
};

/**
 * What the page's static sections show (badges, copy, specifications, documents, technical data,
 * related products, countries and the schema.org Product): on a document request, rendered on the
 * server alone (decision 0038).
 */
export interface ProductSections {
  badges: ProductDetail["flagBadges"];
  /** The description and features, in both unit systems. */
  copy: ProductDetail["copy"];
  specs: SpecView;
  documents: PageDocument[];
  technicalData: PageTechnicalData | null;
  countries: string[];
  related: RelatedProducts;
  material: PageMaterial;
}

export function toPageDetail(product: ProductDetail): ProductPageDetail {
  const { contentId, slug, name, itemNumber, gallery, collection, specs } = product;
  const measured = specs.groups.some((group) => group.rows.some((row) => typeof row.value !== "string"));
  return { contentId, slug, name, itemNumber, gallery, collection: collection?.name ?? null, measured };
}

export function toPageSections(product: ProductDetail, related: RelatedProducts): ProductSections {
  const { documents, technicalData } = product;
  return {
    badges: product.flagBadges,
    copy: product.copy,
    specs: product.specs,
    documents: documents.map(({ type, language, key, languageName, size }) => ({ type, language, key, languageName, ...(size ? { size } : {}) })),
    technicalData: technicalData && {
      tests: technicalData.tests.map(({ property, standard, result }) => ({ property, standard, result })),
      certificates: technicalData.certificates,
      warranty: technicalData.warranty && { residential: technicalData.warranty.residential, commercial: technicalData.warranty.commercial },
      fireClass: technicalData.fireClass,
    },
    countries: product.countries,
    related,
    material: {
      pack: product.material.pack,
      packLarge: product.material.packLarge,
      size: product.material.tile.formatted,
      tileable: product.material.tile.tileable,
    },
  };
}
