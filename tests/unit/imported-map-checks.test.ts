/**
 * A manufacturer's own material maps at import (decision 0077): WebP is refused as it is for
 * photos, with the same words; every map is measured for a seam at its wrap edge (the measure of
 * the generated maps' unit test), and a map with a seam is imported with the product's maps marked
 * not tileable, which the pack's material.json and README then say.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { ImportProduct, Product } from "../../core/catalogue/model";
import { translatorForLanguage } from "../../core/i18n/document-locale";
import { materialTile } from "../../core/materials/material";
import { packTexts } from "../../core/materials/pack-contents";
import { demoSeed } from "../support/demo-seed";
import { openPackage } from "../../server/catalogue/import/import-package";
import { mapTilesWithoutSeam } from "../../server/catalogue/import/map-seams";
import { resolveFiles } from "../../server/catalogue/import/resolve-files";
import { renderPixels } from "../../server/images/sources/procedural";
import { renderBasecolor } from "../../server/materials/basecolor";

const work = mkdtempSync(path.join(tmpdir(), "map-checks-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const SIDE = 512;
const GRANITE = { texture: "granite", base: "#6b6660", accent: "#1e1c1a", seed: 4242 } as const;
const raw = (pixels: Uint8ClampedArray, channels: 1 | 3 = 3) => sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width: SIDE, height: SIDE, channels } });
/** Granite folded to tile (as a demo material's base colour) and as a swatch draws it, unfolded. */
const tiling = renderBasecolor(GRANITE, SIDE, SIDE);
const cut = renderPixels(GRANITE, SIDE);
const [tilingPng, tilingJpeg, cutPng, tilingWebp] = await Promise.all([raw(tiling).png().toBuffer(), raw(tiling).jpeg({ quality: 90 }).toBuffer(), raw(cut).png().toBuffer(), raw(tiling).webp().toBuffer()]);
const greyTiling = await raw(tiling).greyscale().png().toBuffer();

describe("the seam check of an imported map", () => {
  it("passes a map that repeats (PNG, JPEG, one channel) and fails one cut from a larger picture", async () => {
    expect(await mapTilesWithoutSeam(tilingPng)).toBe(true);
    expect(await mapTilesWithoutSeam(tilingJpeg)).toBe(true);
    expect(await mapTilesWithoutSeam(greyTiling)).toBe(true);
    expect(await mapTilesWithoutSeam(cutPng)).toBe(false);
  });
});

const seed = demoSeed();
const template = seed.products.find((p) => p.family === "VIATERA_COLOR" && p.finish === "polished")!;
const own = seed.collections.find((c) => c.code === template.collection)!;
const collections = [own, ...seed.collections.filter((c) => c.code === own.parent)];

/** Resolves one product row whose files are in a folder package. */
async function resolveRow(name: string, row: Partial<ImportProduct>, files: Record<string, Buffer>) {
  const dir = path.join(work, name);
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
  const product = { ...template, contentId: "990200", itemNumber: "MAP-CHECKS", slug: "map-checks", related: [], ...row } as ImportProduct;
  const catalogueFile = path.join(dir, "catalogue.json");
  writeFileSync(catalogueFile, JSON.stringify({ collections, products: [product] }));
  const pkg = await openPackage(catalogueFile, dir);
  try {
    return await resolveFiles({ collections, products: [product] }, new Map(), { pkg, blobs: null });
  } finally {
    await pkg.close();
  }
}

describe("imported material maps are checked as photos are", () => {
  it("refuses WebP, by name and by content, with the photos' own words", async () => {
    const byName = await resolveRow(
      "webp-named",
      { images: [{ role: "swatch", file: "photos/swatch.webp" }], materialMaps: { tileWidthMm: 600, tileHeightMm: 600, basecolor: "maps/base.webp" } },
      { "photos/swatch.webp": tilingWebp, "maps/base.webp": tilingWebp },
    );
    expect(byName.ok).toBe(false);
    if (byName.ok) return;
    const messages = Object.fromEntries(byName.errors.map((e) => [e.field, e.message]));
    expect(messages["images[0].file"]).toBe('"photos/swatch.webp" must be a JPEG or PNG image named .jpg, .jpeg, .png');
    expect(messages["materialMaps.basecolor"]).toBe('"maps/base.webp" must be a JPEG or PNG image named .jpg, .jpeg, .png');

    const byContent = await resolveRow("webp-inside", { materialMaps: { tileWidthMm: 600, tileHeightMm: 600, basecolor: "maps/base.png" } }, { "maps/base.png": tilingWebp });
    expect(byContent.ok).toBe(false);
    if (!byContent.ok) expect(byContent.errors[0]!.message).toBe('"maps/base.png" is not a JPEG or PNG image (found image/webp)');
  });
});

describe("imported maps with a seam", () => {
  const packFiles = (product: Product) => new Map(packTexts(product, 2048, "en", translatorForLanguage("en"), "https://surfaces.example").files.map((f) => [f.name, f.text]));

  it("are imported, marked not tileable; the pack says the maps show a seam", async () => {
    const result = await resolveRow(
      "seam",
      { materialMaps: { tileWidthMm: 600, tileHeightMm: 600, basecolor: "maps/base.png", normal: "maps/normal.png" } },
      { "maps/base.png": tilingPng, "maps/normal.png": cutPng },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const product = result.resolved.catalogue.products[0] as Product;
    expect(product.materialMaps?.tileable).toBe(false);
    expect(materialTile(product)).toMatchObject({ basis: "imported", tileable: false });
    const files = packFiles(product);
    expect(JSON.parse(files.get("material.json")!).tile.tileable).toBe(false);
    expect(files.get("README.txt")).toContain("The manufacturer's maps show a seam where they repeat. One map covers 600 × 600 mm");
  });

  it("are measured, not taken at the row's word: maps that repeat are tileable whatever the row says", async () => {
    const result = await resolveRow("no-seam", { materialMaps: { tileWidthMm: 600, tileHeightMm: 600, basecolor: "maps/base.jpg", roughness: "maps/rough.png", tileable: false } }, { "maps/base.jpg": tilingJpeg, "maps/rough.png": greyTiling });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const product = result.resolved.catalogue.products[0] as Product;
    expect(product.materialMaps?.tileable).toBe(true);
    expect(packFiles(product).get("README.txt")).toContain("The maps repeat without seams.");
  });
});
