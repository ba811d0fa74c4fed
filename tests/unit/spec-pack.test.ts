/**
 * The likes' spec pack as data and as CSV: one row per product, the union of the products'
 * specification labels in the visitor's language, values in the region's units only, a BOM for
 * Excel, and no cell a spreadsheet would run as a formula.
 */
import { parse } from "csv-parse/sync";
import { catalogueValue } from "../../core/i18n/catalogue-values";
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import type { Product } from "../../core/catalogue/model";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import type { Locale, Region } from "../../core/regions/regions";
import { buildSpecPack, SPEC_PACK_MAX_PRODUCTS } from "../../server/likes/spec-pack";
import { guardCell, specPackCsv } from "../../server/likes/spec-pack-csv";

const seed = demoSeed();
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
    // Trade sizes (decision 0056): 1/2″, 3/4″, 12 mil.
    expect(thickness("us", "en-US")).toMatch(/^(?:[\d/-]+″|[\d.]+ mil)$/);
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

describe("spec pack columns", () => {
  it("keeps two specifications whose labels read the same apart (a translation giving 'use' the words of 'application')", () => {
    const both = seed.products.find((p) => p.attributes.use && p.attributes.application?.length)!;
    const messages = resolveCatalogue("ja");
    const ja = { ...context("jp", "ja", "ja"), t: createTranslator("ja", { ...messages, "attribute.use": messages["facet.application"] }) };
    const pack = buildSpecPack([both], ja);
    const uses = pack.specLabels.filter((label) => label.startsWith("用途"));
    expect(uses).toEqual(["用途 (1)", "用途 (2)"]);
    const values = uses.map((label) => pack.specValues[pack.specLabels.indexOf(label)]![0]);
    // The use in Japanese, as the product page names it (core/i18n/catalogue-values.ts).
    expect(values).toContain(catalogueValue(both.attributes.use!, ja.t, "ja").text);
    expect(new Set(pack.specLabels).size).toBe(pack.specLabels.length);
  });

  it("names the group when families put one label in different groups", () => {
    const flooring = seed.products.find((p) => p.family === "PRD_FLOORING" && p.attributes.installation)!;
    const other = seed.products.find((p) => p.family !== "PRD_FLOORING" && p.attributes.installation)!;
    const pack = buildSpecPack([flooring, other], context("gl", "en"));
    expect(pack.specLabels).toEqual(expect.arrayContaining(["General: Installation", "Flooring: Installation"]));
  });
});

describe("spec pack renders", () => {
  const pack = { language: "en" as const, title: "Spec pack", cover: "1 product · 1 March 2026", createdAt: new Date(0), products: [] };

  it("answers busy (503 with Retry-After) when the render queue is full, and limited when the client's budget is spent", async () => {
    const { PoolBusyError } = await import("../../server/render/render-pool");
    const { createSpecPackService } = await import("../../server/documents/spec-pack/spec-pack-service");
    const full = createSpecPackService({ pool: { render: () => Promise.reject(new PoolBusyError("full")) } });
    expect(await full.render(pack, "client")).toMatchObject({ status: "busy", retryAfterSeconds: 2 });
    let rendered = 0;
    const spent = createSpecPackService({ pool: { render: async () => [{ file: "", size: 1, bytes: new Uint8Array([rendered++]) }] }, budget: { take: async () => 30 } });
    expect(await spent.render(pack, "client")).toMatchObject({ status: "limited", retryAfterSeconds: 30 });
    expect(rendered).toBe(0);
  });
});
