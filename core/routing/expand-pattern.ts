/**
 * The pages a manifest entry's pattern stands for: each dynamic segment expanded to its known values
 * (the manifest's lists, or the catalogue's collections of the entry's family), encoded as the site
 * links them. Shared by the sitemaps and the navigation, so both list the same pages.
 */
import type { RouteEntry } from "./manifest-types";
import { encodeSegment } from "./region-path";

/** What the expansion needs of a collection: the navigation passes none, and lists no collection pages. */
export interface CollectionRef {
  code: string;
  family: string;
}

/** Every page path of an entry's pattern; null when a dynamic segment has no known values. */
export function expandPattern(entry: RouteEntry, collections: readonly CollectionRef[] = []): string[] | null {
  let paths = [""];
  for (const segment of entry.path.split("/")) {
    let values: readonly string[];
    if (!segment.startsWith(":")) values = [segment];
    else if (segment.slice(1) === entry.collectionParam) values = collections.filter((c) => c.family === entry.family).map((c) => c.code);
    else if (entry.paramValues?.[segment.slice(1)]) values = entry.paramValues[segment.slice(1)]!;
    else return null;
    const encoded = values.map((v) => (segment.startsWith(":") ? encodeSegment(v) : v));
    paths = paths.flatMap((p) => encoded.map((v) => (p ? `${p}/${v}` : v)));
  }
  return paths;
}
