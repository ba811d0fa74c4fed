/** The pipeline's cache rules: public catalogue pages are shared-cacheable, anything else is not. */
import { describe, expect, it } from "vitest";
import { cacheClassOf, ROUTE_MANIFEST } from "../../core/routing/manifest";
import { applyCacheClass, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "../../app/routing/cache-class";

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe("cache class", () => {
  it("lets shared caches keep public pages and permanent redirects, never errors or personal pages", () => {
    const ok = answer(200);
    applyCacheClass(ok, "public");
    expect(ok.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
    const moved = answer(301);
    applyCacheClass(moved, "public");
    expect(moved.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);
    const failed = answer(500, { "Cache-Control": "public, max-age=60" });
    applyCacheClass(failed, "public");
    expect(failed.headers.get("Cache-Control")).toBe("no-store");
    const personal = answer(200);
    applyCacheClass(personal, "private");
    expect(personal.headers.get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE);
  });

  it("marks every catalogue page public but the compare tray, and the pages of every other section private", () => {
    // The compare page shows the visitor's own tray (a cookie): the one private catalogue page.
    for (const entry of ROUTE_MANIFEST) expect(entry.cache, entry.id).toBe(entry.kind === "compare" ? "private" : cacheClassOf(entry.section));
    expect(cacheClassOf("products")).toBe("public");
    for (const section of ["account", "samples", "contact"] as const) expect(cacheClassOf(section)).toBe("private");
  });
});
