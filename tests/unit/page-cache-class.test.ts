/** The cache class of a path, known before rendering: which requests lose their cookies (decision 0052). */
import { describe, expect, it } from "vitest";
import { cacheClassOfPath } from "../../core/routing/page-cache-class";

describe("cacheClassOfPath", () => {
  it("calls catalogue pages public, in every shape a finder, product or landing takes", () => {
    for (const path of ["/gl/products/himacs-solid-surface/himacs-finder", "/us/products/himacs-solid-surface/himacs-finder/filter/color/white", "/jp/products/himacs-solid-surface", "/gl/products/error/notFound", "/gl/products/no-such-page/", "/gl/products/himacs-solid-surface.data"]) {
      expect(cacheClassOfPath(path), path).toBe("public");
    }
  });

  it("calls the compare page and every other section private", () => {
    for (const path of ["/gl/products/compare", "/gl/products/compare/", "/gl/products/compare.data", "/gl/samples/cart.data", "/gl/samples/cart", "/us/account/likes", "/gl/contact/where-to-buy", "/gl/staff/orders"]) {
      expect(cacheClassOfPath(path), path).toBe("private");
    }
  });

  it("calls nothing a page that is not one", () => {
    for (const path of ["/gl/api/visitor", "/images/swatch/1/x/160.avif", "/healthz", "/", "/xx/products/compare"]) {
      expect(cacheClassOfPath(path), path).toBeNull();
    }
  });

  it("does not mistake a page whose name only starts like a private one", () => {
    expect(cacheClassOfPath("/gl/products/compare-more")).toBe("public");
  });
});
