/**
 * Guides (care, installation, warranty terms) are catalogue content, on both databases: seeded on
 * first start, imported all or nothing with the products, exported, and quoted by the PDFs from the
 * catalogue store, whose document URLs change when the guides do.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guides } from "../../core/catalogue/guides";
import { documentVersion } from "../../core/catalogue/media";
import type { Product } from "../../core/catalogue/model";
import { seedGuides } from "../../demo/catalogue/guides";
import { catalogueVersion, loadCatalogue } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { exportCatalogue } from "../../server/catalogue/import/export-catalogue";
import { runImport } from "../../server/catalogue/import/run-import";
import { seedIfPristine } from "../../server/catalogue/seed-database";
import type { Database } from "../../server/db/client";
import { catalogueGuides } from "../../server/db/schema";
import { createDocumentService, type DocumentService } from "../../server/documents/document-service";
import { DiskCache } from "../../server/render/disk-cache";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { ENGINES } from "../support/databases";
import { pdfLines } from "../support/pdf-tools";
import { storedGuides } from "../support/stored-rows";

const MARKER = "Guides are catalogue content: this term came from an import.";

function withWarrantyTerm(guides: Guides, term: string): Guides {
  return { ...guides, warrantyTerms: { ...guides.warrantyTerms, en: [term] } };
}

describe.each(ENGINES)("catalogue guides on $name", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let store: CatalogueStore;
  let pool: ImagePool;
  let documents: DocumentService;
  let product: Product;
  const work = mkdtempSync(path.join(tmpdir(), "guides-"));

  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    db = opened.handle.db;
    store = new CatalogueStore(db);
    await store.refresh();
    pool = createImagePool({ threads: 1, maxQueue: 16 });
    documents = createDocumentService({
      cacheDir: work,
      pool,
      cache: new DiskCache({ root: work, maxBytes: Number.POSITIVE_INFINITY }),
      lookup: (id) => {
        const snapshot = store.current;
        const found = snapshot.products.get(id);
        return found && { product: found, collection: snapshot.collections.get(found.collection), guides: snapshot.guides, guidesVersion: snapshot.guidesVersion };
      },
    });
    product = [...store.current.products.values()].find((p) => p.documents.some((d) => d.type === "warranty" && d.languages.includes("en") && !d.files?.en))!;
  });
  afterAll(async () => {
    await pool?.close();
    await dispose?.();
    rmSync(work, { recursive: true, force: true });
  });

  /** The English warranty PDF as a visitor gets it, at the URL version the store gives now. */
  async function warrantyText(version = documentVersion(product, store.current.guidesVersion)) {
    const result = await documents.get({ contentId: product.contentId, version, file: "warranty-en.pdf" });
    return result.status === "ok" ? pdfLines(result.bytes) : result.status;
  }

  it("holds the seed guides after the first start", async () => {
    expect(await storedGuides(db)).toEqual(seedGuides());
    expect(store.current.guides).toEqual(seedGuides());
  });

  // A guides change in three steps, each one heavy piece of work (a first PDF render starts a worker
  // and loads the fonts; the import and the reload each read 4,000 products): as one test, it passed
  // 45 s beside a second test run. The later steps read what the earlier ones did, in file order.
  let oldVersion = "";
  it("quotes the stored guides in the warranty PDF", { timeout: 30_000 }, async () => {
    oldVersion = documentVersion(product, store.current.guidesVersion);
    expect(await warrantyText()).not.toContain(MARKER);
  });

  it("imports a file with changed guides: their version changes, the products stay", { timeout: 30_000 }, async () => {
    const products = store.current.products.size;
    const result = await runImport(db, JSON.stringify({ guides: withWarrantyTerm(seedGuides(), MARKER) }), "json", { mode: "upsert" });
    expect(result).toMatchObject({ ok: true, summary: { guides: true, products: 0 } });
    await store.refresh();
    expect(store.current.products.size).toBe(products);
    expect(documentVersion(product, store.current.guidesVersion)).not.toBe(oldVersion);
  });

  it("quotes the changed guides at the PDF's new URL; the old URL is gone", { timeout: 30_000 }, async () => {
    expect(await warrantyText()).toContain(MARKER);
    expect(await warrantyText(oldVersion)).toBe("not-found");
  });

  // The catalogue's version and guides are read alone, not with its 4,000 products: every write
  // raises the version in the transaction that writes (decision 0076).
  it("refuses a file with a bad guide whole, naming the field, and writes nothing", async () => {
    const version = await catalogueVersion(db);
    const guides = (await storedGuides(db))!;
    const film = guides.materials.film;
    const renamed = { ...product, name: { ...product.name, en: "Renamed with a bad guide" } };
    const bad = { ...guides, materials: { ...guides.materials, film: { ...film, care: { ...film.care, daily: { en: ["Wipe."], de: [""] } } } } };
    const file = JSON.stringify({ products: [renamed], guides: bad }, null, 2);

    const result = await runImport(db, file, "json", { mode: "upsert" });
    expect(result.ok).toBe(false);
    const guidesLine = file.split("\n").findIndex((line) => line.startsWith('  "guides"')) + 1;
    expect(result.ok ? [] : result.errors).toContainEqual(expect.objectContaining({ line: guidesLine, row: "guides", field: "materials.film.care.daily.de[0]" }));
    expect(await catalogueVersion(db)).toBe(version);
    expect(await storedGuides(db)).toEqual(guides);
  });

  // The upsert loads the 4,000-product catalogue to merge into: 4 s beside other work.
  it("keeps the stored guides when an upsert file has none", { timeout: 30_000 }, async () => {
    const stored = await storedGuides(db);
    expect(stored?.warrantyTerms.en).toContain(MARKER);
    const upsert = await runImport(db, JSON.stringify({ products: [product] }), "json", { mode: "upsert" });
    expect(upsert).toMatchObject({ ok: true, summary: { guides: false } });
    expect(await storedGuides(db)).toEqual(stored);
  });

  // Loads the 4,000-product catalogue for the export and once inside the upsert: 8 s beside other work.
  it("round-trips the stored guides through an export", { timeout: 30_000 }, async () => {
    const stored = await storedGuides(db);
    const exported = JSON.parse(exportCatalogue((await loadCatalogue(db)).catalogue, "json"));
    expect(exported.guides).toEqual(stored);
    await runImport(db, JSON.stringify({ guides: withWarrantyTerm(seedGuides(), "Another term.") }), "json", { mode: "upsert" });
    expect(await storedGuides(db)).not.toEqual(stored);
    // The export cut to this product's collection: a replace of the whole 4,000-product catalogue
    // from a file is catalogue-import's test, and here costed 20 s of writes per engine.
    const cut = {
      ...exported,
      collections: exported.collections.filter((c: { code: string }) => c.code === product.collection),
      products: exported.products.filter((p: Product) => p.contentId === product.contentId).map((p: Product) => ({ ...p, related: [] })),
    };
    const replaced = await runImport(db, JSON.stringify(cut), "json", { mode: "replace" });
    expect(replaced).toMatchObject({ ok: true, summary: { guides: true, totalProducts: 1 } });
    expect(await storedGuides(db)).toEqual(stored);
  });

  // Reloads the 4,000-product store and renders the warranty PDF: up to 11 s on a loaded machine, like the import case.
  it("shows no guides for a catalogue without them: the demo's do not stand in", { timeout: 45_000 }, async () => {
    await db.delete(catalogueGuides);
    await store.refresh();
    expect(store.current.guides).toBeNull();
    // The case before rewrote the product (related: []), so its document version is the store's now.
    const text = await warrantyText(documentVersion(store.current.products.get(product.contentId)!, store.current.guidesVersion));
    expect(text).toContain(product.name.en);
    expect(text).not.toContain("This summary does not affect your statutory rights.");
  });

  it("gives a catalogue stored before guides were catalogue content the seed guides on start", async () => {
    await db.delete(catalogueGuides);
    expect(await seedIfPristine(db)).toBe(false);
    expect(await storedGuides(db)).toEqual(seedGuides());
  });
});
