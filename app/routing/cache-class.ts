/**
 * The cache rules of pages, by the manifest's cache class. Public pages are the same for everyone:
 * shared caches may keep them five minutes and serve them stale while refreshing. Private pages,
 * and any answer that is not a success or a permanent redirect, are never stored by a shared cache.
 */
import type { CacheClass } from "../../core/routing/manifest-types";

import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "../../core/routing/cache-headers";

export { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE };

export function applyCacheClass(response: Response, cache: CacheClass): void {
  const cacheable = response.status === 200 || response.status === 304 || response.status === 301;
  if (cache === "private") response.headers.set("Cache-Control", PRIVATE_PAGE_CACHE);
  else if (cacheable) response.headers.set("Cache-Control", PUBLIC_PAGE_CACHE);
  else if (!response.headers.has("Cache-Control") || response.status >= 500) response.headers.set("Cache-Control", "no-store");
}
