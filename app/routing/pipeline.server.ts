/**
 * The page pipeline's two middleware steps. The root resolves region and language from the URL;
 * the region layout resolves the manifest page from the matched route pattern, applies the region
 * guard (not offered: not-found; legacy path: redirect) and, once the page has answered, the
 * page's cache class. Loaders read the result from context; none parses the URL again.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { contentLanguageOf, DEFAULT_REGION, REGION_CONFIG } from "../../core/regions/regions";
import { guardRoute } from "../../core/routing/guard";
import { buildPath, notFoundPath, parseLocation } from "../../core/routing/region-path";
import { appContext, localeContext, pageContext, type RequestLocale } from "./contexts";
import { entryForPattern } from "./manifest-lookup";
import { applyCacheClass } from "./cache-class";

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
  if (!location) throw redirect(notFoundPath(DEFAULT_REGION));
  const entry = entryForPattern(pattern);
  // Unknown paths have no entry: their own route sends them to not-found.
  if (!entry) return next();
  const decision = guardRoute(entry, location.region, params);
  if (decision.outcome === "notFound") throw redirect(notFoundPath(location.region, location.locale));
  if (decision.outcome === "redirect") throw redirect(buildPath(location.region, decision.pagePath, location.locale), 301);

  const { publicOrigin } = context.get(appContext);
  context.set(pageContext, { ...context.get(localeContext), entry, location, params, origin: publicOrigin ?? url.origin });
  const response = await next();
  applyCacheClass(response, entry.cache);
  return response;
};
