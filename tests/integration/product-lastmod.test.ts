/**
 * A product's lastmod in the sitemaps is when its data last changed: rewriting the catalogue with
 * a product unchanged keeps its time, changing it moves only its own, and the catalogue's write
 * time (the landings' and finders' lastmod) moves with every write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { catalogueState, products } from "../../server/db/schema";
import type { Database } from "../../server/db/client";
import { ENGINES } from "../support/databases";
import { firstStoredProducts } from "../support/stored-rows";

describe.each(ENGINES)("product lastmod on $name", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    db = opened.handle.db;
  });
  afterAll(() => dispose());

  /** Each product's write time and the catalogue's, read from their columns (not with 4,000 products). */
  async function writeTimes(ids: readonly string[]) {
    const rows = await db.select({ id: products.contentId, at: products.updatedAt }).from(products).where(inArray(products.contentId, [...ids]));
    const [state] = await db.select({ at: catalogueState.updatedAt }).from(catalogueState);
    return { product: new Map(rows.map((row) => [row.id, row.at.getTime()])), catalogue: state!.at.getTime() };
  }

  // An upsert of two products, one renamed and one as stored: each row's time follows its own data
  // (the rows' comparison is per product, so two stand for a whole file's 4,000).
  it("moves only for a product whose data changed", async () => {
    const [changed, unchanged] = await firstStoredProducts(db, 2);
    const ids = [changed!.contentId, unchanged!.contentId];
    const before = await writeTimes(ids);
    expect(before.product.size).toBe(2);
    // The prepared database was seeded when the run started, so a write now is surely later.
    await writeCatalogue(db, { collections: [], products: [{ ...changed!, name: { ...changed!.name, en: `${changed!.name.en} Renamed` } }, unchanged!] }, "upsert");
    const after = await writeTimes(ids);
    expect(after.product.get(changed!.contentId)).toBeGreaterThan(before.product.get(changed!.contentId)!);
    expect(after.product.get(unchanged!.contentId)).toBe(before.product.get(unchanged!.contentId));
    expect(after.catalogue).toBeGreaterThan(before.catalogue);
  });
});
