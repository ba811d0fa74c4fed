/**
 * Test helpers over the manifest: concrete sample URLs for every entry, and matching a page path
 * with React Router's own matcher (so route ranking is exactly what the site does).
 */
import { matchRoutes, type RouteObject } from "react-router";
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import type { RouteEntry } from "../../core/routing/manifest-types";
import type { Params } from "../../core/routing/guard";

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
};

/** A concrete page path for an entry: the last allowed value where the manifest restricts a segment
 * (the first, all-colors, is shadowed on purpose by its own static entries). */
export function samplePath(entry: RouteEntry): string {
  return entry.path
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1) : null;
      if (name === null) return segment;
      const value = entry.paramValues?.[name]?.at(-1) ?? SAMPLE_VALUES[name];
      if (value === undefined) throw new Error(`No sample value for :${name} in ${entry.id}`);
      return name === "*" ? value : encodeURIComponent(value).replace(/%27/g, "'");
    })
    .join("/");
}

const ROUTES: RouteObject[] = [
  {
    path: ":region/products",
    children: [
      ...ROUTE_MANIFEST.map((entry): RouteObject => (entry.path === "" ? { id: entry.id, index: true } : { id: entry.id, path: entry.path })),
      { id: "unknown", path: "*" },
    ],
  },
];

export function matchEntry(pagePath: string): { entry: RouteEntry; params: Params } | null {
  const matches = matchRoutes(ROUTES, `/gl/products/${pagePath}`);
  const last = matches?.at(-1);
  const entry = ROUTE_MANIFEST.find((e) => e.id === last?.route.id);
  return entry && last ? { entry, params: last.params } : null;
}
