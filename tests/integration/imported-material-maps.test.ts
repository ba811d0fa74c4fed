/**
 * Issue 28 item 1, imported maps: a product row may bring its own material maps as package files.
 * They are checked like photos (plus a minimum size and the tile's proportions), refused whole with
 * row and field and nothing written, and once imported the material pack is made of their pixels
 * with the manufacturer's tile size.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialPackUrl } from "../../core/catalogue/material-urls";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { DiskBlobStore } from "../../server/blobs/disk-blob-store";
import { loadCatalogue } from "../../server/catalogue/catalogue-repository";
import { openPackage } from "../../server/catalogue/import/import-package";
import { runImport, runPackageImport } from "../../server/catalogue/import/run-import";
import { DiskCache } from "../../server/render/disk-cache";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { createMaterialService } from "../../server/materials/material-service";
import { ENGINES } from "../support/databases";
import { unzipAll } from "../support/unzip";

const work = mkdtempSync(path.join(tmpdir(), "imported-maps-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const seed = demoSeed();
const template = seed.products.find((p) => p.family === "VIATERA_COLOR" && p.finish === "polished")!;
/** The template's collection and its parent: the import file brings them, the database starts empty. */
const own = seed.collections.find((c) => c.code === template.collection)!;
const collections = [own, ...seed.collections.filter((c) => c.code === own.parent)];

const RED = { r: 200, g: 30, b: 40 };
/** A normal map tilted to +X (OpenGL convention), unlike anything derived from a flat red. */
const TILTED = { r: 220, g: 128, b: 200 };

const png = (width: number, height: number, background: { r: number; g: number; b: number }) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** Writes catalogue.json and the files into a folder; returns the catalogue file's path. */
function writePackage(name: string, materialMaps: Record<string, unknown>, files: Record<string, Buffer>): string {
  const dir = path.join(work, name);
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  const product = { ...template, contentId: "990100", itemNumber: "IMPORTED-MAPS", slug: "imported-maps", related: [], materialMaps };
  writeFileSync(path.join(dir, "catalogue.json"), JSON.stringify({ collections, products: [product] }, null, 2));
  return path.join(dir, "catalogue.json");
}

describe("imported material maps", () => {
  const engine = ENGINES[0]!;
  let db: Awaited<ReturnType<typeof engine.open>>["handle"]["db"];
  let dispose: () => Promise<void>;
  let pool: ImagePool;
  const blobDir = path.join(work, "blobs");
  const blobs = new DiskBlobStore(blobDir);

  const importFolder = async (catalogueFile: string) => {
    const pkg = await openPackage(catalogueFile, path.dirname(catalogueFile));
    try {
      return await runPackageImport(db, pkg, { mode: "upsert", blobs });
    } finally {
      await pkg.close();
    }
  };
  const storedBlobs = () => (readdirSync(work).includes("blobs") ? readdirSync(blobDir, { recursive: true }).filter((f) => /[0-9a-f]{64}$/.test(String(f))) : []);

  beforeAll(async () => {
    const opened = await engine.open();
    db = opened.handle.db;
    dispose = opened.dispose;
    pool = createImagePool({ threads: 1, maxQueue: 8 });
  });
  afterAll(async () => {
    await pool?.close();
    await dispose?.();
  });

  it("refuses a missing file, a non-image and a map too small, naming each field, and writes nothing", async () => {
    const file = writePackage(
      "bad-files",
      { tileWidthMm: 600, tileHeightMm: 600, basecolor: "maps/missing.png", normal: "maps/normal.png", roughness: "maps/small.png" },
      { "maps/normal.png": Buffer.from("%PDF-1.4 not an image"), "maps/small.png": await png(256, 256, RED) },
    );
    const result = await importFolder(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byField = Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
    expect(byField["materialMaps.basecolor"]).toBe('no file "maps/missing.png" in the package');
    expect(byField["materialMaps.normal"]).toMatch(/"maps\/normal.png" is not a JPEG or PNG image/);
    expect(byField["materialMaps.roughness"]).toBe('"maps/small.png" is 256 × 256 px; a material map needs at least 512 px on each side');
    expect(result.errors.every((e) => e.row === "products[0]")).toBe(true);
    expect((await loadCatalogue(db)).catalogue.products).toHaveLength(0);
    expect(storedBlobs()).toHaveLength(0);
  });

  it("refuses a normal map without a base colour, and a map of other proportions than the tile", async () => {
    const noBase = await importFolder(writePackage("no-base", { tileWidthMm: 600, tileHeightMm: 600, normal: "maps/normal.png" }, { "maps/normal.png": await png(512, 512, TILTED) }));
    expect(noBase.ok).toBe(false);
    if (!noBase.ok) expect(noBase.errors.map((e) => e.field)).toContain("materialMaps.basecolor");
    const skewed = await importFolder(writePackage("skewed", { tileWidthMm: 1200, tileHeightMm: 600, basecolor: "maps/base.png" }, { "maps/base.png": await png(1024, 600, RED) }));
    expect(skewed.ok).toBe(false);
    if (!skewed.ok) expect(skewed.errors[0]!.message).toMatch(/must be square or have the tile's proportions \(1200 × 600 mm\)/);
    expect((await loadCatalogue(db)).catalogue.products).toHaveLength(0);
    expect(storedBlobs()).toHaveLength(0);
  });

  it("imports the maps as blobs, and the pack is made of their pixels at the manufacturer's tile size", { timeout: 60_000 }, async () => {
    const file = writePackage(
      "good",
      { tileWidthMm: 450, tileHeightMm: 450, basecolor: "maps/base.jpg", normal: "maps/normal.png" },
      { "maps/base.jpg": await sharp({ create: { width: 800, height: 800, channels: 3, background: RED } }).jpeg({ quality: 95 }).toBuffer(), "maps/normal.png": await png(512, 512, TILTED) },
    );
    const result = await importFolder(file);
    expect(result).toMatchObject({ ok: true });
    const product = (await loadCatalogue(db)).catalogue.products.find((p) => p.contentId === "990100") as Product;
    expect(product.materialMaps).toMatchObject({ tileWidthMm: 450, basecolor: { mime: "image/jpeg", width: 800 }, normal: { mime: "image/png", width: 512 } });
    expect(storedBlobs()).toHaveLength(2);

    const materials = createMaterialService({ cacheDir: path.join(work, "cache"), cache: new DiskCache({ root: path.join(work, "cache"), maxBytes: Number.POSITIVE_INFINITY }), pool, blobs, lookup: (id) => (id === product.contentId ? product : undefined), siteOrigin: "https://surfaces.example" });
    const [, , kind, contentId, version, name] = materialPackUrl(product, 1024, "en").split("/");
    const pack = await materials.get(kind!, contentId!, version!, name!);
    expect(pack.ok).toBe(true);
    if (!pack.ok) return;
    const files = await unzipAll(pack.bytes);
    const json = JSON.parse(files.get("material.json")!.toString()) as Record<string, any>;
    expect(json.source).toBe("imported");
    expect(json.tile).toMatchObject({ widthMm: 450, heightMm: 450, label: "450x450mm", basis: "imported", tileable: true });
    expect(json.derivedMaps).toEqual(["roughness"]);

    const mean = async (bytes: Buffer) => (await sharp(bytes).stats()).channels.map((c) => Math.round(c.mean));
    const base = files.get(json.maps.basecolor)!;
    expect(await sharp(base).metadata()).toMatchObject({ width: 1024, height: 1024 });
    const [r, g, b] = await mean(base);
    expect(Math.abs(r! - RED.r) + Math.abs(g! - RED.g) + Math.abs(b! - RED.b)).toBeLessThan(12);
    const [nr, ng, nb] = await mean(files.get(json.maps.normal)!);
    expect([nr, ng, nb]).toEqual([TILTED.r, TILTED.g, TILTED.b]);
  });

  it("imports again what an export wrote: the stored maps by their blobs, without the files", async () => {
    const product = (await loadCatalogue(db)).catalogue.products.find((p) => p.contentId === "990100")!;
    expect(product.materialMaps).toBeDefined();
    const again = await runImport(db, JSON.stringify({ products: [{ ...product, popularity: product.popularity + 1 }] }), "json", { mode: "upsert", blobs });
    expect(again).toMatchObject({ ok: true });
    const reloaded = (await loadCatalogue(db)).catalogue.products.find((p) => p.contentId === "990100")!;
    expect(reloaded.materialMaps).toEqual(product.materialMaps);
  });
});
