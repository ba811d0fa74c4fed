/**
 * The seed catalogue as a whole: references hold, availability matches the route manifest, and
 * every finder a region offers has products there, each with images, documents and a page.
 */
import { describe, expect, it } from "vitest";
import { checkCatalogue } from "../../core/import/integrity";
import { productImages } from "../../core/catalogue/media";
import { documentKey } from "../../core/product/product-builder";
import { documentPath } from "../../core/routing/document-path";
import { productPagePath } from "../../core/routing/product-path";
import { demoSeed } from "../support/demo-seed";
import { REGIONS } from "../../core/regions/regions";
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import { matchEntry } from "../support/manifest-samples";

const catalogue = demoSeed();

describe("seed catalogue integrity", () => {
  it("has no integrity issues", () => {
    expect(checkCatalogue(catalogue)).toEqual([]);
  });

  it("detects broken references, duplicates and regions outside the category", () => {
    const [first, second] = catalogue.products;
    const broken = {
      collections: catalogue.collections,
      products: [
        { ...first!, related: ["000000001"], collection: "nope" },
        { ...second!, slug: first!.slug, regions: ["jp" as const], family: "BORTE_COLOR" as const },
      ],
    };
    const fields = checkCatalogue(broken).map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(["related", "collection", "slug", "regions"]));
  });

  it("has products for every finder in every region that offers it", () => {
    const finders = ROUTE_MANIFEST.filter((e) => e.kind === "finder" && !e.parent && e.family);
    for (const finder of finders) {
      for (const region of REGIONS.filter((r) => finder.availability[r])) {
        const count = catalogue.products.filter((p) => p.family === finder.family && p.regions.includes(region)).length;
        expect(count, `${finder.id} in ${region}`).toBeGreaterThan(0);
      }
    }
  });

  it("gives every product images, documents and a detail page the manifest knows", () => {
    const pageShapes = new Map<string, string>();
    for (const product of catalogue.products) {
      const images = productImages(product, "/images");
      expect(images.swatch.webp).toContain(product.contentId);
      expect(product.documents.length, product.contentId).toBeGreaterThan(0);
      expect(documentPath(documentKey(product, product.documents[0]!.type, product.documents[0]!.languages[0]!, ""))).toMatch(/\.pdf$/);
      const page = productPagePath(product);
      expect(page).toContain(product.family === "AUTOMOTIVE" || product.family === "HOME_APPLIANCE_FILM" ? "/" : `/detail/${product.slug.replace(/'/g, "'")}`);
      // Route matching is the same for every slug: check one page per family and type.
      pageShapes.set(`${product.family} ${product.type ?? ""}`, page);
    }
    for (const [shape, page] of pageShapes) {
      const expected = shape.startsWith("AUTOMOTIVE") || shape.startsWith("HOME_APPLIANCE_FILM") ? "info" : "product";
      expect(matchEntry(page)?.entry.kind, `${shape} ${page}`).toBe(expected);
    }
  });
});
