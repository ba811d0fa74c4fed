/** The database layer on both engines (PGlite always, PostgreSQL when TEST_DATABASE_URL is set). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCategories } from "../../core/catalogue/categories";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { listCategories, upsertCategories } from "../../server/catalogue/category-repository";
import { seedIfPristine } from "../../server/catalogue/seed-database";
import { catalogueVersion } from "../../server/catalogue/catalogue-repository";
import type { DatabaseHandle } from "../../server/db/client";
import { ENGINES, MIGRATIONS } from "../support/databases";

describe.each(ENGINES)("database on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
  });
  afterAll(async () => dispose?.());

  it("migrates again without change", async () => {
    await handle.migrate(MIGRATIONS);
    expect((await listCategories(handle.db)).length).toBe(defaultCategories().length);
  });

  it("stores the categories with their regions, and writing them again updates in place", async () => {
    const categories = defaultCategories();
    await upsertCategories(handle.db, categories.map((c) => ({ ...c, sortOrder: c.sortOrder + 100 })));
    const stored = await listCategories(handle.db);
    expect(stored.map((c) => c.code)).toEqual(categories.map((c) => c.code));
    expect(stored.find((c) => c.code === "BORTE_COLOR")?.regions).toEqual(["gl", "us"]);
    expect(stored[0]?.sortOrder).toBe(101);
    await upsertCategories(handle.db, categories);
  });

  it("seeds a pristine database once, and never again", async () => {
    expect(await seedIfPristine(handle.db)).toBe(true);
    expect(await catalogueVersion(handle.db)).toBe(1);
    expect(await seedIfPristine(handle.db)).toBe(false);
    expect(await catalogueVersion(handle.db)).toBe(1);
  });

  it("loads the catalogue into memory and answers per region", async () => {
    const store = new CatalogueStore(handle.db);
    await store.refresh();
    expect(store.categoriesIn("jp").map((c) => c.code)).not.toContain("VIATERA_COLOR");
    expect(store.productsOf("PRD_FLOORING", "us").length).toBeGreaterThan(100);
    expect(store.productsOf("PRD_FLOORING", "jp")).toEqual([]);
    const any = store.productsOf("HIMACS_COLOR", "gl")[0]!;
    expect(store.product(any.contentId, "gl")).toBe(any);
    expect(store.productBySlug(any.slug, "gl")).toBe(any);
  });
});
