/**
 * The product page's own shape of the product view (server/product/product-view.ts), which the API
 * shares: only what the page shows, in its smallest form (decision 0029). Document labels and
 * URLs, and unused card fields, are derived or dropped here; the API keeps its full view.
 */
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import type { ProductDetail } from "../../server/product/product-view";

export interface PageDocument {
  type: DocumentType;
  language: ContentLanguage;
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

/** What the page shows of a product. The description and features travel once, as `copy` (both unit systems). */
export type ProductPageDetail = Omit<ProductDetail, "description" | "features" | "documents" | "technicalData" | "badges" | "image" | "href" | "collection"> & {
  collection: string | null;
  /** `{documentsBase}/{type}-{language}.pdf` is each document's URL. */
  documentsBase: string;
  documents: PageDocument[];
  technicalData: PageTechnicalData | null;
};

export function toPageDetail(product: ProductDetail): ProductPageDetail {
  const { description: _d, features: _f, badges: _b, image: _i, href: _h, documents, technicalData, collection, ...shown } = product;
  const first = documents[0]?.url ?? "";
  return {
    ...shown,
    collection: collection?.name ?? null,
    documentsBase: first.slice(0, first.lastIndexOf("/")),
    documents: documents.map(({ type, language, languageName, size }) => ({ type, language, languageName, ...(size ? { size } : {}) })),
    technicalData: technicalData && {
      tests: technicalData.tests.map(({ property, standard, result }) => ({ property, standard, result })),
      certificates: technicalData.certificates,
      warranty: technicalData.warranty && { residential: technicalData.warranty.residential, commercial: technicalData.warranty.commercial },
      fireClass: technicalData.fireClass,
    },
  };
}
