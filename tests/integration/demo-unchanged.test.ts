/**
 * Moving the demo catalogue out of core/ (issue 24, decision 0051) must change nothing a visitor
 * sees. The hashes in tests/fixtures/demo-hashes.json were recorded on main before the move (on
 * PGlite and PostgreSQL); this file recomputes them from what a first start writes today:
 * - every table of the prepared database (the run's one first-start seed, prepared-database.ts),
 *   all columns but timestamps, which record when the seed ran;
 * - a sample of swatch images, rendered and encoded as the image worker does;
 * - one online book and one product document, rendered from the seeded rows.
 *
 * Recording (only when the seed is meant to change): RECORD_DEMO_HASHES=1 npx vitest run this file,
 * with TEST_DATABASE_URL set so both engines are written.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planBook } from "../../core/catalogue/book";
import type { Catalogue } from "../../core/catalogue/model";
import { loadCatalogue } from "../../server/catalogue/catalogue-repository";
import type { Database } from "../../server/db/client";
import { smallSwatch } from "../../server/documents/book/book-task";
import { renderBook } from "../../server/documents/book/render-book";
import { renderDocument } from "../../server/documents/render-document";
import { encodePixels } from "../../server/images/render";
import { renderPixels } from "../../server/images/sources/procedural";
import { ENGINES } from "../support/databases";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/demo-hashes.json");
const RECORD = process.env.RECORD_DEMO_HASHES === "1";

type Hashes = Record<string, string>;
const recorded: Record<string, Hashes> = existsSync(FIXTURE) ? (JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, Hashes>) : {};

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/**
 * A table's content as the server prints it (driver independent), timestamps left out, rows sorted
 * byte-wise so the database's collation does not matter.
 */
async function tableHash(db: Database, table: string): Promise<string> {
  const columns = rowsOf<{ column_name: string }>(
    await db.execute(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and data_type not like 'timestamp%' order by ordinal_position`),
  ).map((c) => sql.identifier(c.column_name));
  const [row] = rowsOf<{ rows: number | string; hash: string }>(
    await db.execute(sql`select count(*) as rows, md5(coalesce(string_agg(r, E'\n' order by r collate "C"), '')) as hash from (select row(${sql.join(columns, sql`, `)})::text as r from ${sql.identifier(table)}) t`),
  );
  return `${Number(row!.rows)} rows ${row!.hash}`;
}

async function tableNames(db: Database): Promise<string[]> {
  return rowsOf<{ table_name: string }>(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((t) => t.table_name);
}

/** Every 400th product: a sample across every family and texture kind. */
const sampleOf = (catalogue: Catalogue) => catalogue.products.filter((_, i) => i % 400 === 0);

describe.each(ENGINES)("the first start's demo catalogue is unchanged on $name", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let catalogue: Catalogue;
  const now: Hashes = {};

  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    db = opened.handle.db;
    catalogue = (await loadCatalogue(db)).catalogue;
  });
  afterAll(async () => {
    await dispose();
    if (RECORD) writeFileSync(FIXTURE, `${JSON.stringify({ ...JSON.parse(existsSync(FIXTURE) ? readFileSync(FIXTURE, "utf8") : "{}"), [engine.name]: now }, null, 2)}\n`);
  });

  const expectRecorded = (key: string, hash: string) => {
    now[key] = hash;
    if (!RECORD) expect(hash, key).toBe(recorded[engine.name]?.[key]);
  };

  // Hashes the 4,000 product rows in SQL on PGlite: 5-12 s on a loaded machine.
  it("writes every table as before", { timeout: 30_000 }, async () => {
    const tables = await tableNames(db);
    if (!RECORD) expect(tables).toEqual(Object.keys(recorded[engine.name] ?? {}).filter((k) => k.startsWith("table ")).map((k) => k.slice(6)));
    for (const table of tables) expectRecorded(`table ${table}`, await tableHash(db, table));
  });

  it("renders the same swatch images", async () => {
    for (const product of sampleOf(catalogue)) {
      // The worker's path for a card image: a 640 px master cut to 320 px, in each format a browser gets.
      const pixels = renderPixels(product.swatch, 640, 640);
      for (const format of ["avif", "webp", "jpeg"] as const) expectRecorded(`swatch ${product.contentId} ${format}`, sha256(await encodePixels(pixels, 640, 320, format)));
    }
  });

  // Renders a book of 24 swatches and a product's datasheet with its swatch: about 3 s on a quiet machine.
  it("renders the same online book and product document", { timeout: 30_000 }, async () => {
    const family = "BORTE_COLOR";
    const pages = planBook(
      catalogue.products.filter((p) => p.family === family && p.regions.includes("us")),
      catalogue.collections.filter((c) => c.family === family),
    ).slice(0, 2);
    const book = await renderBook({ region: "us", language: "en", brand: "BORTE", title: "BORTE Panels", code: "borte-demo", pages, swatch: smallSwatch });
    expectRecorded("book borte us en", sha256(book));

    const product = catalogue.products.find((p) => p.family === "HIMACS_COLOR")!;
    const collection = catalogue.collections.find((c) => c.code === product.collection);
    const datasheet = await renderDocument({ product, collection, guides: catalogue.guides!, type: "technical-datasheet", language: "ja" });
    expectRecorded(`document ${product.contentId} technical-datasheet ja`, sha256(datasheet));
  });
});
