/**
 * Technical data in the product model (issue 9 part 2): the schema refuses bad rows with their
 * field, the seed gives every family its tests, certificates, warranty and fire class, the
 * catalogue file formats keep them, and figures follow the region's units.
 */
import { describe, expect, it } from "vitest";
import { ProductSchema, type Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { TechnicalDataSchema, testsOf } from "../../core/catalogue/technical-data";
import { formatFigure, formatTemperature } from "../../core/units/format";
import { PRODUCT_FAMILIES } from "../../core/catalogue/families";
import { exportCatalogue } from "../../server/catalogue/import/export-catalogue";
import { parseCatalogueFile } from "../../server/catalogue/import/parse-file";
import { toTechnicalDataView } from "../../core/product/technical-data-view";

const seed = demoSeed();
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const firstOf = (family: string) => seed.products.find((p) => p.family === family)!;

describe("seeded technical data", () => {
  it("gives every product of every family valid tests, certificates and a warranty entry", () => {
    for (const family of PRODUCT_FAMILIES) {
      const products = seed.products.filter((p) => p.family === family);
      expect(products.length, family).toBeGreaterThan(0);
      for (const product of products) {
        expect(product.technicalData, product.contentId).toBeDefined();
        expect(TechnicalDataSchema.safeParse(product.technicalData).success, product.contentId).toBe(true);
        expect(product.technicalData!.tests.length).toBeGreaterThan(0);
        expect(product.technicalData!.certificates.length).toBeGreaterThan(0);
        expect(product.technicalData).toHaveProperty("warranty");
      }
    }
  });

  it("has a fire class wherever reaction to fire is tested, and slip, abrasion and heat figures where the family has them", () => {
    for (const product of seed.products) {
      const fire = testsOf(product.technicalData!, "reactionToFire")[0];
      expect(product.technicalData!.fireClass).toBe(fire?.result.kind === "rating" ? fire.result.rating : undefined);
    }
    expect(testsOf(firstOf("PRD_FLOORING").technicalData!, "slipResistance").map((t) => t.standard)).toEqual(["EN 13893", "DIN 51130"]);
    expect(testsOf(firstOf("TERACANTO_COLOR").technicalData!, "abrasionResistance")[0]!.result).toEqual({ kind: "figure", value: 130, unit: "mm³" });
    expect(testsOf(firstOf("HIMACS_COLOR").technicalData!, "heatResistance")[0]).toMatchObject({ standard: "EN 438-2", conditions: { temperatureC: 180 } });
    expect(firstOf("HIMACS_COLOR").technicalData!.warranty).toEqual({ residentialYears: 15, commercialYears: 10 });
    expect(firstOf("AUTOMOTIVE").technicalData!.warranty).toBeNull();
  });

  it("adds the recycled-content certificate to recycled products only", () => {
    const recycled = (p: Product) => p.flags.includes("recycled") || p.flags.includes("neoq-recycled") || (p.attributes.recycledContentPct ?? 0) > 0;
    const some = seed.products.filter(recycled);
    expect(some.length).toBeGreaterThan(0);
    for (const product of seed.products) {
      expect(product.technicalData!.certificates.some((c) => c.scope === "recycledContent"), product.contentId).toBe(recycled(product));
    }
  });

  it("writes no measurement into a standard's text", () => {
    for (const product of seed.products) for (const test of product.technicalData!.tests) expect(test.standard).not.toMatch(/°|\d\s*h\b|\(/);
  });
});

describe("technical data validation", () => {
  const good = firstOf("HIMACS_COLOR").technicalData!;
  const issues = (data: unknown) => {
    const result = TechnicalDataSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
  };

  it("refuses unknown properties, units and result words, negative figures and bounded results", () => {
    const tests = structuredClone(good.tests);
    tests[0] = { ...tests[0]!, property: "smell" as never };
    tests[1] = { ...tests[1]!, result: { kind: "figure", value: 72, unit: "furlong" as never } };
    tests[2] = { ...tests[2]!, result: { kind: "figure", value: -1 } };
    tests[3] = { ...tests[3]!, result: { kind: "word", word: "great" as never } };
    tests[4] = { ...tests[4]!, result: { kind: "figure", value: 4, bound: "min" } };
    expect(issues({ ...good, tests })).toEqual(["tests.0.property", "tests.1.result.unit", "tests.2.result.value", "tests.3.result.word", "tests.4.result.bound"]);
  });

  it("refuses a warranty that is not whole years, a certificate without scope and a test without a result", () => {
    expect(issues({ ...good, warranty: { residentialYears: 2.5, commercialYears: 1 } })).toEqual(["warranty.residentialYears"]);
    expect(issues({ ...good, certificates: [{ name: "ISO 9001:2015" }] })).toEqual(["certificates.0.scope"]);
    expect(issues({ ...good, tests: [{ property: "density", standard: "ISO 1183-1" }] })).toEqual(["tests.0.result"]);
    expect(issues({ ...good, tests: [] })).toEqual(["tests"]);
  });

  it("is optional on a product, and strict about unknown fields", () => {
    const { technicalData: _dropped, ...without } = firstOf("HIMACS_COLOR");
    expect(ProductSchema.safeParse(without).success).toBe(true);
    expect(issues({ ...good, slip: "R9" })).toEqual([""]);
  });

  it("makes the import refuse a bad technical-data row by row and field", () => {
    const products = seed.products.slice(0, 3).map((p) => ({ ...p, related: [] }));
    const collections = seed.collections.filter((c) => products.some((p) => p.collection === c.code));
    const broken = structuredClone(products[1]!);
    (broken.technicalData!.tests[0]!.result as { unit?: string }).unit = "furlong";
    broken.technicalData!.warranty = { residentialYears: 0, commercialYears: 10 };
    const text = JSON.stringify({ collections, products: [products[0], broken, products[2]] }, null, 2);
    const result = parseCatalogueFile(text, "json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.row} ${e.field}`)).toEqual(["products[1] technicalData.tests.0.result.unit", "products[1] technicalData.warranty.residentialYears"]);
    expect(text.split("\n")[result.errors[0]!.line - 1]).toMatch(/^\s*\{/);
  });

  it("keeps technical data through a CSV export and import, and names the CSV column of a bad cell", () => {
    const products = seed.products.filter((p) => p.family === "PRD_FLOORING").slice(0, 3).map((p) => ({ ...p, related: [] }));
    const csv = exportCatalogue({ collections: [], products }, "csv");
    const parsed = parseCatalogueFile(csv, "csv");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.catalogue.products.map((p) => p.technicalData)).toEqual(products.map((p) => p.technicalData));
    const bad = exportCatalogue({ collections: [], products: [{ ...products[0]!, technicalData: { ...products[0]!.technicalData!, fireClass: "" } }] }, "csv");
    const refused = parseCatalogueFile(bad, "csv");
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.map((e) => `${e.row} ${e.field}`)).toEqual(["products[0] technicalData.fireClass"]);
  });
});

describe("technical data in the region's units", () => {
  it("converts lengths and temperatures in the US and keeps other units as the standard states them", () => {
    expect(plain(formatFigure(0.2, "mm", 1, "us", "en-US"))).toBe("0.008 in");
    expect(plain(formatFigure(0.2, "mm", 1, "gl", "en"))).toBe("0.2 mm");
    expect(plain(formatFigure(35, "mm/min", 0, "us", "en-US"))).toBe("1.4 in/min");
    expect(plain(formatFigure(72, "MPa", 0, "us", "en-US"))).toBe("72 MPa");
    expect(plain(formatFigure(0.03, "%", 2, "gl", "de"))).toBe("0,03 %");
    expect(plain(formatTemperature(180, "us", "en-US"))).toBe("356°F");
    expect(plain(formatTemperature(180, "gl", "en"))).toBe("180°C");
  });

  it("reads a product's technical data in the visitor's language and region", () => {
    const data = firstOf("HIMACS_COLOR").technicalData!;
    const us = toTechnicalDataView(data, "us", "en-US");
    const gl = toTechnicalDataView(data, "gl", "de");
    expect(us.tests.find((t) => t.code === "heatResistance")).toMatchObject({ standard: "EN 438-2 (356°F)", result: "No visible change" });
    expect(plain(gl.tests.find((t) => t.code === "heatResistance")!.standard)).toBe("EN 438-2 (180 °C)");
    const flexural = us.tests.find((t) => t.code === "flexuralStrength")!;
    expect({ ...flexural, requirement: plain(flexural.requirement!) }).toMatchObject({ property: "Flexural strength", standard: "ISO 178", requirement: "min. 40 MPa" });
    expect(us.warranty).toMatchObject({ residential: "15 years", commercial: "10 years" });
    expect(us.fireClass).toBe("B-s1, d0");
    expect(us.certificates[0]).toEqual({ name: "ISO 9001:2015", scope: expect.any(String) });
  });
});
