/**
 * The one view model of products: how a stored product is reshaped for a finder card, the product
 * page and the API. Text in the visitor's language (falling back to English), badges as codes,
 * images as keys, documents in the best language each is published in.
 */
import { BADGE_FLAGS, type ContentLanguage, type DocumentType } from "../../core/catalogue/enums";
import { downloadSize, enlargedSize } from "../../core/catalogue/gallery";
import { galleryEntryKey, imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { documentUrl, galleryEntries } from "../../core/catalogue/media";
import { localise, type Collection, type ImageRole, type LocalisedText, type Product } from "../../core/catalogue/model";
import { forLocale } from "../../core/i18n/us-spelling";
import { productPagePath } from "../../core/catalogue/product-path";
import type { Locale, Region } from "../../core/regions/regions";
import { buildPath } from "../../core/routing/region-path";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { documentTypeKey } from "../../core/i18n/enum-keys";
import { createTranslator } from "../../core/i18n/translate";
import { toTechnicalDataView, type TechnicalDataView } from "./technical-data-view";
import { toSpecView, type SpecView } from "./spec-view";
import { toMaterialView, type MaterialView } from "./material-view";
import { fillCopy, fillCopyText, type CopyPart } from "../../core/catalogue/copy-measures";
import { FLAG_KEYS } from "../../core/i18n/enum-keys";
import { PRODUCT_FLAGS, type ProductFlag } from "../../core/catalogue/enums";
import { measureBoth, measureFor, type BothUnits } from "../../core/units/format";

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
  /** The language named in the visitor's language ("German", "Deutsch"). */
  languageName: string;
  /** File size ("1.2 MB") of a stored file; null for documents typeset on request, whose size is unknown until rendered. */
  size: string | null;
}

/** Copy with its measurements in both unit systems (core/catalogue/copy-measures.ts). */
export type CopyView = Array<CopyPart<BothUnits>>;

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
  /** Description and features with their measurements in both systems (`description` and `features` hold the region's units only). */
  copy: { description: CopyView; features: CopyView[] };
  /** Every attribute the product has, grouped, measurements in both systems. */
  specs: SpecView;
  /** Every display flag of spec §3 that applies (new, outdoor, recycled, ADA ...), named. */
  flagBadges: Array<{ code: ProductFlag; label: string }>;
  /** Countries where it is sold, named in the visitor's language and sorted by its collation. */
  countries: string[];
  /** The true-scale material: tile size, surface values, map and pack URLs (issue 28). */
  material: MaterialView;
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
  // US spelling for a US visitor; the product's and its collection's names stay as they are.
  const card = toProductCard(product, ctx);
  const ownNames = [card.name, ...(card.collection ? [card.collection.name] : [])];
  const prose = (text: LocalisedText) => forLocale(localise(text, ctx.language), ctx.locale, ownNames);
  const description = prose(product.description);
  const features = product.features.map(prose);
  const inRegion = (text: string) => fillCopyText(text, product, (m) => measureFor(m, ctx.region, ctx.locale));
  const inBoth = (text: string): CopyView => fillCopy(text, product, (m) => measureBoth(m, ctx.locale));
  const names = displayNames(ctx.locale);
  return {
    ...card,
    slug: product.slug,
    gallery: galleryOf(product, ctx),
    description: inRegion(description),
    features: features.map(inRegion),
    documents: product.documents.map((doc) => {
      const language = documentLanguage(doc.languages, ctx.language);
      const bytes = doc.files?.[language]?.bytes;
      return {
        type: doc.type,
        label: t(documentTypeKey(doc.type)),
        language,
        url: documentUrl(product, doc.type, language, ctx.guidesVersion),
        languageName: names.language.of(language) ?? language,
        size: bytes === undefined ? null : fileSize(bytes, ctx.locale),
      };
    }),
    technicalData: product.technicalData ? toTechnicalDataView(product.technicalData, ctx.region, ctx.locale) : null,
    copy: { description: inBoth(description), features: features.map(inBoth) },
    specs: toSpecView(product, t, ctx.locale),
    flagBadges: PRODUCT_FLAGS.filter((flag) => product.flags.includes(flag)).map((code) => ({ code, label: t(FLAG_KEYS[code]) })),
    countries: product.availableCountries.map((code) => names.region.of(code) ?? code).sort(names.collator.compare),
    material: toMaterialView(product, ctx.language, ctx.region, ctx.locale),
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

interface Names {
  language: Intl.DisplayNames;
  region: Intl.DisplayNames;
  collator: Intl.Collator;
}
const namesByLocale = new Map<Locale, Names>();

/** Languages and countries named in the visitor's language; built once per locale (they are costly). */
function displayNames(locale: Locale): Names {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = { language: new Intl.DisplayNames([locale], { type: "language" }), region: new Intl.DisplayNames([locale], { type: "region" }), collator: new Intl.Collator(locale) };
    namesByLocale.set(locale, names);
  }
  return names;
}

function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, "megabyte"] : [Math.max(1, bytes / 1000), "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
