// The family table (core/catalogue/families.ts) is the one place per-family facts live: these are
// the lists every other place used to keep by hand, read back from it.
import { describe, expect, it } from "vitest";
import { DEALER_BRANDS, FAMILIES, PRODUCT_FAMILIES } from "../../core/catalogue/families";
import { defaultCategories } from "../../core/routing/categories";
import { ROUTE_MANIFEST, routeById } from "../../core/routing/manifest";
import { sampleOptionsOf } from "../../core/samples/options";
import { lineLabel } from "../../core/reps/lines";

describe("the product family table", () => {
  it("lists the families in the API's order and the categories in the visitors' order", () => {
    expect(PRODUCT_FAMILIES).toEqual(["HIMACS_COLOR", "VIATERA_COLOR", "TERACANTO_COLOR", "BORTE_COLOR", "BENIF_COLOR", "DECO_COLOR", "EXTERIOR_COLOR", "PRD_FLOORING", "PCD_VIZUON", "AUTOMOTIVE", "HOME_APPLIANCE_FILM"]);
    expect(defaultCategories().map((c) => [c.code, c.slug, c.sortOrder])).toEqual([
      ["HIMACS_COLOR", "himacs-solid-surface", 1],
      ["VIATERA_COLOR", "viatera-quartz-surface", 2],
      ["TERACANTO_COLOR", "teracanto-porcelain-surface", 3],
      ["BORTE_COLOR", "borte-panel", 4],
      ["BENIF_COLOR", "benif-architectural-film", 5],
      ["DECO_COLOR", "deco-film", 6],
      ["EXTERIOR_COLOR", "exterior-film", 7],
      ["PCD_VIZUON", "vizuon-sign-graphic", 8],
      ["PRD_FLOORING", "hflor/about", 9],
      ["AUTOMOTIVE", "automotive/automotive-skin", 10],
      ["HOME_APPLIANCE_FILM", "industrial-film/home-appliance-surface-film", 11],
    ]);
  });

  it("gives where-to-buy the brands sold through partners, in category order", () => {
    expect(DEALER_BRANDS).toEqual(["HIMACS_COLOR", "VIATERA_COLOR", "TERACANTO_COLOR", "BORTE_COLOR", "BENIF_COLOR", "DECO_COLOR", "EXTERIOR_COLOR", "PCD_VIZUON", "PRD_FLOORING"]);
  });

  it("marks each family's landing, and only it, with the family's navigation label", () => {
    const labelled = ROUTE_MANIFEST.filter((e) => e.navLabel).map((e) => `${e.family} ${e.id} ${e.navLabel}`);
    expect(labelled.sort()).toEqual(PRODUCT_FAMILIES.map((f) => `${f} ${FAMILIES[f].landingRoute} ${FAMILIES[f].navLabel}`).sort());
    for (const family of PRODUCT_FAMILIES) expect(routeById(FAMILIES[family].landingRoute)?.family).toBe(family);
  });

  it("sends chips, sheets, a tile or the one standard sample by family", () => {
    const codes = (family: (typeof PRODUCT_FAMILIES)[number]) => sampleOptionsOf(family).map((o) => o.code);
    expect(codes("HIMACS_COLOR")).toEqual(["chip-s", "chip-l"]);
    expect(codes("DECO_COLOR")).toEqual(["a5", "a4"]);
    expect(codes("HOME_APPLIANCE_FILM")).toEqual(["a5", "a4"]);
    expect(codes("PRD_FLOORING")).toEqual(["tile-cut"]);
    expect(codes("BORTE_COLOR")).toEqual([]);
    expect(codes("AUTOMOTIVE")).toEqual([]);
  });

  it("names a rep line by its trademark where it has one", () => {
    const t = (key: string) => `[${key}]`;
    expect(lineLabel(t, "PRD_FLOORING")).toBe("HFLOR · [material.PRD_FLOORING]");
    expect(lineLabel(t, "DECO_COLOR")).toBe("[material.DECO_COLOR]");
  });
});
