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
import { products } from "../../server/db/schema";
import type { Lab } from "../../core/catalogue/colour/mean-colour";
import { ENGINES } from "../support/databases";
import { firstStoredProducts } from "../support/stored-rows";

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
    const [changed, unchanged] = await firstStoredProducts(db, 2);
    const before = await storedColours();
    const swatch = { ...changed!.swatch, base: changed!.swatch.base === "#1a1a1a" ? "#f4f4f4" : "#1a1a1a" };
    await writeCatalogue(db, { collections: [], products: [{ ...changed!, swatch }, unchanged!] }, "upsert");
    const after = await storedColours();
    expect(after.get(changed!.contentId)).toEqual(generatedSwatchLab(swatch));
    expect(after.get(changed!.contentId)).not.toEqual(before.get(changed!.contentId));
    expect(after.get(unchanged!.contentId)).toEqual(before.get(unchanged!.contentId));
  });

  it("measures rows stored without a colour once, and bumps the version so every process reloads", async () => {
    const before = { version: await catalogueVersion(db), colours: await storedColours() };
    const legacy = (await firstStoredProducts(db, 3)).map((p) => p.contentId);
    await db.execute(sql`update products set colour_lab = null where content_id in (${sql.join(legacy, sql`, `)})`);
    expect([...(await storedColours()).values()].filter((lab) => lab === null)).toHaveLength(3);

    expect(await fillMissingColours(db, null)).toBe(3);
    const after = { version: await catalogueVersion(db), colours: await storedColours() };
    expect(after.version).toBe(before.version + 1);
    for (const id of legacy) expect(after.colours.get(id)).toEqual(before.colours.get(id));
    expect(await fillMissingColours(db, null)).toBe(0);
    expect(await catalogueVersion(db)).toBe(after.version);
  });

  // The rows' colours and the first products, read without loading the 4,000-product catalogue each time.
  async function storedColours(): Promise<Map<string, Lab | null>> {
    const rows = await db.select({ id: products.contentId, lab: products.colourLab }).from(products);
    return new Map(rows.map((row) => [row.id, row.lab]));
  }
});
