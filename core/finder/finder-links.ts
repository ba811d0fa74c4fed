/**
 * Links between finder states, for the server and the browser alike: the canonical page path and
 * query of a set of selections, sort, grouping and page. Light on purpose (no engine, no zod, not
 * even the facet table: the scope carries the facet names it needs), so the finder page can build
 * a filter's link when it is clicked instead of receiving one per value.
 */
import { encodeFilters, type FacetKinds, type Selections, type ShapeSet } from "./filter-path";
import { joinSegments } from "../routing/region-path";

/** The facets a finder's links know: shown facets in path order, and which are booleans. */
export interface FacetNames {
  order: readonly string[];
  booleans: readonly string[];
}

/** What a link needs to know about a finder: where it starts, its filter shapes and its facets. */
export interface FinderLinkScope {
  /** Page path of the finder without filters, e.g. `hflor/hflor-finder/lvt-flooring`. */
  basePath: string;
  shapes: ShapeSet;
  facets: FacetNames;
}

export interface FinderLinkParams {
  q?: string;
  sort?: string;
  group?: string;
  page?: number;
}

const kinds = new WeakMap<FacetNames, FacetKinds>();

/** The filter codec's view of a finder's facets. */
export function facetKinds(names: FacetNames): FacetKinds {
  let known = kinds.get(names);
  if (!known) {
    const booleans = new Set(names.booleans);
    const shown = new Set(names.order);
    kinds.set(names, (known = { isBoolean: (facet) => booleans.has(facet), isFacet: (facet) => shown.has(facet) }));
  }
  return known;
}

/** Page path (after `/{region}/products/`) and query of a finder state. */
export function finderLocation(scope: FinderLinkScope, selections: Selections, params: FinderLinkParams): { pagePath: string; query: URLSearchParams } {
  const encoded = encodeFilters(selections, scope.shapes, facetKinds(scope.facets), scope.facets.order);
  const query = encoded.query;
  if (params.q) query.set("q", params.q);
  if (params.sort && params.sort !== "az") query.set("sort", params.sort);
  if (params.group && params.group !== "all") query.set("group", params.group);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return { pagePath: [scope.basePath, joinSegments(encoded.segments)].filter(Boolean).join("/"), query };
}

/** The selections with one value added, or removed when it is selected. */
export function toggleValue(selections: Selections, facet: string, code: string): Selections {
  const current = Object.hasOwn(selections, facet) ? selections[facet]! : [];
  return { ...selections, [facet]: current.includes(code) ? current.filter((c) => c !== code) : [...current, code] };
}
