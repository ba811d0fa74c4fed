/**
 * A product's lastmod in the sitemaps is when its data last changed: rewriting the catalogue with
 * a product unchanged keeps its time, changing it moves only its own, and the catalogue's write
 * time (the landings' and finders' lastmod) moves with every write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, writeCatalogue } from "../../server/catalogue/catalogue-repository";
import type { Database } from "../../server/db/client";
import { ENGINES } from "../support/databases";

describe.each(ENGINES)("product lastmod on $name", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    db = opened.handle.db;
  });
  afterAll(() => dispose());

  // Loads the seeded 4,000-product catalogue, writes it all back and loads it again: up to 11 s on a loaded machine.
  it("moves only for a product whose data changed", async () => {
    const before = await loadCatalogue(db);
    expect(before.productUpdatedAt.size).toBe(before.catalogue.products.length);
    const [changed, unchanged] = before.catalogue.products;
    // The prepared database was seeded when the run started, so a write now is surely later.
    const edited = { ...before.catalogue, products: before.catalogue.products.map((p) => (p === changed ? { ...p, name: { ...p.name, en: `${p.name.en} Renamed` } } : p)) };
    await writeCatalogue(db, edited, "upsert");
    const after = await loadCatalogue(db);
    expect(after.productUpdatedAt.get(changed!.contentId)).toBeGreaterThan(before.productUpdatedAt.get(changed!.contentId)!);
    expect(after.productUpdatedAt.get(unchanged!.contentId)).toBe(before.productUpdatedAt.get(unchanged!.contentId));
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt!);
  }, 45_000);
});
