/**
 * The detail page of a product: `{category prefix}/detail/{slug}` (spec §2), with the VIZUON
 * application or HFLOR segment where those categories need one, all read from the route manifest.
 * Automotive and appliance films have no detail pages; they link to their category page.
 */
import { detailEntryFor, infoEntryFor } from "../routing/manifest";
import type { RouteEntry } from "../routing/manifest-types";
import { encodeSegment } from "../routing/region-path";
import type { Product } from "./model";

/** Page path after `/{region}/products/`. */
export function productPagePath(product: Pick<Product, "family" | "type" | "slug">): string {
  const entry = detailEntryFor(product.family);
  if (!entry) return infoEntryFor(product.family)?.path ?? "";
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
