/**
 * Cache-Control values of pages, by cache class. Public pages are the same for everyone: shared
 * caches may keep them five minutes and serve them stale while refreshing. Private pages are never
 * stored. The page pipeline applies them (app/routing/cache-class.ts); the server's page cache and
 * its 304 answers use the same value (server/http/page-cache.ts).
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_PAGE_CACHE = "private, no-store";
/** Files whose address changes with their content (hashed): any cache may keep them for a year. */
export const IMMUTABLE_FILE_CACHE = "public, max-age=31536000, immutable";
