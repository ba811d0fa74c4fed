/**
 * The one view model of products: how a stored product is reshaped for a finder card, the product
 * page and the API. Text in the visitor's language (falling back to English), badges as codes,
 * images as keys, documents in the best language each is published in.
 */
import { BADGE_FLAGS, type ContentLanguage, type DocumentType } from "../../core/catalogue/enums";
import { downloadSize, enlargedSize } from "../../core/catalogue/gallery";
import { galleryEntryKey, imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { documentUrl, galleryEntries } from "../../core/catalogue/media";
import { localise, type Collection, type ImageRole, type Product } from "../../core/catalogue/model";
import { productPagePath } from "../../core/catalogue/product-path";
import type { Locale, Region } from "../../core/regions/regions";
import { buildPath } from "../../core/routing/region-path";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { documentTypeKey } from "../../core/i18n/enum-keys";
import { createTranslator } from "../../core/i18n/translate";
import { toTechnicalDataView, type TechnicalDataView } from "./technical-data-view";

export type BadgeCode = (typeof BADGE_FLAGS)[number];

export interface ProductViewContext {
  region: Region;
  locale: Locale;
  language: ContentLanguage;
  collection(code: string): Collection | undefined;
}

/** A detail view also links documents, whose URLs carry the hash of the catalogue's guides. */
export interface ProductDetailContext extends ProductViewContext {
  guidesVersion: string;
}

export interface ProductCard {
  contentId: string;
  itemNumber: string;
  name: string;
  collection: { code: string; name: string } | null;
  badges: BadgeCode[];
  image: ImageKey;
  /** Full path of the product page (region and language included). */
  href: string;
}

export interface ProductDocument {
  type: DocumentType;
  label: string;
  language: ContentLanguage;
  url: string;
}

/** One image of the product page's gallery: its key (pages build the URLs), alt text and enlarged size. */
export interface GalleryImageView {
  key: ImageKey;
  role: ImageRole;
  /** The image's own alt text in the visitor's language, if the catalogue gives one. */
  alt?: string;
  width: number;
  height: number;
  /** Pixel size of the download JPEG, when known. */
  download?: { width: number; height: number };
}

export interface ProductDetail extends ProductCard {
  slug: string;
  /** Every image of the product, the primary one (the card's) first. */
  gallery: GalleryImageView[];
  description: string;
  features: string[];
  documents: ProductDocument[];
  /** Tests, certificates, warranty and fire class in the visitor's language and region's units; null when the product has none. */
  technicalData: TechnicalDataView | null;
}

/** Badges in display order (New, Coming soon, Discontinued Color). */
export function badgesOf(product: Pick<Product, "flags">): BadgeCode[] {
  return BADGE_FLAGS.filter((flag) => product.flags.includes(flag));
}

/** The visitor's language where the document is published in it, else English, else its first. */
export function documentLanguage(published: readonly ContentLanguage[], wanted: ContentLanguage): ContentLanguage {
  if (published.includes(wanted)) return wanted;
  return published.includes("en") ? "en" : (published[0] ?? "en");
}

export function toProductCard(product: Product, ctx: ProductViewContext): ProductCard {
  const collection = ctx.collection(product.collection);
  return {
    contentId: product.contentId,
    itemNumber: product.itemNumber,
    name: localise(product.name, ctx.language),
    collection: collection ? { code: collection.code, name: localise(collection.name, ctx.language) } : null,
    badges: badgesOf(product),
    image: imageKey(product),
    href: buildPath(ctx.region, productPagePath(product), ctx.locale),
  };
}

export function toProductDetail(product: Product, ctx: ProductDetailContext): ProductDetail {
  const t = createTranslator(ctx.locale, resolveCatalogue(ctx.locale));
  return {
    ...toProductCard(product, ctx),
    slug: product.slug,
    gallery: galleryOf(product, ctx),
    description: localise(product.description, ctx.language),
    features: product.features.map((feature) => localise(feature, ctx.language)),
    documents: product.documents.map((doc) => {
      const language = documentLanguage(doc.languages, ctx.language);
      return { type: doc.type, label: t(documentTypeKey(doc.type)), language, url: documentUrl(product, doc.type, language, ctx.guidesVersion) };
    }),
    technicalData: product.technicalData ? toTechnicalDataView(product.technicalData, ctx.region, ctx.locale) : null,
  };
}

function galleryOf(product: Product, ctx: ProductViewContext): GalleryImageView[] {
  return galleryEntries(product).map((entry) => {
    const download = downloadSize(entry.file);
    return {
      key: galleryEntryKey(product, entry),
      role: entry.role,
      ...(entry.alt ? { alt: localise(entry.alt, ctx.language) } : {}),
      ...enlargedSize(entry.file),
      ...(download ? { download } : {}),
    };
  });
}
