/**
 * The detail page of a product: `{category prefix}/detail/{slug}` (spec §2), with the VIZUON
 * application or HFLOR segment where those categories need one, all read from the route manifest.
 * Automotive and appliance films have no detail pages; each links to the page that presents its
 * line (the lightweight components page for a lightweight part, not the first page of its family).
 */
import { INDUSTRIAL_PAGE_DEFS } from "./industrial-pages";
import { detailEntryFor, infoEntryFor, routeById } from "./manifest";
import type { RouteEntry } from "./manifest-types";
import { encodeSegment } from "./region-path";
import type { Product } from "../catalogue/model";

/** Page path after `/{region}/products/`. */
export function productPagePath(product: Pick<Product, "family" | "type" | "slug" | "collection">): string {
  const entry = detailEntryFor(product.family);
  if (!entry) return infoPageOf(product)?.path ?? "";
  return entry.path
    .split("/")
    .map((segment) => {
      if (segment === ":slug") return encodeSegment(product.slug);
      if (segment.startsWith(":")) return segmentFor(entry, segment.slice(1), product.type);
      return segment;
    })
    .join("/");
}

/** A dynamic segment of the detail path: the type's own segment, else the first allowed value. */
function segmentFor(entry: RouteEntry, param: string, type: string | undefined): string {
  const own = type ? entry.detailSegments?.[type] : undefined;
  return own ?? entry.paramValues?.[param]?.[0] ?? "";
}

/** Each info page's definition, with its manifest entry, in the order the pages are defined. */
const INFO_PAGES = Object.entries(INDUSTRIAL_PAGE_DEFS).map(([id, def]) => ({ def, entry: routeById(id) }));

/** The info page whose lines hold the product's collection; else the family's page that shows every line. */
function infoPageOf(product: Pick<Product, "family" | "collection">): RouteEntry | undefined {
  const pages = INFO_PAGES.filter(({ def }) => def.family === product.family);
  const own = pages.find(({ def }) => def.lines?.includes(product.collection)) ?? pages.find(({ def }) => def.lines === null);
  return own?.entry ?? infoEntryFor(product.family);
}
