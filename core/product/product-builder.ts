/**
 * The one product builder: a catalogue product and the visitor's region and locale in, the parts of
 * its view model out. The card, the product page and the API are projections of these parts
 * (product-view.ts, api-view.ts), so a name, a description, a document or a measurement is made in
 * one place wherever it is shown. Each part is made on first use: a finder card costs only the card.
 */
import { BADGE_FLAGS, type ContentLanguage, type DocumentType } from "../catalogue/enums";
import { imageKey, type ImageKey } from "../catalogue/image-urls";
import { documentVersion } from "../catalogue/media";
import { localise, type Collection, type LocalisedText, type Product } from "../catalogue/model";
import { fillCopyText } from "../catalogue/copy-measures";
import { forLocale } from "../i18n/us-spelling";
import type { Locale, Region } from "../regions/regions";
import type { DocumentKey } from "../routing/document-path";
import { productPagePath } from "../routing/product-path";
import { buildPath } from "../routing/region-path";
import { measureFor } from "../units/format";
import { toMaterialView, type MaterialView } from "./material-view";
import { toTechnicalDataView, type TechnicalDataView } from "./technical-data-view";

export type BadgeCode = (typeof BADGE_FLAGS)[number];

export interface ProductViewContext {
  region: Region;
  locale: Locale;
  language: ContentLanguage;
  collection(code: string): Collection | undefined;
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

/** A document as every view offers it: in the language it is shown in, as a key (core/routing/document-path.ts renders it). */
export interface DocumentLink {
  type: DocumentType;
  /** The visitor's language where the document is published in it, else English, else its first. */
  language: ContentLanguage;
  key: DocumentKey;
  /** Every language it is published in. */
  languages: readonly ContentLanguage[];
}

export interface ProductParts {
  readonly product: Product;
  readonly context: ProductViewContext;
  readonly card: ProductCard;
  /** Text in the visitor's language and spelling; `keep` names the words US spelling leaves as they are. */
  prose(text: LocalisedText, keep: readonly string[]): string;
  /** Copy with its measurement placeholders filled in the region's units. */
  inRegion(text: string): string;
  readonly technicalData: TechnicalDataView | null;
  readonly material: MaterialView;
  /** The product's documents; their keys carry the version of the catalogue's guides they quote. */
  documents(guidesVersion: string): DocumentLink[];
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

/** The key of a product's document in one language. */
export function documentKey(product: Product, type: DocumentType, language: ContentLanguage, guidesVersion: string): DocumentKey {
  return { contentId: product.contentId, version: documentVersion(product, guidesVersion), type, language };
}

export function buildProduct(product: Product, context: ProductViewContext): ProductParts {
  const { region, locale, language } = context;
  let card: ProductCard | undefined;
  let technicalData: TechnicalDataView | null | undefined;
  let material: MaterialView | undefined;
  return {
    product,
    context,
    get card() {
      return (card ??= cardOf(product, context));
    },
    prose: (text, keep) => forLocale(localise(text, language), locale, keep),
    inRegion: (text) => fillCopyText(text, product, (m) => measureFor(m, region, locale)),
    get technicalData() {
      if (technicalData === undefined) technicalData = product.technicalData ? toTechnicalDataView(product.technicalData, region, locale) : null;
      return technicalData;
    },
    get material() {
      return (material ??= toMaterialView(product, language, region, locale));
    },
    documents: (guidesVersion) =>
      product.documents.map((doc) => {
        const shown = documentLanguage(doc.languages, language);
        return { type: doc.type, language: shown, key: documentKey(product, doc.type, shown, guidesVersion), languages: doc.languages };
      }),
  };
}

function cardOf(product: Product, ctx: ProductViewContext): ProductCard {
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
