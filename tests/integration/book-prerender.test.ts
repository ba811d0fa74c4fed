/**
 * The online books are rendered ahead of visitors (BookService.prerender): after a start or a
 * catalogue change every book not cached yet is rendered once, in the pool, and a later run finds
 * them cached. A run stops as soon as its catalogue goes stale. Real pool, real PDFs, a few seed
 * products per family so each book is short.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookVersion } from "../../core/catalogue/book";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { REGIONS } from "../../core/regions/regions";
import { ONLINE_BOOKS } from "../../core/routing/manifest";
import { bookLanguages, createBookService, type BookCatalogue, type BookService } from "../../server/documents/book/book-service";
import { DiskCache } from "../../server/render/disk-cache";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { pdfLines } from "../support/pdf-tools";

const seed = demoSeed();
const PER_FAMILY = 3;
const catalogue: BookCatalogue = {
  productsOf: (family, region) => seed.products.filter((p: Product) => p.family === family && p.regions.includes(region)).slice(0, PER_FAMILY),
  collectionsOf: (family) => seed.collections.filter((c) => c.family === family),
  version: 7,
  guidesVersion: "g1",
};
const version = bookVersion(catalogue.version, catalogue.guidesVersion);

/** Every book the catalogue offers, in the order prerender takes them. */
const BOOKS = [...ONLINE_BOOKS].flatMap(([category, entry]) =>
  REGIONS.filter((region) => entry.availability[region]).flatMap((region) => bookLanguages(region).map((language) => ({ category, region, language }))),
);

/** A stale() that lets `count` books through, then says the catalogue changed. */
function staleAfter(count: number): () => boolean {
  let asked = 0;
  return () => asked++ >= count;
}

describe("online book prerender", () => {
  const work = mkdtempSync(path.join(tmpdir(), "books-"));
  let pool: ImagePool;
  let books: BookService;
  const errors: string[] = [];

  beforeAll(() => {
    pool = createImagePool({ threads: 1, maxQueue: 4 });
    books = createBookService({
      cacheDir: work,
      pool,
      cache: new DiskCache({ root: work, maxBytes: Number.POSITIVE_INFINITY }),
      catalogue: () => catalogue,
      onError: (error, context) => errors.push(`${context}: ${String(error)}`),
    });
  });
  afterAll(async () => {
    await pool?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const cachedPdfs = () => (existsSync(work) ? readdirSync(work, { recursive: true }).filter((file) => String(file).endsWith(".pdf")) : []);

  // Typesets two online books in the render pool: up to 5 s alone, over 15 s beside a second run.
  it("renders the first books in order and stops once the catalogue is stale", { timeout: 45_000 }, async () => {
    expect(BOOKS.length).toBeGreaterThan(3);
    expect(await books.prerender(staleAfter(3))).toBe(3);
    expect(cachedPdfs()).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it("finds those books cached on the next run and renders only the next ones", async () => {
    expect(await books.prerender(staleAfter(3))).toBe(0);
    expect(await books.prerender(staleAfter(4))).toBe(1);
    expect(cachedPdfs()).toHaveLength(4);
  });

  it("serves a prerendered book from the cache, as a visitor's request gets it", async () => {
    const { category, region, language } = BOOKS[0]!;
    const result = await books.get({ region, category, version, file: `${language}.pdf` }, "visitor");
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    const text = await pdfLines(result.bytes);
    const shown = catalogue.productsOf(ONLINE_BOOKS.get(category)!.family!, region)[0]!;
    expect(text).toContain(shown.itemNumber);
  });

  it("renders nothing for a catalogue that is stale from the start", async () => {
    expect(await books.prerender(() => true)).toBe(0);
    expect(cachedPdfs()).toHaveLength(4);
  });
});
