/**
 * The API projection of the one product builder (./product-builder.ts), list item and detail: the
 * card's fields plus what API clients need beyond a page: full image and document URLs, codes, the
 * stored metric measurements beside the region's units.
 */
import { productGallery } from "../catalogue/gallery";
import { productImages, storedDocument } from "../catalogue/media";
import { localise, type Collection, type LocalisedText, type Product } from "../catalogue/model";
import { contentLanguageOf, type Locale, type Region } from "../regions/regions";
import { documentPath } from "../routing/document-path";
import { formatDimensions, formatLength, formatWeight } from "../units/format";
import { buildProduct, documentKey, type ProductParts, type ProductViewContext } from "./product-builder";
import type { ApiProductDetail, ApiProductListItem } from "../api/product-schemas";

/** What the API's views look up in the catalogue (the server's catalogue store is one). */
export interface ProductLookup {
  collection(code: string): Collection | undefined;
  product(contentId: string, region: Region): Product | undefined;
  readonly current: { readonly guidesVersion: string };
}

export interface ViewContext {
  region: Region;
  locale: Locale;
  imageBase: string;
  store: ProductLookup;
}

function viewContext(ctx: ViewContext): ProductViewContext {
  return { region: ctx.region, locale: ctx.locale, language: contentLanguageOf(ctx.locale), collection: (code) => ctx.store.collection(code) };
}

/** Typed by the zod schema the OpenAPI document is built from (decision 0071): a new field must be declared there. */
export function productListItem(product: Product, ctx: ViewContext): ApiProductListItem {
  return listItemOf(buildProduct(product, viewContext(ctx)), ctx);
}

function listItemOf({ product, card }: ProductParts, ctx: ViewContext): ApiProductListItem {
  return {
    contentId: card.contentId,
    itemNumber: card.itemNumber,
    name: card.name,
    slug: product.slug,
    family: product.family,
    type: product.type ?? null,
    collection: card.collection ? { ...card.collection, parent: ctx.store.collection(product.collection)?.parent ?? null } : null,
    colourFamily: product.colourFamily,
    badges: card.badges,
    images: productImages(product, ctx.imageBase),
    url: card.href,
  };
}

function formattedDimensions(product: Product, ctx: ViewContext) {
  const d = product.dimensions;
  const length = (mm: number | undefined, use: "thickness" | "dimension") => (mm === undefined ? undefined : formatLength(mm, ctx.region, ctx.locale, use));
  return {
    thickness: d.thicknessMm === undefined ? undefined : formatLength(d.thicknessMm, ctx.region, ctx.locale, "thickness", d.nominalThicknessIn),
    totalThickness: length(d.totalThicknessMm, "thickness"),
    wearLayer: length(d.wearLayerMm, "thickness"),
    size: d.widthMm && d.lengthMm ? formatDimensions([d.widthMm, d.lengthMm, ...(d.heightMm ? [d.heightMm] : [])], ctx.region, ctx.locale) : undefined,
    weight: d.weightKg === undefined ? undefined : formatWeight(d.weightKg, ctx.region, ctx.locale),
  };
}

export function productDetail(product: Product, ctx: ViewContext): ApiProductDetail {
  const built = buildProduct(product, viewContext(ctx));
  const { language } = built.context;
  // US spelling for en-US, as on the page, but only the product's name stays as it is: the page also
  // keeps its collection's name ("Solid Colour"), the API never has (left so, its answers unchanged).
  const prose = (text: LocalisedText) => built.inRegion(built.prose(text, [built.card.name]));
  const related = product.related.flatMap((id) => {
    const other = ctx.store.product(id, ctx.region);
    return other ? [productListItem(other, ctx)] : [];
  });
  const guides = ctx.store.current.guidesVersion;
  return {
    ...listItemOf(built, ctx),
    description: prose(product.description),
    features: product.features.map(prose),
    finish: product.finish ?? null,
    flags: product.flags,
    swatch: product.swatch,
    /** Every image with its URLs (the first is `images`); alt text in the request's language. */
    gallery: productGallery(product, ctx.imageBase).map(({ key: _key, alt, ...image }) => ({ ...image, alt: alt ? localise(alt, language) : null })),
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
    documents: built.documents(guides).map(({ type, language: shown, key, languages }) => ({
      type,
      language: shown,
      url: documentPath(key),
      languages: [...languages],
      /** Every language's URL; `stored` when the manufacturer's own PDF is served rather than a typeset one. */
      files: languages.map((l) => ({ language: l, url: documentPath(documentKey(product, type, l, guides)), stored: storedDocument(product, type, l) !== undefined })),
    })),
    technicalData: product.technicalData ?? null,
    technicalDataFormatted: built.technicalData,
    availableCountries: product.availableCountries,
    regions: product.regions,
    related,
    launchedAt: product.launchedAt,
    /** The true-scale material for design software (issue 28): tile, surface values, map and pack URLs. */
    material: built.material,
  };
}
