import { describe, expect, it } from "vitest";
import { REGIONS, REGION_CONFIG, resolveLocale } from "../../core/regions/regions";
import { buildPath, legacyRootRedirect, parseLocation, parsePath, swapLocale, swapRegion } from "../../core/routing/region-path";

describe("region prefix", () => {
  it("builds /{region}/products/{page} and leaves the default language out of the URL", () => {
    expect(buildPath("gl", "himacs-solid-surface/himacs-finder")).toBe("/gl/products/himacs-solid-surface/himacs-finder");
    expect(buildPath("gl", "himacs-solid-surface", "en")).toBe("/gl/products/himacs-solid-surface");
    expect(buildPath("gl", "himacs-solid-surface", "de")).toBe("/gl/products/himacs-solid-surface?lang=de");
    expect(buildPath("us", "", "en-US")).toBe("/us/products/");
  });

  it("drops a language the region does not offer", () => {
    expect(buildPath("us", "all-colors", "de")).toBe("/us/products/all-colors");
  });

  it("round-trips every region and language through build and parse", () => {
    for (const region of REGIONS) {
      for (const locale of REGION_CONFIG[region].locales) {
        const url = new URL(buildPath(region, "deco-film/deco-finder/filter/color/white", locale), "http://x");
        expect(parseLocation(url)).toEqual({ region, locale, section: "products", pagePath: "deco-film/deco-finder/filter/color/white" });
      }
    }
  });

  it("rejects paths without a known region and the products base", () => {
    expect(parsePath("/xx/products/himacs")).toBeNull();
    expect(parsePath("/gl/api/products")).toBeNull();
    expect(parsePath("/himacs")).toBeNull();
  });

  it("swaps region and language, keeping the page", () => {
    const here = { region: "gl" as const, locale: "de" as const, section: "products" as const, pagePath: "teracanto-porcelain-surface" };
    expect(swapRegion(here, "jp")).toBe("/jp/products/teracanto-porcelain-surface");
    expect(swapLocale(here, "fr")).toBe("/gl/products/teracanto-porcelain-surface?lang=fr");
    expect(swapLocale(here, "en")).toBe("/gl/products/teracanto-porcelain-surface");
  });

  it("keeps other query parameters when building", () => {
    expect(buildPath("gl", "all-colors", "it", new URLSearchParams("q=aurora&lang=fr"))).toBe("/gl/products/all-colors?q=aurora&lang=it");
  });

  it("falls back to the region's language for an unknown or foreign lang parameter", () => {
    expect(resolveLocale("jp", "de")).toBe("ja");
    expect(resolveLocale("gl", "xx")).toBe("en");
    expect(resolveLocale("gl", "nl")).toBe("nl");
  });

  it("moves / and /products/... under GL", () => {
    expect(legacyRootRedirect("/")).toBe("/gl/products/");
    expect(legacyRootRedirect("/products")).toBe("/gl/products");
    expect(legacyRootRedirect("/products/viatera")).toBe("/gl/products/viatera");
    expect(legacyRootRedirect("/other")).toBeNull();
  });
});
