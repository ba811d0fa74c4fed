/**
 * Matches a page path against the route manifest with React Router's own matcher, so the API and
 * tests rank routes exactly as the site does.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import type { Params } from "../../core/routing/guard";
import type { RouteEntry } from "../../core/routing/manifest-types";

const ROUTES: RouteObject[] = [
  {
    path: ":region/products",
    children: [
      ...ROUTE_MANIFEST.map((entry): RouteObject => (entry.path === "" ? { id: entry.id, index: true } : { id: entry.id, path: entry.path })),
      { id: "unknown", path: "*" },
    ],
  },
];
const BY_ID = new Map(ROUTE_MANIFEST.map((entry) => [entry.id, entry]));

export function matchPage(pagePath: string): { entry: RouteEntry; params: Params } | null {
  const matches = matchRoutes(ROUTES, `/gl/products/${pagePath}`);
  const last = matches?.at(-1);
  const entry = last ? BY_ID.get(last.route.id ?? "") : undefined;
  return entry && last ? { entry, params: last.params } : null;
}
