import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import type { RouteEntry } from "../../core/routing/manifest-types";

const normalise = (pattern: string) => pattern.replace(/^\/+|\/+$/g, "");

/** React Router reports the matched pattern (e.g. `:region/products/himacs/about/:about`). */
const byPattern = new Map<string, RouteEntry>(ROUTE_MANIFEST.map((entry) => [normalise(`:region/products/${entry.path}`), entry]));

export function entryForPattern(pattern: string): RouteEntry | undefined {
  return byPattern.get(normalise(pattern));
}
