/** The online book: how pages are planned from the catalogue, and how `?page=` is read. */
import { describe, expect, it } from "vitest";
import { MAX_BOOK_PAGES, MAX_PAGES_PER_COLLECTION, planBook, SWATCHES_PER_PAGE } from "../../core/catalogue/book";
import { demoSeed } from "../support/demo-seed";
import { ONLINE_BOOKS } from "../../core/routing/manifest";
import { nextZoom, parsePageParam, withPage } from "../../app/online-book/page-param";

const catalogue = demoSeed();

describe("online book plan", () => {
  it("gives every standard category a book, offered where its landing is", () => {
    expect([...ONLINE_BOOKS.keys()]).toEqual(expect.arrayContaining(["himacs-solid-surface", "viatera-quartz-surface", "deco-film"]));
    for (const entry of ONLINE_BOOKS.values()) expect(entry.path.endsWith("/online-book")).toBe(true);
  });

  it("pages a big category by collection, within the limits, counting what it leaves out", () => {
    const products = catalogue.products.filter((p) => p.family === "HIMACS_COLOR" && p.regions.includes("gl"));
    const pages = planBook(products, catalogue.collections.filter((c) => c.family === "HIMACS_COLOR"));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(pages.length).toBeLessThan(MAX_BOOK_PAGES);
    for (const page of pages) {
      expect(page.products.length).toBeLessThanOrEqual(SWATCHES_PER_PAGE);
      expect(page.parts).toBeLessThanOrEqual(MAX_PAGES_PER_COLLECTION);
    }
    const solids = pages.filter((p) => p.collection.code === "solids");
    const shown = solids.reduce((n, p) => n + p.products.length, 0);
    expect(shown + solids.at(-1)!.omitted).toBe(solids[0]!.total);
    // Every collection with products in the region has its page.
    expect(new Set(pages.map((p) => p.collection.code))).toEqual(new Set(products.map((p) => p.collection)));
  });
});

describe("online book page parameter", () => {
  it("reads a page of the book, and page 1 for anything else", () => {
    expect(parsePageParam("12", 20)).toBe(12);
    expect(parsePageParam(null, 20)).toBe(1);
    for (const junk of ["junk", "0", "-3", "21", "1e3", "3.5", " 3", "999999999"]) expect(parsePageParam(junk, 20)).toBe(1);
  });

  it("keeps the other parameters when it writes the page, and zooms by steps", () => {
    expect(withPage("http://x/gl/products/deco-film/online-book?lang=de&page=2", 3)).toBe("/gl/products/deco-film/online-book?lang=de&page=3");
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(3, 1)).toBe(3);
  });
});
