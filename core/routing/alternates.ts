/**
 * hreflang alternates of a page: every language of every region where the page exists, plus
 * x-default when GL has it. One function, used by the page head and by the sitemaps, so a
 * sitemap can never announce an alternate the page itself does not (or the other way round).
 */
import { REGIONS, REGION_CONFIG, type Region } from "../regions/regions";
import type { RouteEntry } from "./manifest-types";
import { PRODUCTS_BASE, sectionPath, type Section } from "./region-path";

export interface Alternate {
  hreflang: string;
  href: string;
}

/** Where a page lives in a region (its page path after `/{region}/products/`); null where it is not offered. */
export type PathIn = (region: Region) => string | null;

/** The manifest's own answer: the same path wherever the entry is offered. */
export function manifestPathIn(entry: Pick<RouteEntry, "availability">, pagePath: string): PathIn {
  return (region) => (entry.availability[region] ? pagePath : null);
}

/** A product's page: where the product is offered and its category has detail pages. */
export function productPathIn(product: { readonly regions: readonly Region[] }, entry: Pick<RouteEntry, "availability">, pagePath: string): PathIn {
  return (region) => (product.regions.includes(region) && entry.availability[region] ? pagePath : null);
}

/** `section`: the part of the site after the region (`products` unless a visitor-tools page). */
export function hreflangAlternates(origin: string, pathIn: PathIn, section: Section = PRODUCTS_BASE): Alternate[] {
  const offered = REGIONS.filter((r) => pathIn(r) !== null);
  const alternates: Alternate[] = offered.flatMap((r) =>
    REGION_CONFIG[r].locales.map((l) => ({ hreflang: l, href: origin + sectionPath(section, r, pathIn(r) ?? "", l) })),
  );
  if (offered.includes("gl")) alternates.push({ hreflang: "x-default", href: origin + sectionPath(section, "gl", pathIn("gl") ?? "") });
  return alternates;
}
