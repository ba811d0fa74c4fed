/**
 * Import and export on both databases: a good file imports; a file with bad rows is rejected whole
 * with every problem named by line and field; nothing is ever half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../core/catalogue/model";
import { catalogueVersion, loadCatalogue, writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { exportCatalogue } from "../../server/catalogue/import/export-catalogue";
import { parseCatalogueFile } from "../../server/catalogue/import/parse-file";
import { runImport } from "../../server/catalogue/import/run-import";
import type { DatabaseHandle } from "../../server/db/client";
import { ENGINES } from "../support/databases";
import { demoSeed } from "../support/demo-seed";
import { smallCatalogue } from "../support/small-catalogue";

const seed = demoSeed();
const json = (catalogue: unknown) => JSON.stringify(catalogue, null, 2);

describe.each(ENGINES)("catalogue import on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
  });
  afterAll(async () => dispose?.());

  it("imports a good JSON file and bumps the catalogue version", async () => {
    const result = await runImport(handle.db, json(smallCatalogue()), "json", { mode: "upsert" });
    expect(result).toMatchObject({ ok: true, summary: { products: 5, collections: 1, totalProducts: 5, version: 1 } });
    const { catalogue } = await loadCatalogue(handle.db);
    expect(catalogue.products.map((p) => p.contentId).sort()).toEqual(smallCatalogue().products.map((p) => p.contentId).sort());
  });

  it("rejects a file with bad rows whole, naming each row's line and field", async () => {
    const before = await catalogueVersion(handle.db);
    const bad = smallCatalogue();
    const changed: Product = { ...bad.products[0]!, contentId: "999000001", itemNumber: "NEW-1", slug: "new-one", related: [] };
    const broken = { ...bad.products[1]!, dimensions: { thicknessMm: -3 }, colourFamily: "plaid" };
    const text = json({ collections: bad.collections, products: [changed, broken, { ...bad.products[2]!, slug: "Has Spaces" }] });
    const result = await runImport(handle.db, text, "json", { mode: "upsert" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.errors.map((e) => `${e.row} ${e.field}`);
    expect(fields).toEqual(expect.arrayContaining(["products[1] dimensions.thicknessMm", "products[1] colourFamily", "products[2] slug"]));
    const lines = text.split("\n");
    const brokenLine = result.errors.find((e) => e.row === "products[1]")!.line;
    expect(lines[brokenLine - 1]).toMatch(/^\s*\{/);
    expect(lines.slice(brokenLine - 1, brokenLine + 3).join("\n")).toContain(`"contentId": "${broken.contentId}"`);
    expect(await catalogueVersion(handle.db)).toBe(before);
    expect((await loadCatalogue(handle.db)).catalogue.products.find((p) => p.contentId === "999000001")).toBeUndefined();
  });

  it("rejects rows that break references across the catalogue, writing nothing", async () => {
    const before = await loadCatalogue(handle.db);
    const base = smallCatalogue().products[0]!;
    const orphan = { ...base, contentId: "999000002", itemNumber: "ORPHAN-1", slug: "orphan", collection: "no-such-collection", related: ["123456789"] };
    const elsewhere = { ...base, contentId: "999000003", itemNumber: "JP-1", slug: "jp-only", regions: ["jp"], related: [] };
    const result = await runImport(handle.db, json({ products: [orphan, elsewhere, { ...base, contentId: "999000004", related: [] }] }), "json", { mode: "upsert" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.row} ${e.field}`)).toEqual(
      expect.arrayContaining(["product 999000002 collection", "product 999000002 related", "product 999000004 itemNumber", "product 999000004 slug"]),
    );
    expect(result.errors.every((e) => e.line > 0)).toBe(true);
    expect(await loadCatalogue(handle.db)).toEqual(before);
  });

  it("rejects a bad technical-data row by row and field, writing nothing", async () => {
    const before = await loadCatalogue(handle.db);
    const good = smallCatalogue();
    const broken = structuredClone(good.products[1]!);
    broken.technicalData!.tests[0]!.standard = "";
    broken.technicalData!.certificates.push({ name: "Made up", scope: "nonsense" as never });
    const changed = { ...good.products[0]!, technicalData: { ...good.products[0]!.technicalData!, fireClass: "A1" } };
    const result = await runImport(handle.db, json({ collections: good.collections, products: [changed, broken] }), "json", { mode: "upsert" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.row} ${e.field}`)).toEqual(["products[1] technicalData.tests.0.standard", `products[1] technicalData.certificates.${broken.technicalData!.certificates.length - 1}.scope`]);
    expect(result.errors.every((e) => e.line > 0)).toBe(true);
    expect(await loadCatalogue(handle.db)).toEqual(before);
  });

  it("rejects copy whose measurement placeholders are unknown or lack data, naming the field, writing nothing", async () => {
    const before = await loadCatalogue(handle.db);
    const good = smallCatalogue();
    const [first, second] = good.products as [Product, Product];
    const unknown = { ...first, description: { ...first.description, de: "Platten in {thickness} und {colour}" } };
    const noData = { ...second, dimensions: { ...second.dimensions, wearLayerMm: undefined }, features: [{ en: "Wear layer {wear}" }, ...second.features.slice(1)] };
    const result = await runImport(handle.db, json({ collections: good.collections, products: [unknown, noData] }), "json", { mode: "upsert" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.row} ${e.field}`)).toEqual([`product ${first.contentId} description.de`, `product ${second.contentId} features.0.en`]);
    expect(result.errors[0]!.message).toMatch(/unknown placeholder \{colour\}/);
    expect(result.errors[1]!.message).toMatch(/\{wear\} needs data/);
    expect(await loadCatalogue(handle.db)).toEqual(before);
  });

  it("keeps technical data in the database through an import", async () => {
    const good = smallCatalogue();
    const edited = { ...good.products[0]!, technicalData: { ...good.products[0]!.technicalData!, warranty: { residentialYears: 20, commercialYears: 12 } } };
    const result = await runImport(handle.db, json({ collections: good.collections, products: [edited] }), "json", { mode: "upsert" });
    expect(result.ok).toBe(true);
    const stored = (await loadCatalogue(handle.db)).catalogue.products.find((p) => p.contentId === edited.contentId)!;
    expect(stored.technicalData).toEqual(edited.technicalData);
  });

  it("round-trips the catalogue through CSV export and import", async () => {
    const { catalogue } = await loadCatalogue(handle.db);
    const csv = exportCatalogue(catalogue, "csv");
    const parsed = parseCatalogueFile(csv, "csv");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.catalogue.products).toEqual(catalogue.products);
    const result = await runImport(handle.db, csv, "csv", { mode: "upsert" });
    expect(result.ok).toBe(true);
  });

  it("reports CSV cells that are not numbers or booleans by line and column", async () => {
    const { catalogue } = await loadCatalogue(handle.db);
    const csv = exportCatalogue({ collections: [], products: catalogue.products.slice(0, 2) }, "csv").split("\n");
    const header = csv[0]!.split(",");
    const column = header.indexOf("popularity");
    const cells = csv[2]!.split(",");
    cells[cells.length - 1] = "lots";
    expect(column).toBe(header.length - 1);
    const result = await runImport(handle.db, [csv[0], csv[1], cells.join(",")].join("\n"), "csv", { mode: "upsert" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ line: 3, row: "products[1]", field: "popularity" });
  });

  it("answers malformed files with one clear problem", () => {
    expect(parseCatalogueFile("{ not json", "json")).toMatchObject({ ok: false, errors: [{ row: "file" }] });
    expect(parseCatalogueFile("[]", "json")).toMatchObject({ ok: false, errors: [{ row: "file" }] });
    expect(parseCatalogueFile('a,b\n"unclosed', "csv")).toMatchObject({ ok: false, errors: [{ row: "file" }] });
    expect(parseCatalogueFile("", "csv")).toMatchObject({ ok: false });
  });
});

describe.each(ENGINES)("replacing the seeded catalogue on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, dispose } = await engine.openSeeded());
  });
  afterAll(async () => dispose?.());

  // Each of the first two validates the whole 4,000-product seed (the second also writes it all, on
  // the seeded database, so its stored colours are kept): up to 14 s each on a loaded machine, 28 s
  // as one test, which passed 45 s beside a third worker.
  it("checks a whole catalogue in a dry run of replace mode and writes nothing", async () => {
    const version = await catalogueVersion(handle.db);
    const dry = await runImport(handle.db, json(seed), "json", { mode: "replace", dryRun: true });
    expect(dry).toMatchObject({ ok: true, summary: { dryRun: true, version: null } });
    expect(await catalogueVersion(handle.db)).toBe(version);
  }, 45_000);

  it("replaces the whole catalogue in replace mode", async () => {
    const version = await catalogueVersion(handle.db);
    const full = await runImport(handle.db, json(seed), "json", { mode: "replace" });
    expect(full).toMatchObject({ ok: true, summary: { totalProducts: seed.products.length } });
    expect(await catalogueVersion(handle.db)).toBeGreaterThan(version);
  }, 45_000);

  it("replaces the whole catalogue with a smaller one, leaving only its products", async () => {
    const single = smallCatalogue();
    await writeCatalogue(handle.db, single, "replace");
    expect((await loadCatalogue(handle.db)).catalogue.products).toHaveLength(single.products.length);
  });
});
