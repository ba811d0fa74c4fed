/**
 * The cache class of a request path, known before anything renders (decision 0052): the server
 * drops the cookies of a GET for a public page before React Router sees it, so no loader of a
 * public page can read them, and its rendered copy may be served to everyone, cookies or not.
 */
import type { CacheClass } from "./manifest-types";
import { cacheClassOf, ROUTED_ENTRIES, routePathOf } from "./manifest";
import { parseSitePath } from "./region-path";

/** A route pattern (`:param` one segment, a trailing `*` the rest) as an anchored expression. */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .split("/")
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source.replace(/\/\.\*$/, "(?:/.*)?")}/?$`);
}

/** Entries whose class differs from their section's (the compare page: a private page among public ones). */
const EXCEPTIONS = ROUTED_ENTRIES.filter((entry) => entry.cache !== cacheClassOf(entry.section)).map((entry) => ({ section: entry.section, cache: entry.cache, pattern: patternOf(routePathOf(entry)) }));

/**
 * The class of the page at this path: its entry's, else its section's (an unknown path of a
 * section only redirects to not-found). Null for a path that is no page (`/images/…`, the API).
 */
export function cacheClassOfPath(pathname: string): CacheClass | null {
  // A client navigation asks for the page's data at `{path}.data` (React Router's single fetch).
  const parsed = parseSitePath(pathname.replace(/\.data$/, ""));
  if (!parsed) return null;
  const exception = EXCEPTIONS.find((entry) => entry.section === parsed.section && entry.pattern.test(parsed.pagePath));
  return exception?.cache ?? cacheClassOf(parsed.section);
}
