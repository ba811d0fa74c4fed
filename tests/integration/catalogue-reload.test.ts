/**
 * A catalogue store's reload after an import reads and parses only the products written since its
 * last load (catalogue-repository.ts): the others stay the same objects, a changed one is new, a
 * new one appears and a removed one goes. Real database (PGlite, and PostgreSQL when set).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { ENGINES, type OpenedDatabase } from "../support/databases";

describe.each(ENGINES)("catalogue reloads on $name", (engine) => {
  let database: OpenedDatabase;
  let products: Product[];
  let collections: ReturnType<typeof demoSeed>["collections"];

  // Generating the demo catalogue to pick products from, and a new database: 5-20 s under load.
  beforeAll(async () => {
    database = await engine.open();
    const seed = demoSeed();
    products = seed.products.slice(0, 4).map((p) => ({ ...p, related: [] }));
    collections = seed.collections.filter((c) => products.some((p) => p.collection === c.code));
    await writeCatalogue(database.handle.db, { collections, products: products.slice(0, 3) }, "replace");
  }, 60_000);
  afterAll(() => database?.dispose());

  it("keeps unchanged products, and takes changed, new and removed ones from the database", async () => {
    const store = new CatalogueStore(database.handle.db);
    await store.refresh();
    const [first, second, third, fourth] = products as [Product, Product, Product, Product];
    const before = store.current;
    expect([...before.products.keys()].sort()).toEqual([first, second, third].map((p) => p.contentId).sort());

    const renamed = { ...second, name: { ...second.name, en: `${second.name.en} (renamed)` } };
    await writeCatalogue(database.handle.db, { collections: [], products: [renamed, fourth] }, "upsert");
    await store.refresh();
    const after = store.current;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.products.get(first.contentId)).toBe(before.products.get(first.contentId));
    expect(after.products.get(third.contentId)).toBe(before.products.get(third.contentId));
    expect(after.products.get(second.contentId)?.name.en).toBe(renamed.name.en);
    expect(after.products.get(fourth.contentId)?.contentId).toBe(fourth.contentId);
    expect(after.bySlug.get(fourth.slug)?.contentId).toBe(fourth.contentId);

    await writeCatalogue(database.handle.db, { collections, products: [first, renamed, fourth] }, "replace");
    await store.refresh();
    expect([...store.current.products.keys()].sort()).toEqual([first, second, fourth].map((p) => p.contentId).sort());

    // A store that loads afresh sees what the reloaded one sees.
    const fresh = new CatalogueStore(database.handle.db);
    await fresh.refresh();
    expect([...fresh.current.products.values()]).toEqual([...store.current.products.values()]);
  });
});
