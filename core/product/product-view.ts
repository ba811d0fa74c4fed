/**
 * The card and page projections of the one product builder (./product-builder.ts): what a finder
 * card and the product page show of a product. Text in the visitor's language (falling back to
 * English), badges as codes, images and documents as keys (pages render them to URLs).
 */
import type { ContentLanguage, DocumentType } from "../catalogue/enums";
import { downloadSize, enlargedSize } from "../catalogue/gallery";
import { galleryEntryKey, type ImageKey } from "../catalogue/image-urls";
import { galleryEntries, storedDocument } from "../catalogue/media";
import { localise, type ImageRole, type Product } from "../catalogue/model";
import type { Locale } from "../regions/regions";
import type { DocumentKey } from "../routing/document-path";
import { resolveCatalogue } from "../i18n/catalogues";
import { documentTypeKey } from "../i18n/enum-keys";
import { createTranslator } from "../i18n/translate";
import type { TechnicalDataView } from "./technical-data-view";
import { toSpecView, type SpecView } from "./spec-view";
import type { MaterialView } from "./material-view";
import { fillCopy, type CopyPart } from "../catalogue/copy-measures";
import { FLAG_KEYS } from "../i18n/enum-keys";
import { PRODUCT_FLAGS, type ProductFlag } from "../catalogue/enums";
import { measureBoth, type BothUnits } from "../units/format";
import { buildProduct, type ProductCard, type ProductParts, type ProductViewContext } from "./product-builder";

export { badgesOf, documentLanguage, type BadgeCode, type ProductCard, type ProductViewContext } from "./product-builder";

/** A detail view also links documents, whose keys carry the hash of the catalogue's guides. */
export interface ProductDetailContext extends ProductViewContext {
  guidesVersion: string;
}

export interface ProductDocument {
  type: DocumentType;
  label: string;
  language: ContentLanguage;
  /** Which file to link; `documentPath` (core/routing/document-path.ts) renders it where the link is written. */
  key: DocumentKey;
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

/** The card projection: what a finder, compare or likes card shows. */
export function toProductCard(product: Product, ctx: ProductViewContext): ProductCard {
  return buildProduct(product, ctx).card;
}

/** The page projection: everything the product page shows. */
export function toProductDetail(product: Product, ctx: ProductDetailContext): ProductDetail {
  return pageOf(buildProduct(product, ctx), ctx.guidesVersion);
}

function pageOf(built: ProductParts, guidesVersion: string): ProductDetail {
  const { product, context: ctx, card } = built;
  const t = createTranslator(ctx.locale, resolveCatalogue(ctx.locale));
  // US spelling for a US visitor; the product's and its collection's names stay as they are.
  const ownNames = [card.name, ...(card.collection ? [card.collection.name] : [])];
  const description = built.prose(product.description, ownNames);
  const features = product.features.map((feature) => built.prose(feature, ownNames));
  const inBoth = (text: string): CopyView => fillCopy(text, product, (m) => measureBoth(m, ctx.locale));
  const names = displayNames(ctx.locale);
  return {
    ...card,
    slug: product.slug,
    gallery: galleryOf(product, ctx),
    description: built.inRegion(description),
    features: features.map(built.inRegion),
    documents: built.documents(guidesVersion).map(({ type, language, key }) => {
      const bytes = storedDocument(product, type, language)?.bytes;
      return {
        type,
        label: t(documentTypeKey(type)),
        language,
        key,
        languageName: names.language.of(language) ?? language,
        size: bytes === undefined ? null : fileSize(bytes, ctx.locale),
      };
    }),
    technicalData: built.technicalData,
    copy: { description: inBoth(description), features: features.map(inBoth) },
    specs: toSpecView(product, t, ctx.locale),
    flagBadges: PRODUCT_FLAGS.filter((flag) => product.flags.includes(flag)).map((code) => ({ code, label: t(FLAG_KEYS[code]) })),
    countries: product.availableCountries.map((code) => names.region.of(code) ?? code).sort(names.collator.compare),
    material: built.material,
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
