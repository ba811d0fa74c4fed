/**
 * What a finder URL means before any visitor selection: which products it covers (region, family,
 * sub-finder), the selections its path itself implies (an HFLOR type code, a root/leaf collection),
 * the canonical base path that filters are appended to, and the filter shapes its routes allow.
 */
import type { Region } from "../regions/regions";
import type { HFLOR_SUB_FINDERS } from "../routing/manifest";
import type { RouteEntry } from "../routing/manifest-types";
import type { Params } from "../routing/guard";
import { decodeSegments, joinSegments } from "../routing/region-path";
import { FAMILIES } from "../catalogue/families";
import { FACET_NAMES } from "./facets";
import type { FinderLinkScope } from "./finder-links";

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

/** VIZUON and HFLOR finders are `{category}/{finder}/{sub-finder}`: their base has three segments. */
const SUB_FINDER_BASE = 3;

export interface FinderScope extends FinderLinkScope {
  /** Decoded segments after the base path that encode filters (start with `filter`), possibly empty. */
  filterSegments: string[];
  scope: Record<string, string[]>;
  /** Selections the path implies beyond its filter segments. */
  preset: Record<string, string[]>;
}

/**
 * `pagePath` is the path after `/{region}/products/`, already matched to `entry`. Null when the
 * path is not a finder state at all (a malformed segment, or segments after the finder that are
 * not filters): that is an unknown page.
 */
export function finderScope(entry: RouteEntry, params: Params, region: Region, pagePath: string): FinderScope | null {
  const segments = decodeSegments(pagePath);
  if (!segments) return null;
  const scope: Record<string, string[]> = { region: [region] };
  if (entry.kind === "all-colors") {
    return segments.length === 1 ? { basePath: joinSegments(segments), filterSegments: [], scope, preset: {}, shapes: "none", facets: FACET_NAMES } : null;
  }
  if (entry.family) scope.family = [FAMILIES[entry.family].short];
  const preset: Record<string, string[]> = {};

  if (entry.family === "PCD_VIZUON") {
    scope.root = [params.main_collection_name ?? params.rootCollection ?? ""];
    return withFilters(segments, SUB_FINDER_BASE, scope, preset, "vizuon");
  }
  if (entry.family === "PRD_FLOORING") {
    const sub = (params.main_collection_name ?? "all-colors") as keyof typeof HFLOR_ROOTS;
    const root = params.rootCollection ?? HFLOR_ROOTS[sub];
    if (root) scope.root = [root];
    let rest = segments.slice(SUB_FINDER_BASE);
    if (params.rootCollection) rest = rest.slice(1);
    // `{hflorFilterCd}/filter/{filterNm}/{filterCd}`: a flooring type code before one pair.
    if (rest.length === 4 && rest[0] !== "filter" && rest[1] === "filter") {
      preset.category = [rest[0]!.toLowerCase()];
      rest = rest.slice(1);
    }
    return checked(joinSegments(segments.slice(0, SUB_FINDER_BASE)), rest, scope, preset, "hflor");
  }
  return withFilters(segments, entry.path.split("/").length, scope, preset, "generic");
}

function withFilters(segments: string[], baseLength: number, scope: FinderScope["scope"], preset: FinderScope["preset"], shapes: FinderScope["shapes"]): FinderScope | null {
  return checked(joinSegments(segments.slice(0, baseLength)), segments.slice(baseLength), scope, preset, shapes);
}

function checked(basePath: string, rest: string[], scope: FinderScope["scope"], preset: FinderScope["preset"], shapes: FinderScope["shapes"]): FinderScope | null {
  if (rest.length > 0 && rest[0] !== "filter") return null;
  return { basePath, filterSegments: rest, scope, preset, shapes, facets: FACET_NAMES };
}
