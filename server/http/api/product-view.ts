/**
 * Turns stored products into what the API answers: text in the requested language (falling back
 * to English), measurements in the region's units alongside the stored metric values, image and
 * document URLs, and the page where a visitor sees the product.
 */
import { BADGE_FLAGS } from "../../../core/catalogue/enums";
import { documentUrl, productImages } from "../../../core/catalogue/media";
import { localise, type Collection, type Product } from "../../../core/catalogue/model";
import { productPagePath } from "../../../core/catalogue/product-path";
import { contentLanguageOf, type Locale, type Region } from "../../../core/regions/regions";
import { buildPath } from "../../../core/routing/region-path";
import { formatDimensions, formatLength, formatWeight } from "../../../core/units/format";
import type { CatalogueStore } from "../../catalogue/catalogue-store";

export interface ViewContext {
  region: Region;
  locale: Locale;
  imageBase: string;
  store: CatalogueStore;
}

function collectionView(collection: Collection | undefined, language: string) {
  return collection ? { code: collection.code, name: localise(collection.name, language), parent: collection.parent ?? null } : null;
}

export function productListItem(product: Product, ctx: ViewContext) {
  const language = contentLanguageOf(ctx.locale);
  return {
    contentId: product.contentId,
    itemNumber: product.itemNumber,
    name: localise(product.name, language),
    slug: product.slug,
    family: product.family,
    type: product.type ?? null,
    collection: collectionView(ctx.store.collection(product.collection), language),
    colourFamily: product.colourFamily,
    badges: BADGE_FLAGS.filter((flag) => product.flags.includes(flag)),
    images: productImages(product, ctx.imageBase),
    url: buildPath(ctx.region, productPagePath(product), ctx.locale),
  };
}

function formattedDimensions(product: Product, ctx: ViewContext) {
  const d = product.dimensions;
  const length = (mm: number | undefined, use: "thickness" | "dimension") => (mm === undefined ? undefined : formatLength(mm, ctx.region, ctx.locale, use));
  return {
    thickness: length(d.thicknessMm, "thickness"),
    totalThickness: length(d.totalThicknessMm, "thickness"),
    wearLayer: length(d.wearLayerMm, "thickness"),
    size: d.widthMm && d.lengthMm ? formatDimensions([d.widthMm, d.lengthMm, ...(d.heightMm ? [d.heightMm] : [])], ctx.region, ctx.locale) : undefined,
    weight: d.weightKg === undefined ? undefined : formatWeight(d.weightKg, ctx.region, ctx.locale),
  };
}

export function productDetail(product: Product, ctx: ViewContext) {
  const language = contentLanguageOf(ctx.locale);
  const related = product.related.flatMap((id) => {
    const other = ctx.store.product(id, ctx.region);
    return other ? [productListItem(other, ctx)] : [];
  });
  return {
    ...productListItem(product, ctx),
    description: localise(product.description, language),
    features: product.features.map((feature) => localise(feature, language)),
    finish: product.finish ?? null,
    flags: product.flags,
    swatch: product.swatch,
    dimensions: product.dimensions,
    dimensionsFormatted: formattedDimensions(product, ctx),
    units: ctx.region === "us" ? "imperial" : "metric",
    attributes: product.attributes,
    sink: product.sink
      ? {
          ...product.sink,
          overallFormatted: formatDimensions([product.sink.overall.widthMm, product.sink.overall.lengthMm, product.sink.overall.depthMm], ctx.region, ctx.locale),
          innerFormatted: formatDimensions([product.sink.inner.widthMm, product.sink.inner.lengthMm, product.sink.inner.depthMm], ctx.region, ctx.locale),
          adaCompliant: product.flags.includes("ada"),
        }
      : null,
    documents: product.documents.flatMap((doc) => {
      const preferred = doc.languages.includes(language) ? language : "en";
      const lang = doc.languages.includes(preferred) ? preferred : doc.languages[0]!;
      return [{ type: doc.type, language: lang, url: documentUrl(product, doc.type, lang), languages: doc.languages }];
    }),
    availableCountries: product.availableCountries,
    regions: product.regions,
    related,
    launchedAt: product.launchedAt,
  };
}
