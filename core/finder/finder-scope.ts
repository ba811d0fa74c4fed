/**
 * What a finder URL means before any visitor selection: which products it covers (region, family,
 * sub-finder), the selections its path itself implies (an HFLOR type code, a root/leaf collection),
 * the canonical base path that filters are appended to, and the filter shapes its routes allow.
 */
import type { Region } from "../regions/regions";
import type { HFLOR_SUB_FINDERS } from "../routing/manifest";
import type { RouteEntry } from "../routing/manifest-types";
import type { Params } from "../routing/guard";
import { FAMILY_CODES } from "./facets";
import type { ShapeSet } from "./filter-path";

/** HFLOR sub-finders and the root collection each shows (all-colors shows every one). */
const HFLOR_ROOTS: Record<(typeof HFLOR_SUB_FINDERS)[number], string | null> = {
  "all-colors": null,
  "lvt-flooring": "lvt",
  "homogeneous-sheet": "homogeneous",
  "heterogeneous-sheet": "heterogeneous",
  specialty: "specialty",
  "spc-click": "spc",
  looselay: "looselay",
};

export interface FinderScope {
  /** Page path of the finder without filters, e.g. `hflor/hflor-finder/lvt-flooring`. */
  basePath: string;
  /** Segments after the base path that encode filters (start with `filter`), possibly empty. */
  filterSegments: string[];
  scope: Record<string, string[]>;
  /** Selections the path implies beyond its filter segments. */
  preset: Record<string, string[]>;
  shapes: ShapeSet;
}

/** `pagePath` is the path after `/{region}/products/`, already matched to `entry`. */
export function finderScope(entry: RouteEntry, params: Params, region: Region, pagePath: string): FinderScope {
  const segments = pagePath.split("/").filter(Boolean).map(decodeSegment);
  const scope: Record<string, string[]> = { region: [region] };
  if (entry.kind === "all-colors") return { basePath: "all-colors", filterSegments: [], scope, preset: {}, shapes: "none" };
  if (entry.family) scope.family = [FAMILY_CODES[entry.family] ?? entry.family.toLowerCase()];
  const preset: Record<string, string[]> = {};

  if (entry.family === "PCD_VIZUON") {
    const root = params.main_collection_name ?? params.rootCollection ?? "";
    scope.root = [root];
    return { basePath: segments.slice(0, 3).join("/"), filterSegments: segments.slice(3), scope, preset, shapes: "vizuon" };
  }
  if (entry.family === "PRD_FLOORING") {
    const sub = (params.main_collection_name ?? "all-colors") as keyof typeof HFLOR_ROOTS;
    const root = params.rootCollection ?? HFLOR_ROOTS[sub];
    if (root) scope.root = [root];
    let rest = segments.slice(3);
    if (params.rootCollection) rest = rest.slice(1);
    if (params.hflorFilterCd) {
      preset.category = [params.hflorFilterCd.toLowerCase()];
      rest = rest.slice(1);
    }
    return { basePath: segments.slice(0, 3).join("/"), filterSegments: rest, scope, preset, shapes: "hflor" };
  }
  const filterAt = segments.indexOf("filter");
  const base = filterAt < 0 ? segments : segments.slice(0, filterAt);
  return { basePath: base.join("/"), filterSegments: filterAt < 0 ? [] : segments.slice(filterAt), scope, preset, shapes: "generic" };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
