/**
 * The database layer on both engines: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it to the machine's server). Each run gets a fresh database.
 */
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCategories } from "../../core/catalogue/categories";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { listCategories, upsertCategories } from "../../server/catalogue/category-repository";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";

const migrations = path.resolve(import.meta.dirname, "../../drizzle");
const serverUrl = process.env.TEST_DATABASE_URL;

interface Engine {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: "pglite",
    async open() {
      const handle = await openDatabase({ pgliteDir: "memory://" });
      return { handle, dispose: () => handle.close() };
    },
  },
];
if (serverUrl) {
  engines.push({
    name: "postgres",
    async open() {
      const name = `catalogue_test_${process.pid}_${Date.now()}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
      return {
        handle,
        async dispose() {
          await handle.close();
          await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  });
}

describe.each(engines)("database on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    await handle.migrate(migrations);
  });
  afterAll(async () => dispose?.());

  it("migrates a new database, and migrating again changes nothing", async () => {
    await handle.migrate(migrations);
    expect(await listCategories(handle.db)).toEqual([]);
  });

  it("stores the categories with their regions, and writing them again updates in place", async () => {
    const categories = defaultCategories();
    await upsertCategories(handle.db, categories);
    await upsertCategories(handle.db, categories.map((c) => ({ ...c, sortOrder: c.sortOrder + 100 })));
    const stored = await listCategories(handle.db);
    expect(stored).toHaveLength(categories.length);
    expect(stored.map((c) => c.code)).toEqual(categories.map((c) => c.code));
    expect(stored.find((c) => c.code === "BORTE_COLOR")?.regions).toEqual(["gl", "us"]);
    expect(stored[0]?.sortOrder).toBe(101);
  });

  it("loads the catalogue into memory and answers per region", async () => {
    const store = new CatalogueStore(handle.db);
    await store.refresh();
    expect(store.isLoaded).toBe(true);
    expect(store.categoriesIn("jp").map((c) => c.code)).not.toContain("VIATERA_COLOR");
    expect(store.categoriesIn("us").map((c) => c.code)).toContain("PRD_FLOORING");
  });
});
