/**
 * The likes' spec pack as data and as CSV: one row per product, the union of the products'
 * specification labels in the visitor's language, values in the region's units only, a BOM for
 * Excel, and no cell a spreadsheet would run as a formula.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../core/catalogue/seed";
import type { Product } from "../../core/catalogue/model";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import type { Locale, Region } from "../../core/regions/regions";
import { buildSpecPack, SPEC_PACK_MAX_PRODUCTS } from "../../server/likes/spec-pack";
import { guardCell, specPackCsv } from "../../server/likes/spec-pack-csv";

const seed = seedCatalogue();
const collections = new Map(seed.collections.map((c) => [c.code, c]));
const context = (region: Region, locale: Locale, language: "en" | "ja" = "en") => ({
  region,
  locale,
  language,
  t: createTranslator(locale, resolveCatalogue(locale)),
  collection: (code: string) => collections.get(code),
});
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const sink = seed.products.find((p) => p.sink)!;
const slab = seed.products.find((p) => p.family === "HIMACS_COLOR" && !p.sink && p.dimensions.thicknessMm !== undefined)!;
const rows = (csv: string) => parse(csv.replace(/^\uFEFF/, "")) as string[][];

describe("spec pack", () => {
  it("has a row per product and the union of their specification labels", () => {
    const pack = buildSpecPack([slab, sink], context("gl", "en"));
    const [header, ...body] = rows(specPackCsv(pack, context("gl", "en").t));
    expect(header!.slice(0, 4)).toEqual(["Category", "Collection", "Product", "Item no."]);
    expect(header).toEqual(expect.arrayContaining(["Thickness", "Overall dimensions (W × L × D)"]));
    expect(new Set(header).size).toBe(header!.length);
    expect(body.map((row) => row[3])).toEqual([slab.itemNumber, sink.itemNumber]);
    // The slab has no sink dimensions: its cell is empty, not missing.
    const overall = header!.indexOf("Overall dimensions (W × L × D)");
    expect(body[0]![overall]).toBe("");
    expect(plain(body[1]![overall]!)).toMatch(/ mm$/);
  });

  it("writes measurements in the region's units only: inches in the US, millimetres elsewhere", () => {
    const thickness = (region: Region, locale: Locale) => {
      const [header, row] = rows(specPackCsv(buildSpecPack([slab], context(region, locale)), context(region, locale).t));
      return plain(row![header!.indexOf("Thickness")]!);
    };
    expect(thickness("us", "en-US")).toMatch(/^[\d.]+ in$/);
    expect(thickness("gl", "en")).toMatch(/^[\d.]+ mm$/);
    expect(thickness("ca", "en-CA")).toMatch(/ mm$/);
  });

  it("labels in the visitor's language, with a byte order mark for Excel", () => {
    const ja = context("jp", "ja", "ja");
    const csv = specPackCsv(buildSpecPack([slab], ja), ja.t);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("\r\n");
    expect(rows(csv)[0]!.slice(0, 4)).toEqual(["カテゴリー", "コレクション", "製品", "品番"]);
    expect(rows(csv)[0]).toContain("厚さ");
  });

  it("never lets a cell start a formula", () => {
    for (const text of ["=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(guardCell(text)).toBe(`'${text}`);
    expect(guardCell("Alpine White")).toBe("Alpine White");
    const evil: Product = { ...slab, name: { en: "=cmd|' /C calc'!A0" }, itemNumber: "@A1" };
    const [, row] = rows(specPackCsv(buildSpecPack([evil], context("gl", "en")), context("gl", "en").t));
    expect(row![2]).toBe("'=cmd|' /C calc'!A0");
    expect(row![3]).toBe("'@A1");
  });

  it(`keeps at most ${SPEC_PACK_MAX_PRODUCTS} products and counts the rest`, () => {
    const many = seed.products.slice(0, SPEC_PACK_MAX_PRODUCTS + 5);
    const pack = buildSpecPack(many, context("gl", "en"));
    expect(pack.products).toHaveLength(SPEC_PACK_MAX_PRODUCTS);
    expect(pack.omitted).toBe(5);
  });
});
