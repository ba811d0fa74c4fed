/**
 * The page pipeline's two middleware steps. The root resolves region and language from the URL;
 * the region layout resolves the manifest page from the matched route pattern, applies the region
 * guard (not offered: not-found; legacy path: redirect), redirects away a `lang` or `view` the page
 * does not take, checks a collection segment against the catalogue and, once the page has
 * answered, applies the page's cache class. Loaders read the result from context; none parses the
 * URL again.
 */
import type { MiddlewareFunction } from "react-router";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { contentLanguageOf, DEFAULT_REGION, REGION_CONFIG } from "../../core/regions/regions";
import { localise, type Collection } from "../../core/catalogue/model";
import { guardRoute, type Params } from "../../core/routing/guard";
import type { RouteEntry } from "../../core/routing/manifest-types";
import { strayPageParams } from "../../core/routing/page-query";
import { parseLocation, PRODUCTS_BASE } from "../../core/routing/region-path";
import { appContext, localeContext, pageContext, type AppContext, type RequestLocale } from "./contexts";
import { entryForPattern } from "./manifest-lookup";
import { applyCacheClass } from "./cache-class";
import { familyShareImage } from "./share-image.server";
import { redirectToNotFound, redirectToPage, redirectWithinSection } from "./redirect";

export const resolveLocale: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const location = parseLocation(new URL(request.url));
  const region = location?.region ?? DEFAULT_REGION;
  const locale = location?.locale ?? REGION_CONFIG[DEFAULT_REGION].defaultLocale;
  const catalogue = resolveCatalogue(locale);
  const resolved: RequestLocale = { region, locale, catalogue, t: createTranslator(locale, catalogue), language: contentLanguageOf(locale) };
  context.set(localeContext, resolved);
  return next();
};

export const resolvePage: MiddlewareFunction<Response> = async ({ request, params, pattern, context }, next) => {
  const url = new URL(request.url);
  const location = parseLocation(url);
  if (!location) throw redirectToNotFound(DEFAULT_REGION);
  const entry = entryForPattern(pattern);
  // Unknown paths have no entry: their own route sends them to not-found.
  if (!entry) return next();
  const decision = guardRoute(entry, location.region, params);
  if (decision.outcome === "notFound") throw redirectToNotFound(location.region, location.locale);
  if (decision.outcome === "redirect") throw redirectToPage(location.region, decision.pagePath, { locale: location.locale, status: 301 });
  const stray = strayPageParams(location.region, url.searchParams);
  if (stray.length) {
    // An unknown language or view: the same page without it (the language falls back to the region's).
    const query = new URLSearchParams(url.searchParams);
    for (const name of stray) query.delete(name);
    if (location.section !== PRODUCTS_BASE) throw redirectWithinSection(location, query);
    throw redirectToPage(location.region, location.pagePath, { locale: location.locale, query });
  }

  const app = context.get(appContext);
  const locale = context.get(localeContext);
  const collection = namedCollection(entry, params, app);
  // A collection page exists only for a collection of the catalogue.
  if (entry.collectionParam && !collection) throw redirectToNotFound(location.region, location.locale);
  const collectionName = collection && localise(collection.name, locale.language);
  const origin = app.publicOrigin ?? url.origin;
  const share = entry.cache === "public" ? familyShareImage(app, entry.family, location.region, origin, locale.language) : null;
  context.set(pageContext, { ...locale, entry, location, params, origin, documentRequest: app.documentRequest, ...(collectionName ? { collectionName } : {}), ...(share ? { share } : {}) });
  const response = await next();
  applyCacheClass(response, entry.cache);
  return response;
};

/** The collection of the entry's family that the path names (its collection segment or leaf), if any. */
function namedCollection(entry: RouteEntry, params: Params, app: AppContext): Collection | undefined {
  const code = entry.collectionParam ? params[entry.collectionParam] : params.leafCollection;
  const collection = code ? app.services.catalogue.collection(code) : undefined;
  return collection?.family === entry.family ? collection : undefined;
}
