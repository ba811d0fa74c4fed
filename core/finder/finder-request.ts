/**
 * One finder request, whether for a page or the API: parses the query, decodes the filter path,
 * runs the engine, and knows the canonical URL of what was asked for.
 */
import { z } from "zod";
import type { FinderIndex } from "./engine";
import { SORT_ORDERS, type FinderResult, type SortOrder } from "./engine";
import { decodeFilters, emptySelections, RESERVED_PARAMS, type FilterLimit } from "./filter-path";
import type { FinderScope } from "./finder-scope";
import { facetKinds, finderLocation } from "./finder-links";
import { joinSegments } from "../routing/region-path";

export const PAGE_SIZE = 24;
export const MAX_PAGE = 50;
/** Longest search text, in UTF-16 units (item numbers and names are far shorter). */
export const MAX_QUERY_LENGTH = 100;
/**
 * Load more renders pages 1..page together up to this page (96 cards); a later page renders alone,
 * so no URL asks for more than this many pages of cards at once (decision 0014).
 */
export const MAX_CUMULATIVE_PAGES = 4;

export const FinderQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).default(""),
  sort: z.enum(SORT_ORDERS).default("az"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  group: z.enum(["collections", "all"]).default("all"),
});
export type FinderQueryParams = z.infer<typeof FinderQuerySchema>;

export interface FinderRun {
  params: FinderQueryParams;
  selections: Record<string, string[]>;
  result: FinderResult;
  /** True when the request should be answered with a redirect to `canonical` (form submissions, unknown filters). */
  needsRedirect: boolean;
  /** The filter path fitted none of the finder's shapes (its selections were dropped). */
  invalidPath: boolean;
  /** A filter cap the request went over (what was over it was dropped), or null. */
  exceeded: FilterLimit | null;
  /** Index of the first result shown: 0 while pages accumulate, else the start of the page alone. */
  offset: number;
}

export type FinderRunResult = { ok: true; run: FinderRun } | { ok: false; parameter: string; message: string; limit?: number };

/** Which results a page shows: pages 1..page together up to the cap, one page alone beyond it. */
export function pageWindow(page: number, paging: "cumulative" | "single"): { offset: number; limit: number } {
  if (paging === "cumulative" && page <= MAX_CUMULATIVE_PAGES) return { offset: 0, limit: page * PAGE_SIZE };
  return { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

export function runFinder(index: FinderIndex, scope: FinderScope, search: URLSearchParams, paging: "cumulative" | "single"): FinderRunResult {
  const parsed = FinderQuerySchema.safeParse(Object.fromEntries([...search].filter(([k]) => RESERVED_PARAMS.has(k))));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const limit = issue.code === "too_big" ? Number(issue.maximum) : undefined;
    return { ok: false, parameter: String(issue.path[0]), message: issue.message, ...(limit === undefined ? {} : { limit }) };
  }
  const params = parsed.data;
  const [first, ...rest] = scope.filterSegments;
  const pathSegments = first === "filter" ? rest : scope.filterSegments;
  const decoded = first === undefined || first === "filter" ? decodeFilters(pathSegments, search, scope.shapes, facetKinds(scope.facets)) : ({ ok: false, reason: "bad path" } as const);
  const selections = Object.assign(emptySelections(), scope.preset);
  if (decoded.ok) for (const [facet, values] of Object.entries(decoded.selections)) selections[facet] = [...new Set([...(selections[facet] ?? []), ...values])];
  const exceeded = decoded.ok ? decoded.exceeded : null;

  const sort: SortOrder = params.group === "collections" ? "collection" : params.sort;
  const { offset, limit } = pageWindow(params.page, paging);
  const result = index.query({ scope: scope.scope, filters: selections, ...(params.q ? { q: params.q } : {}), sort, offset, limit });
  // Drop what the index does not know, so links and the canonical URL never repeat it.
  for (const unknown of result.unknown) {
    if (unknown.value === undefined) delete selections[unknown.facet];
    else selections[unknown.facet] = (selections[unknown.facet] ?? []).filter((v) => v !== unknown.value);
  }
  // Selections in the query are fine where the canonical URL puts them there (a second value of a
  // facet); anything else there — a GET form submission — is redirected to the canonical URL.
  const facetsInQuery = [...search.keys()].some((key) => !RESERVED_PARAMS.has(key));
  const canonical = finderLocation(scope, selections, params);
  const requested = [scope.basePath, joinSegments(scope.filterSegments)].filter(Boolean).join("/");
  const nonCanonical = facetsInQuery && (canonical.pagePath !== requested || canonical.query.toString() !== search.toString());
  return { ok: true, run: { params, selections, result, needsRedirect: !decoded.ok || exceeded !== null || result.unknown.length > 0 || nonCanonical, invalidPath: !decoded.ok, exceeded, offset } };
}
