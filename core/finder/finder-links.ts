/**
 * Links between finder states, for the server and the browser alike: the canonical page path and
 * query of a set of selections, sort, grouping and page. Light on purpose (no engine, no zod), so
 * the finder page can build a filter's link when it is clicked instead of receiving one per value.
 */
import { FACETS, VISIBLE_FACETS } from "./facets";
import { encodeFilters, type FacetKinds, type Selections, type ShapeSet } from "./filter-path";
import { joinSegments } from "../routing/region-path";

/** What a link needs to know about a finder: where it starts and which filter shapes it has. */
export interface FinderLinkScope {
  /** Page path of the finder without filters, e.g. `hflor/hflor-finder/lvt-flooring`. */
  basePath: string;
  shapes: ShapeSet;
}

export interface FinderLinkParams {
  q?: string;
  sort?: string;
  group?: string;
  page?: number;
}

const BOOLEAN_FACETS = new Set(FACETS.filter((f) => f.kind === "boolean").map((f) => f.name));

export const FACET_KINDS: FacetKinds = {
  isBoolean: (facet) => BOOLEAN_FACETS.has(facet),
  isFacet: (facet) => VISIBLE_FACETS.includes(facet),
};

/** Page path (after `/{region}/products/`) and query of a finder state. */
export function finderLocation(scope: FinderLinkScope, selections: Selections, params: FinderLinkParams): { pagePath: string; query: URLSearchParams } {
  const encoded = encodeFilters(selections, scope.shapes, FACET_KINDS, VISIBLE_FACETS);
  const query = encoded.query;
  if (params.q) query.set("q", params.q);
  if (params.sort && params.sort !== "az") query.set("sort", params.sort);
  if (params.group && params.group !== "all") query.set("group", params.group);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  return { pagePath: [scope.basePath, joinSegments(encoded.segments)].filter(Boolean).join("/"), query };
}

/** The selections with one value added, or removed when it is selected. */
export function toggleValue(selections: Selections, facet: string, code: string): Selections {
  const current = selections[facet] ?? [];
  return { ...selections, [facet]: current.includes(code) ? current.filter((c) => c !== code) : [...current, code] };
}
