/**
 * The one URL module: builds, parses and swaps the `/{region}/{section}` prefix and the `lang`
 * query parameter, and owns the encoding of path segments. Nothing else string-concatenates site
 * URLs or calls encodeURIComponent on a path segment.
 */
import { DEFAULT_REGION, REGION_CONFIG, isRegion, resolveLocale, type Locale, type Region } from "../regions/regions";

/**
 * Top-level sections under a region. `products` is the catalogue; the others are personal or
 * transactional areas (accounts, sample orders, contact, staff) whose pages are private by default.
 */
export const SECTIONS = ["products", "account", "samples", "contact", "staff"] as const;
export type Section = (typeof SECTIONS)[number];
export const PRODUCTS_BASE: Section = "products";
export const LANG_PARAM = "lang";

export interface SiteLocation {
  region: Region;
  locale: Locale;
  /** The part of the site: the public catalogue (`products`) or a visitor tool's section. */
  section: Section;
  /** Path after `/{region}/products/`, without leading or trailing slash ("" for the products root). */
  pagePath: string;
}

export interface ParsedPath {
  region: Region;
  section: Section;
  pagePath: string;
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

function isSection(value: unknown): value is Section {
  return typeof value === "string" && (SECTIONS as readonly string[]).includes(value);
}

/**
 * Encodes one path segment. Characters that are legal in a path and appear in catalogue names
 * (the apostrophe of pike's-peak, the comma) stay readable; everything else is percent-encoded,
 * so a segment can never add a `/`, `?` or `#` to a URL.
 */
export function encodeSegment(value: string): string {
  // A client resolves a `.` or `..` segment away (`/a/../x` is `/x`), and `%2E%2E` too: this only
  // keeps the text readable; redirectTarget refuses such segments outright.
  if (value === "." || value === "..") return value.replace(/\./g, "%2E");
  return encodeURIComponent(value).replace(/%27/g, "'").replace(/%2C/gi, ",");
}

/** Decodes one path segment; null when its percent-encoding is malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Splits a page path into decoded segments; null when any segment is malformed. */
export function decodeSegments(pagePath: string): string[] | null {
  const decoded = pagePath.split("/").filter(Boolean).map(decodeSegment);
  return decoded.every((s): s is string => s !== null) ? decoded : null;
}

/** Joins decoded segments into a page path, encoding each. */
export function joinSegments(segments: readonly string[]): string {
  return segments.map(encodeSegment).join("/");
}

/** `/{region}/{section}/{pagePath}` plus `?lang=` when the locale is not the region's default. */
export function sectionPath(section: Section, region: Region, pagePath: string, locale?: Locale, query?: URLSearchParams): string {
  const base = `/${region}/${section}/${trimSlashes(pagePath)}`;
  const params = new URLSearchParams(query);
  params.delete(LANG_PARAM);
  if (locale && locale !== REGION_CONFIG[region].defaultLocale && REGION_CONFIG[region].locales.includes(locale)) {
    params.set(LANG_PARAM, locale);
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** A catalogue page: `/{region}/products/{pagePath}`. */
export function buildPath(region: Region, pagePath: string, locale?: Locale, query?: URLSearchParams): string {
  return sectionPath(PRODUCTS_BASE, region, pagePath, locale, query);
}

/** The API base of a region, e.g. `/gl/api`. */
export function apiPath(region: Region, path: string): string {
  return `/${region}/api/${trimSlashes(path)}`;
}

/** Splits `/{region}/{section}/...` into region, section and page path; null for any other shape. */
export function parseSitePath(pathname: string): ParsedPath | null {
  const [region, section, ...rest] = trimSlashes(pathname).split("/");
  if (!isRegion(region) || !isSection(section)) return null;
  return { region, section, pagePath: rest.join("/") };
}

/** Splits `/{region}/products/...` into region and page path; null when the path has no such prefix. */
export function parsePath(pathname: string): { region: Region; pagePath: string } | null {
  const parsed = parseSitePath(pathname);
  return parsed?.section === PRODUCTS_BASE ? { region: parsed.region, pagePath: parsed.pagePath } : null;
}

/** Reads region, locale and page path of a catalogue page from a full URL. */
export function parseLocation(url: URL): SiteLocation | null {
  const parsed = parseSitePath(url.pathname);
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

/** Page path of the not-found page (it answers 404). */
export const NOT_FOUND_PAGE = "error/notFound";

export function notFoundPath(region: Region, locale?: Locale): string {
  return buildPath(region, NOT_FOUND_PAGE, locale);
}
