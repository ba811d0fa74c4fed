/**
 * Matches a page path against the routed manifest entries with React Router's own matcher (a
 * finder once, with a splat for its filters), so the API ranks routes exactly as the site does.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { ROUTED_ENTRIES, routePathOf } from "../../core/routing/manifest";
import type { Params } from "../../core/routing/guard";
import type { RouteEntry } from "../../core/routing/manifest-types";
import { PRODUCTS_BASE } from "../../core/routing/region-path";

const ROUTES: RouteObject[] = [
  {
    path: `:region/${PRODUCTS_BASE}`,
    children: [
      ...ROUTED_ENTRIES.map((entry): RouteObject => (entry.path === "" ? { id: entry.id, index: true } : { id: entry.id, path: routePathOf(entry) })),
      { id: "unknown", path: "*" },
    ],
  },
];
const BY_ID = new Map(ROUTED_ENTRIES.map((entry) => [entry.id, entry]));

export function matchPage(pagePath: string): { entry: RouteEntry; params: Params } | null {
  const matches = matchRoutes(ROUTES, `/gl/${PRODUCTS_BASE}/${pagePath}`);
  const last = matches?.at(-1);
  const entry = last ? BY_ID.get(last.route.id ?? "") : undefined;
  return entry && last ? { entry, params: last.params } : null;
}
