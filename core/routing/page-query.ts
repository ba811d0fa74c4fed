/**
 * Query parameters any catalogue page reads, and the values each accepts. A page asked for with
 * another value redirects to itself without the parameter, so stray values never make new pages
 * (or new cache keys) of the same content.
 */
import { REGION_CONFIG, type Region } from "../regions/regions";
import { LANG_PARAM } from "./region-path";

export const VIEW_PARAM = "view";
/**
 * Values of `?view=`. The parameter is reserved for other result layouts (a list view), but no page
 * offers one yet, so no value is accepted.
 */
export const VIEW_VALUES: readonly string[] = [];

function accepts(query: URLSearchParams, name: string, allowed: readonly string[]): boolean {
  const values = query.getAll(name);
  return values.length === 0 || (values.length === 1 && allowed.includes(values[0]!));
}

/** The page-wide parameters of a query whose values the region's pages do not accept. */
export function strayPageParams(region: Region, query: URLSearchParams): string[] {
  const stray: string[] = [];
  if (!accepts(query, LANG_PARAM, REGION_CONFIG[region].locales)) stray.push(LANG_PARAM);
  if (!accepts(query, VIEW_PARAM, VIEW_VALUES)) stray.push(VIEW_PARAM);
  return stray;
}
