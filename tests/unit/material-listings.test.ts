/**
 * Where a product's material is listed (issue 28): the product's detail view (the page and the
 * JSON API) names the tile, the maps at every size and the packs in the visitor's language; the
 * likes' spec pack CSV gives each product's pack as an absolute link.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { guidesVersion } from "../../core/catalogue/media";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { materialMaps, materialTile } from "../../core/materials/material";
import { demoSeed } from "../support/demo-seed";
import { buildSpecPack } from "../../server/likes/spec-pack";
import { specPackCsv } from "../../server/likes/spec-pack-csv";
import { toProductDetail } from "../../core/product/product-view";

const seed = demoSeed();
const collections = new Map(seed.collections.map((c) => [c.code, c]));
const product = seed.products.find((p) => p.family === "VIATERA_COLOR")!;

describe("the material in the product's detail view", () => {
  it("states the tile and lists every map at 1024, 2048 and 4096 px and the packs in the visitor's language", () => {
    const detail = toProductDetail(product, { region: "gl", locale: "de", language: "de", collection: (code) => collections.get(code), guidesVersion: guidesVersion(seed.guides!) });
    const tile = materialTile(product);
    expect(detail.material.tile).toMatchObject({ widthMm: tile.widthMm, heightMm: tile.heightMm, label: `${tile.widthMm}x${tile.heightMm}mm` });
    // The page states the size in the visitor's number format and the region's units.
    expect(detail.material.tile.formatted).toMatch(/^[0-9.,\s]+ × [0-9.,\s]+ mm$/);
    const american = toProductDetail(product, { region: "us", locale: "en-US", language: "en", collection: (code) => collections.get(code), guidesVersion: guidesVersion(seed.guides!) });
    expect(american.material.tile.formatted).toMatch(/in|″|ft/);
    expect(Object.keys(detail.material.maps).sort()).toEqual([...materialMaps(product)].sort());
    expect(Object.keys(detail.material.maps.basecolor!)).toEqual(["1024", "2048", "4096"]);
    expect(detail.material.maps.basecolor!["1024"]).toMatch(/^\/images\/material\/[0-9]+\/[0-9a-z]+\/basecolor-1024\.png$/);
    expect(detail.material.pack).toMatch(new RegExp(`/images/material-pack/${product.contentId}/[0-9a-z]+/${product.slug}-2048-de\\.zip$`));
    expect(detail.material.packLarge).toMatch(/-4096-de\.zip$/);
  });
});

describe("the material in the spec pack", () => {
  it("gives each product's pack as an absolute link in the CSV's last column", () => {
    const t = createTranslator("en", resolveCatalogue("en"));
    const pack = buildSpecPack([product], { region: "gl", locale: "en", language: "en", t, collection: (code) => collections.get(code), origin: "https://surfaces.example" });
    const [header, row] = parse(specPackCsv(pack, t).replace(/^\uFEFF/, "")) as string[][];
    expect(header!.at(-1)).toBe("Material for design software (ZIP)");
    expect(row!.at(-1)).toMatch(new RegExp(`^https://surfaces\\.example/images/material-pack/${product.contentId}/[0-9a-z]+/${product.slug}-2048-en\\.zip$`));
  });
});
