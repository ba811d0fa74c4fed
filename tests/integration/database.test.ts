/** The database layer on both engines (PGlite always, PostgreSQL when TEST_DATABASE_URL is set). */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { defaultCategories } from "../../core/routing/categories";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { openCatalogueDatabase, type EmbeddedPreparation } from "../../server/catalogue/open-catalogue-database";
import { listCategories, upsertCategories } from "../../server/catalogue/category-repository";
import { seedIfPristine } from "../../server/catalogue/seed-database";
import { catalogueVersion } from "../../server/catalogue/catalogue-repository";
import type { DatabaseHandle } from "../../server/db/client";
import { ENGINES, MIGRATIONS, preparedSeeding } from "../support/databases";
import { smallCatalogue } from "../support/small-catalogue";

describe.each(ENGINES)("database on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  // A copy of the run's prepared database: the run migrated and seeded a pristine one once per engine.
  beforeAll(async () => {
    ({ handle, dispose } = await engine.openSeeded());
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

  // The seed itself (4,000 products, 20-45 s) ran once for the run on this engine, through the same
  // seedIfPristine (tests/support/prepared-database.ts), and said what it did.
  it("seeds a pristine database once, and never again", async () => {
    expect((await preparedSeeding())[engine.name]).toBe(true);
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

describe("first start of the embedded database on disk", () => {
  const folders: string[] = [];
  const emptyFolder = () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "catalogue-first-start-")), "pglite");
    folders.push(path.dirname(folder));
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("hands the work to the child process once, then serves a seeded database; a restart does nothing more", async () => {
    const pgliteDir = emptyFolder();
    const preparations: EmbeddedPreparation[] = [];
    // The child process (server.js --prepare-embedded-database) runs prepareEmbeddedDatabase on the
    // empty folder. The run's prepared folder is exactly that work's result (prepared-database.ts
    // made it so), so the stand-in child copies it instead of seeding 4,000 products again.
    const prepareInChild = async (preparation: EmbeddedPreparation) => {
      preparations.push(preparation);
      cpSync(inject("pgliteTemplate"), preparation.pgliteDir, { recursive: true });
    };

    const first = await openCatalogueDatabase({ pgliteDir }, MIGRATIONS, { prepareInChild });
    expect(preparations).toEqual([{ pgliteDir, migrationsFolder: MIGRATIONS }]);
    expect(first).toMatchObject({ seeded: true, firstStart: "child-process" });
    expect(await catalogueVersion(first.database.db)).toBe(1);
    await first.database.close();

    const restart = await openCatalogueDatabase({ pgliteDir }, MIGRATIONS, { prepareInChild });
    expect(preparations).toHaveLength(1);
    expect(restart).toMatchObject({ seeded: false, firstStart: "none" });
    expect(await catalogueVersion(restart.database.db)).toBe(1);
    await restart.database.close();
  }, 45_000);

  // The subject is the hand-over, not the seed's size (the run's prepared database seeds the demo
  // catalogue through the same `prepare`), so it seeds a small catalogue: a folder created (initdb)
  // and opened twice, about 10 s on a loaded machine.
  it("without a child process, serves from a fresh instance after seeding, not the one that did the work", { timeout: 30_000 }, async () => {
    const small = smallCatalogue();
    const opened = await openCatalogueDatabase({ pgliteDir: emptyFolder() }, MIGRATIONS, { catalogue: async () => small });
    expect(opened).toMatchObject({ seeded: true, firstStart: "reopened" });
    expect(opened.database.created).toBe(false);
    const store = new CatalogueStore(opened.database.db);
    await store.refresh();
    expect([...store.current.products.keys()].sort()).toEqual(small.products.map((p) => p.contentId).sort());
    await opened.database.close();
  });
});
