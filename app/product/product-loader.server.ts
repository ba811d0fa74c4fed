/**
 * Finds the product a detail URL names (by slug or by content id) among those offered in the
 * region, and shapes what the page shows. An unknown or unoffered product is a not-found page.
 */
import { redirect, type AppLoadContext } from "react-router";
import { BADGE_FLAGS, type DocumentType } from "../../core/catalogue/enums";
import { documentUrl, productImages, type ProductImages } from "../../core/catalogue/media";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/catalogue/product-path";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { contentLanguageOf } from "../../core/regions/regions";
import { buildPath, notFoundPath, parseLocation } from "../../core/routing/region-path";
import type { PageData } from "../routing/page.server";
import { labelsFor } from "../../server/documents/labels";

export interface ProductSummary {
  contentId: string;
  itemNumber: string;
  name: string;
  collectionName: string | null;
  badges: string[];
  description: string;
  features: string[];
  images: ProductImages;
  documents: Array<{ type: DocumentType; label: string; url: string; language: string }>;
  /** The product's own detail URL, for the canonical link. */
  canonicalPath: string;
}

export function loadProduct({ request, context, page }: { request: Request; context: AppLoadContext; page: PageData }): ProductSummary {
  const location = parseLocation(new URL(request.url))!;
  const { region, locale } = location;
  const store = context.services.catalogue;
  const product = page.params.slug ? store.productBySlug(page.params.slug, region) : store.product(page.params.contentId ?? "", region);
  if (!product || product.family !== page.family) throw redirect(notFoundPath(region, locale));
  const language = contentLanguageOf(locale);
  const t = createTranslator(locale, resolveCatalogue(locale));
  const collection = store.collection(product.collection);
  const badgeText = { new: t("badge.new"), "coming-soon": t("badge.comingSoon"), discontinued: t("badge.discontinued") } as const;
  return {
    contentId: product.contentId,
    itemNumber: product.itemNumber,
    name: localise(product.name, language),
    collectionName: collection ? localise(collection.name, language) : null,
    badges: BADGE_FLAGS.filter((flag) => product.flags.includes(flag)).map((flag) => badgeText[flag]),
    description: localise(product.description, language),
    features: product.features.map((feature) => localise(feature, language)),
    images: productImages(product, context.publicEnv.imageBaseUrl),
    documents: product.documents.map((doc) => {
      const lang = doc.languages.includes(language) ? language : doc.languages.includes("en") ? "en" : doc.languages[0]!;
      return { type: doc.type, label: labelsFor(language).documentTypes[doc.type], url: documentUrl(product, doc.type, lang), language: lang };
    }),
    canonicalPath: buildPath(region, productPagePath(product), locale),
  };
}
