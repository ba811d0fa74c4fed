/**
 * Test helpers over the manifest: concrete sample URLs for every entry, and matching a page path
 * with React Router's own matcher (so route ranking is exactly what the site does).
 */
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import type { RouteEntry } from "../../core/routing/manifest-types";
export { matchPage as matchEntry } from "../../server/finder/match-page";

const SAMPLE_VALUES: Record<string, string> = {
  about: "history",
  filterNm: "color",
  filterCd: "white",
  filterVal: "white",
  filterNm1: "color",
  filterCd1: "white",
  filterVal1: "white",
  filterNm2: "pattern",
  filterCd2: "solid",
  filterVal2: "solid",
  filterNm3: "thickness",
  filterVal3: "2mm",
  hflorFilterCd: "LVT",
  prd_name: "aurora-white",
  contentId: "100234",
  slug: "aurora-white",
  main_collection_name: "signature",
  rootCollection: "lvt",
  leafCollection: "pike's-peak",
  category_name: "architecture",
  "*": "detail/oak",
  reference: "SO-SAMPLE-1",
};

/** Entries whose segment takes catalogue data (a collection of their family), not any sample text. */
const ENTRY_SAMPLES: Record<string, Record<string, string>> = {
  "hflor.collection": { main_collection_name: "decotile-30" },
  "vizuon.collection": { main_collection_name: "cast-wrap" },
};

/** A concrete page path for an entry: the last allowed value where the manifest restricts a segment
 * (the first, all-colors, is shadowed on purpose by its own static entries). */
export function samplePath(entry: RouteEntry): string {
  return entry.path
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : null;
      if (name === null) return segment;
      const value = ENTRY_SAMPLES[entry.id]?.[name] ?? entry.paramValues?.[name]?.at(-1) ?? SAMPLE_VALUES[name];
      if (value === undefined) throw new Error(`No sample value for :${name} in ${entry.id}`);
      return name === "*" ? value : encodeURIComponent(value).replace(/%27/g, "'");
    })
    .join("/");
}

export { ROUTE_MANIFEST };
