/**
 * The one place a redirect's target is made. Every redirect of the site (page pipeline, finders,
 * legacy paths) names a region and a page path; this module re-encodes each segment, refuses `.`
 * and `..` (a client resolves them, and `%2E%2E` too, so `/x/../../y` would leave the region) and
 * checks that the result is a same-site `/{region}/products/…` path. Anything else becomes the
 * region's not-found page: a redirect never points off site or outside the catalogue.
 */
import type { Locale, Region } from "../regions/regions";
import { buildPath, decodeSegment, encodeSegment, notFoundPath, PRODUCTS_BASE } from "./region-path";

export interface RedirectOptions {
  locale?: Locale;
  query?: URLSearchParams;
}

/** A page path given as encoded text (`a/b%20c`) or as decoded segments (`["a", "b c"]`). */
export type RedirectPagePath = string | readonly string[];

const DOT_SEGMENTS = new Set([".", ".."]);

/** Decoded segments of a page path; null when one is malformed, `.` or `..`. */
function segmentsOf(pagePath: RedirectPagePath): string[] | null {
  const raw = typeof pagePath === "string" ? pagePath.split("/").filter(Boolean).map(decodeSegment) : [...pagePath];
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === null || DOT_SEGMENTS.has(segment)) return null;
    if (segment !== "") segments.push(segment);
  }
  return segments;
}

/** True when a target is a plain path under `/{region}/products/` that no URL parser changes. */
export function isSafeTarget(target: string, region: Region): boolean {
  const prefix = `/${region}/${PRODUCTS_BASE}/`;
  if (!target.startsWith(prefix) || target.includes("#") || target.includes("\\")) return false;
  const parsed = new URL(target, "http://site.invalid");
  const path = target.split("?")[0]!;
  return parsed.origin === "http://site.invalid" && parsed.pathname === path;
}

/**
 * The target of a redirect to a catalogue page of a region: `/{region}/products/{pagePath}` with
 * `lang` and the query, or the region's not-found page when the path cannot be a page.
 */
export function redirectTarget(region: Region, pagePath: RedirectPagePath, options: RedirectOptions = {}): string {
  const segments = segmentsOf(pagePath);
  const fallback = notFoundPath(region, options.locale);
  if (!segments) return fallback;
  const target = buildPath(region, segments.map(encodeSegment).join("/"), options.locale, options.query);
  return isSafeTarget(target, region) ? target : fallback;
}
