/**
 * The product page's specifications: attributes grouped as a reader looks for them, labelled in
 * the visitor's language, measurements in both unit systems.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { LOCALES } from "../../core/regions/regions";
import { keySpecRows, toSpecView } from "../../core/product/spec-view";

const products = demoSeed().products;
const t = createTranslator("en", resolveCatalogue("en"));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("specification view", () => {
  it("never gives two rows of a product the same label, in any language (compare and the spec pack align by label)", () => {
    // One product per family and flag mix keeps this quick while covering every attribute the seed uses.
    const sample = [...new Map(products.map((p) => [`${p.family}:${Object.keys(p.attributes).sort().join(",")}:${Boolean(p.sink)}`, p])).values()];
    for (const locale of LOCALES) {
      const tl = createTranslator(locale, resolveCatalogue(locale));
      for (const product of sample) {
        const labels = toSpecView(product, tl, locale).groups.flatMap((g) => g.rows.map((r) => r.label));
        expect(labels.filter((label, i) => labels.indexOf(label) !== i), `${locale} ${product.itemNumber}`).toEqual([]);
      }
    }
  });

  it("groups a film's roll size under dimensions, in metres and feet", () => {
    const film = products.find((p) => p.family === "DECO_COLOR" && p.dimensions.lengthMm)!;
    const view = toSpecView(film, t, "en");
    const dimensions = view.groups.find((g) => g.code === "dimensions")!;
    const roll = dimensions.rows.find((r) => r.label === "Roll length")!.value;
    expect(typeof roll).toBe("object");
    expect(plain((roll as { metric: string }).metric)).toMatch(/ m$/);
    expect(plain((roll as { imperial: string }).imperial)).toMatch(/ ft$/);
    expect(view.groups.map((g) => g.code)).toContain("film");
  });

  it("gives a sink its overall and inner dimensions and ADA compliance", () => {
    const sink = products.find((p) => p.sink && p.flags.includes("ada"))!;
    const view = toSpecView(sink, t, "en");
    const rows = view.groups.find((g) => g.code === "sink")!.rows;
    expect(rows.map((r) => r.label)).toEqual(expect.arrayContaining(["Overall dimensions (W × L × D)", "Bowl dimensions (W × L × D)", "ADA compliant"]));
    expect(keySpecRows(view).map((r) => r.label)).toContain("Overall dimensions (W × L × D)");
  });

  it("shows a slab size stored as text in both systems, and marks English catalogue text", () => {
    const slab = products.find((p) => p.attributes.slabSize)!;
    const view = toSpecView(slab, createTranslator("ja", resolveCatalogue("ja")), "ja");
    const row = view.groups.find((g) => g.code === "stone")!.rows.find((r) => typeof r.value === "object")!;
    expect(plain((row.value as { imperial: string }).imperial)).toMatch(/\d″/);
    expect(view.groups.find((g) => g.code === "general")!.rows.find((r) => r.lang === "en")).toBeDefined();
    // On an English page the same text needs no mark of its own.
    const english = toSpecView(slab, createTranslator("en-GB", resolveCatalogue("en-GB")), "en-GB");
    expect(english.groups.flatMap((g) => g.rows).filter((r) => r.lang)).toEqual([]);
  });
});
