import { ROUTED_ENTRIES, routePathOf } from "../../core/routing/manifest";
import type { RouteEntry } from "../../core/routing/manifest-types";

export { routePathOf };

const normalise = (pattern: string) => pattern.replace(/^\/+|\/+$/g, "");

/** React Router reports the matched pattern (e.g. `/:region/products/himacs/about/:about`). */
const byPattern = new Map<string, RouteEntry>(ROUTED_ENTRIES.map((entry) => [normalise(`:region/${entry.section}/${routePathOf(entry)}`), entry]));

export function entryForPattern(pattern: string): RouteEntry | undefined {
  return byPattern.get(normalise(pattern));
}
