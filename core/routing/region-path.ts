/**
 * The one module that builds, parses and swaps the `/{region}/products` prefix and the
 * `lang` query parameter. Nothing else string-concatenates site URLs.
 */
import { DEFAULT_REGION, REGION_CONFIG, isRegion, resolveLocale, type Locale, type Region } from "../regions/regions";

export const PRODUCTS_BASE = "products";
export const LANG_PARAM = "lang";

export interface SiteLocation {
  region: Region;
  locale: Locale;
  /** Path after `/{region}/products/`, without leading or trailing slash ("" for the products root). */
  pagePath: string;
}

export interface ParsedPath {
  region: Region;
  pagePath: string;
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** `/{region}/products/{pagePath}` plus `?lang=` when the locale is not the region's default. */
export function buildPath(region: Region, pagePath: string, locale?: Locale, query?: URLSearchParams): string {
  const inner = trimSlashes(pagePath);
  const base = `/${region}/${PRODUCTS_BASE}/${inner}`;
  const params = new URLSearchParams(query);
  params.delete(LANG_PARAM);
  if (locale && locale !== REGION_CONFIG[region].defaultLocale && REGION_CONFIG[region].locales.includes(locale)) {
    params.set(LANG_PARAM, locale);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The API base of a region, e.g. `/gl/api`. */
export function apiPath(region: Region, path: string): string {
  return `/${region}/api/${trimSlashes(path)}`;
}

/** Splits `/{region}/products/...` into region and page path; null when the path has no such prefix. */
export function parsePath(pathname: string): ParsedPath | null {
  const segments = trimSlashes(pathname).split("/");
  const [region, base, ...rest] = segments;
  if (!isRegion(region) || base !== PRODUCTS_BASE) return null;
  return { region, pagePath: rest.join("/") };
}

/** Reads region, locale and page path from a full URL. */
export function parseLocation(url: URL): SiteLocation | null {
  const parsed = parsePath(url.pathname);
  if (!parsed) return null;
  return { ...parsed, locale: resolveLocale(parsed.region, url.searchParams.get(LANG_PARAM)) };
}

/** The same page in another region (its default language); the caller checks availability. */
export function swapRegion(location: SiteLocation, region: Region, query?: URLSearchParams): string {
  return buildPath(region, location.pagePath, REGION_CONFIG[region].defaultLocale, query);
}

/** The same page in another language of the same region. */
export function swapLocale(location: SiteLocation, locale: Locale, query?: URLSearchParams): string {
  return buildPath(location.region, location.pagePath, locale, query);
}

/**
 * Where a request outside the region scheme belongs: `/` and `/products/...` move under GL.
 * Returns null when the path is not one of those shapes.
 */
export function legacyRootRedirect(pathname: string): string | null {
  const trimmed = trimSlashes(pathname);
  if (trimmed === "") return `/${DEFAULT_REGION}/${PRODUCTS_BASE}/`;
  if (trimmed === PRODUCTS_BASE || trimmed.startsWith(`${PRODUCTS_BASE}/`)) {
    return `/${DEFAULT_REGION}/${trimmed}`;
  }
  return null;
}

export function notFoundPath(region: Region, locale?: Locale): string {
  return buildPath(region, "error/notFound", locale);
}
