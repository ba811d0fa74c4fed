/**
 * A product's material as its data describes it (issue 28, "Done means: size and finish"): the
 * tile is the film's pattern repeat, the slab, the plank or floor tile the product is sold as, else
 * the texture's usual scale; the roughness values order as finishes feel (polished < matte); a
 * height map only where there is relief; and the URLs change when the maps would.
 */
import { describe, expect, it } from "vitest";
import { FINISHES } from "../../core/catalogue/enums";
import { materialMapUrl, materialPackUrl } from "../../core/catalogue/material-urls";
import type { Product } from "../../core/catalogue/model";
import { FINISH_ROUGHNESS, mapPixels, materialMaps, materialRoughness, materialTile, parseSizeText, tileSizeLabel } from "../../core/materials/material";
import { packTexts } from "../../core/materials/pack-contents";
import { translatorForLanguage } from "../../core/i18n/document-locale";
import { demoSeed } from "../support/demo-seed";

const products = demoSeed().products;
const first = (test: (p: Product) => boolean) => products.find(test)!;

describe("the tile size matches the product's data", () => {
  it("a film with a printed repeat: the repeat, as written", () => {
    const film = first((p) => p.attributes.repeatImage !== undefined);
    const [w, h] = parseSizeText(film.attributes.repeatImage)!;
    expect(materialTile(film)).toEqual({ widthMm: w, heightMm: h, basis: "pattern-repeat", tileable: true });
    expect(tileSizeLabel(materialTile(film))).toBe(`${w}x${h}mm`);
  });

  it("a quartz slab: the slab, laid landscape", () => {
    const slab = first((p) => p.family === "VIATERA_COLOR" && p.attributes.slabSize !== undefined);
    const tile = materialTile(slab);
    expect(tile.basis).toBe("slab");
    expect([tile.widthMm, tile.heightMm]).toEqual([slab.dimensions.lengthMm, slab.dimensions.widthMm]);
  });

  it("a solid surface sheet: the sheet", () => {
    const sheet = first((p) => p.family === "HIMACS_COLOR" && !p.type);
    expect(materialTile(sheet)).toMatchObject({ widthMm: sheet.dimensions.lengthMm, heightMm: sheet.dimensions.widthMm, basis: "slab" });
  });

  it("a floor plank and a floor tile: one plank (lengthwise) and one tile", () => {
    const plank = first((p) => p.attributes.format === "Plank");
    expect(materialTile(plank)).toMatchObject({ widthMm: plank.dimensions.lengthMm, heightMm: plank.dimensions.widthMm, basis: "plank" });
    const tile = first((p) => p.attributes.format === "Tile");
    expect(materialTile(tile)).toMatchObject({ widthMm: tile.dimensions.widthMm, heightMm: tile.dimensions.lengthMm, basis: "tile" });
  });

  it("a plain roll or a sink: the texture's usual scale, square", () => {
    const roll = first((p) => p.attributes.format === "Roll" && !p.attributes.repeatImage);
    expect(materialTile(roll).basis).toBe("texture-scale");
    const sink = first((p) => p.sink !== undefined);
    const tile = materialTile(sink);
    expect(tile.basis).toBe("texture-scale");
    expect(tile.widthMm).toBe(tile.heightMm);
  });

  it("every demo product has a tile of sensible size, and maps of its proportions", () => {
    for (const product of products) {
      const tile = materialTile(product);
      expect(tile.widthMm, product.slug).toBeGreaterThan(50);
      expect(tile.heightMm, product.slug).toBeLessThanOrEqual(5000);
      const { width, height } = mapPixels(tile, 2048);
      expect(Math.max(width, height)).toBe(2048);
      expect(Math.abs(width / height - tile.widthMm / tile.heightMm) / (tile.widthMm / tile.heightMm), product.slug).toBeLessThan(0.05);
    }
  });

  it("a product with only a photo: not tileable", () => {
    const product = first((p) => p.family === "VIATERA_COLOR");
    const photo = { ...product, images: [{ role: "swatch" as const, file: { blob: "a".repeat(64), mime: "image/jpeg" as const, bytes: 10, width: 10, height: 10 } }] };
    expect(materialTile(photo).tileable).toBe(false);
  });
});

describe("roughness follows the finish", () => {
  it("orders as the finishes feel: polished < gloss < brushed < leather < matte < velvet touch", () => {
    const order = ["polished", "gloss", "brushed", "leather", "matte", "velvet-touch"] as const;
    expect([...order].sort()).toEqual([...FINISHES].sort());
    for (let i = 1; i < order.length; i++) expect(FINISH_ROUGHNESS[order[i]!]).toBeGreaterThan(FINISH_ROUGHNESS[order[i - 1]!]);
  });

  it("demo products: every polished one is smoother than every matte one", () => {
    const polished = products.filter((p) => p.finish === "polished").map(materialRoughness);
    const matte = products.filter((p) => p.finish === "matte").map(materialRoughness);
    expect(polished.length).toBeGreaterThan(0);
    expect(Math.max(...polished)).toBeLessThan(Math.min(...matte));
  });

  it("a height map only where there is relief: leather grain has one, a polished quartz does not", () => {
    expect(materialMaps(first((p) => p.finish === "leather" && p.family === "AUTOMOTIVE"))).toContain("height");
    expect(materialMaps(first((p) => p.finish === "polished" && p.family === "VIATERA_COLOR"))).not.toContain("height");
  });
});

describe("material URLs and pack texts", () => {
  const product = first((p) => p.family === "VIATERA_COLOR");

  it("change when the maps would, and keep when nothing they show changed", () => {
    const url = materialMapUrl(product, "basecolor", 2048);
    expect(url).toMatch(new RegExp(`^/images/material/${product.contentId}/[0-9a-z]+/basecolor-2048\\.png$`));
    expect(materialMapUrl({ ...product }, "basecolor", 2048)).toBe(url);
    expect(materialMapUrl({ ...product, finish: "matte" }, "basecolor", 2048)).not.toBe(url);
    const morePopular: Product = { ...product, popularity: product.popularity + 1 };
    expect(materialMapUrl(morePopular, "basecolor", 2048)).toBe(url);
    expect(materialPackUrl(product, 4096, "ja")).toMatch(new RegExp(`/material-pack/${product.contentId}/[0-9a-z]+/${product.slug}-4096-ja\\.zip$`));
    expect(materialPackUrl({ ...product, name: { en: "Renamed" } }, 2048)).not.toBe(materialPackUrl(product, 2048));
  });

  it("the README is in the pack's language and names the tile size, the product and its code", () => {
    for (const language of ["en", "de", "fr", "it", "es", "nl", "ja", "zh", "ru"] as const) {
      const { files } = packTexts(product, 2048, language, translatorForLanguage(language), "https://surfaces.example");
      const readme = files.find((f) => f.name === "README.txt")!.text;
      const tile = materialTile(product);
      expect(readme, language).toContain(`${tile.widthMm} × ${tile.heightMm}`);
      expect(readme, language).toContain(product.itemNumber);
      expect(readme, language).not.toMatch(/document\.material\./);
    }
  });
});
