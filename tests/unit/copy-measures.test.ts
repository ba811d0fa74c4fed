/**
 * Copy states no measurement: placeholders read the product's data and are written in the reader's
 * units, and the import refuses placeholders that are unknown or lack data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fillCopy, fillCopyText, placeholderProblems } from "../../core/catalogue/copy-measures";
import { checkCatalogue } from "../../core/import/integrity";
import type { Catalogue } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { measureBoth, measureFor } from "../../core/units/format";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const sheet = { dimensions: { thicknessMm: 12, widthMm: 760, lengthMm: 3680 } };

describe("copy measurements", () => {
  // The 4,000-product demo seed, made once for the file in a hook: about 1.5 CPU-s, which beside a
  // second test run took a test past the 5 s unit default.
  let seed: Catalogue;
  beforeAll(() => {
    seed = demoSeed();
  });

  it("writes a placeholder in the region's units", () => {
    const text = "Available in {thickness} sheets of {size}.";
    expect(plain(fillCopyText(text, sheet, (m) => measureFor(m, "gl", "en")))).toBe("Available in 12 mm sheets of 760 × 3,680 mm.");
    expect(plain(fillCopyText(text, sheet, (m) => measureFor(m, "us", "en-US")))).toBe("Available in 1/2″ sheets of 30″ × 145″.");
  });

  it("gives both systems, so a page can switch without asking the server", () => {
    const parts = fillCopy("{thickness} thick", sheet, (m) => measureBoth(m, "de"));
    expect(parts).toHaveLength(2);
    const [measure, rest] = parts as [{ metric: string; imperial: string }, string];
    expect(plain(measure.metric)).toBe("12 mm");
    expect(plain(measure.imperial)).toBe("1/2″");
    expect(rest).toBe(" thick");
  });

  it("writes roll lengths in metres or feet and sinks in three dimensions", () => {
    const roll = { dimensions: { lengthMm: 50_000 } };
    expect(plain(fillCopyText("{length} rolls", roll, (m) => measureFor(m, "gl", "en")))).toBe("50 m rolls");
    expect(plain(fillCopyText("{length} rolls", roll, (m) => measureFor(m, "us", "en-US")))).toBe("164 ft rolls");
    const sink = { dimensions: {}, sink: { space: "kitchen" as const, colour: "cream" as const, overall: { widthMm: 500, lengthMm: 400, depthMm: 200 }, inner: { widthMm: 450, lengthMm: 350, depthMm: 180 } } };
    expect(plain(fillCopyText("{overall}", sink, (m) => measureFor(m, "us", "en-US")))).toBe("19-3/4″ × 15-3/4″ × 7-3/4″");
  });

  it("names unknown placeholders and placeholders without data", () => {
    expect(placeholderProblems("{thickness} and {size}", sheet)).toEqual([]);
    expect(placeholderProblems("{colour}", sheet)[0]).toMatch(/unknown placeholder \{colour\}/);
    expect(placeholderProblems("{wear}", sheet)[0]).toMatch(/\{wear\} needs data/);
  });

  it("makes a bad placeholder an import error at its field", () => {
    const catalogue = seed;
    const product = catalogue.products.find((p) => p.dimensions.wearLayerMm === undefined)!;
    const broken = { ...product, description: { ...product.description, de: "Stärke {wear}" }, features: [{ en: "{thickness2}" }] };
    const issues = checkCatalogue({ collections: catalogue.collections, products: [broken] }).filter((i) => i.key === product.contentId);
    expect(issues.map((i) => i.field)).toEqual(expect.arrayContaining(["description.de", "features.0.en"]));
  });

  it("leaves no measurement figure in the seed copy", () => {
    for (const product of seed.products) {
      const copy = JSON.stringify([product.description, product.features]);
      expect(copy, product.contentId).not.toMatch(/\d\s?(mm|cm|мм|m|м)\b/);
    }
  });
});
