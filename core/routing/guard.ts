/**
 * The region guard: decides, from the manifest alone, whether a matched route is offered in a
 * region, whether its dynamic segments hold allowed values, and where a redirect entry points.
 */
import type { Region } from "../regions/regions";
import type { RouteEntry } from "./manifest-types";
import { encodeSegment } from "./region-path";

export type Params = Readonly<Record<string, string | undefined>>;

export type GuardResult =
  | { outcome: "page"; entry: RouteEntry }
  | { outcome: "redirect"; pagePath: string }
  | { outcome: "notFound" };

/**
 * Fills `:name` and `*` of a pattern from route params (which React Router hands over decoded);
 * encodes each value as a path segment, and each segment of a splat, so a value can never add a
 * segment, a query or a fragment to the target.
 */
export function fillPattern(pattern: string, params: Params): string {
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return (params["*"] ?? "").split("/").map(encodeSegment).join("/");
      if (segment.startsWith(":")) return encodeSegment(params[segment.slice(1)] ?? "");
      return segment;
    })
    .filter((segment, i, all) => segment !== "" || i < all.length - 1)
    .join("/")
    .replace(/\/+$/, "");
}

export function guardRoute(entry: RouteEntry, region: Region, params: Params): GuardResult {
  if (!entry.availability[region]) return { outcome: "notFound" };
  for (const [name, allowed] of Object.entries(entry.paramValues ?? {})) {
    const value = params[name];
    if (value === undefined || !allowed.includes(value)) return { outcome: "notFound" };
  }
  if (entry.kind === "redirect") {
    return { outcome: "redirect", pagePath: fillPattern(entry.redirectTo ?? "", params) };
  }
  return { outcome: "page", entry };
}
