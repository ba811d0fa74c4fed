/**
 * Every product's colour is measured when it is written and stored beside it, so a start never
 * measures the catalogue again; rows stored by a release before colours existed are measured once
 * at the next start (fillMissingColours), and every process reloads them.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueVersion, fillMissingColours, loadCatalogue, writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { generatedSwatchLab } from "../../server/catalogue/product-colours";
import type { Database } from "../../server/db/client";
import { ENGINES } from "../support/databases";

describe.each(ENGINES)("stored product colours on $name", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    db = opened.handle.db;
  });
  afterAll(() => dispose());

  it("holds the seeded catalogue's colours, each the mean of its generated swatch", async () => {
    const { catalogue, productColours } = await loadCatalogue(db);
    expect(productColours.size).toBe(catalogue.products.length);
    for (const product of catalogue.products.slice(0, 50)) expect(productColours.get(product.contentId)).toEqual(generatedSwatchLab(product.swatch));
  });

  it("measures a product again when its swatch changes, and keeps the colour of one rewritten unchanged", async () => {
    const before = await loadCatalogue(db);
    const [changed, unchanged] = before.catalogue.products;
    const swatch = { ...changed!.swatch, base: changed!.swatch.base === "#1a1a1a" ? "#f4f4f4" : "#1a1a1a" };
    await writeCatalogue(db, { collections: [], products: [{ ...changed!, swatch }, unchanged!] }, "upsert");
    const after = await loadCatalogue(db);
    expect(after.productColours.get(changed!.contentId)).toEqual(generatedSwatchLab(swatch));
    expect(after.productColours.get(changed!.contentId)).not.toEqual(before.productColours.get(changed!.contentId));
    expect(after.productColours.get(unchanged!.contentId)).toEqual(before.productColours.get(unchanged!.contentId));
  });

  it("measures rows stored without a colour once, and bumps the version so every process reloads", async () => {
    const before = await loadCatalogue(db);
    const legacy = before.catalogue.products.slice(0, 3).map((p) => p.contentId);
    await db.execute(sql`update products set colour_lab = null where content_id in (${sql.join(legacy, sql`, `)})`);
    expect((await loadCatalogue(db)).productColours.size).toBe(before.productColours.size - 3);

    expect(await fillMissingColours(db, null)).toBe(3);
    const after = await loadCatalogue(db);
    expect(after.version).toBe(before.version + 1);
    for (const id of legacy) expect(after.productColours.get(id)).toEqual(before.productColours.get(id));
    expect(await fillMissingColours(db, null)).toBe(0);
    expect(await catalogueVersion(db)).toBe(after.version);
  });
});
