/**
 * The cache rules of pages, by the manifest's cache class. Public pages are the same for everyone:
 * shared caches may keep them five minutes and serve them stale while refreshing. Private pages,
 * and any answer that is not a plain success, are never stored by a shared cache.
 */
import type { CacheClass } from "../../core/routing/manifest-types";

export const PUBLIC_PAGE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_PAGE_CACHE = "private, no-store";

export function applyCacheClass(response: Response, cache: CacheClass): void {
  const status = response.status;
  if (cache === "private") response.headers.set("Cache-Control", PRIVATE_PAGE_CACHE);
  else if (status === 200 || status === 304) response.headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
  else if (status >= 300 && status < 400) response.headers.set("Cache-Control", status === 301 ? PUBLIC_PAGE_CACHE : "no-cache");
  else if (status !== 404) response.headers.set("Cache-Control", "no-store");
  else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
}
