/**
 * The visualiser's rules without a browser: which scenes each product's uses allow (over every
 * demo product), how the URL's state is read (stray values are flagged, never thrown), the tile
 * size that sets the texture's true scale, and the roughness order of the finishes.
 */
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../demo/catalogue";
import { scenesFor, familyHasScenes, SCENE_IDS } from "../../core/visualiser/scenes";
import { parseVisualiserQuery, visualiserQuery } from "../../core/visualiser/state";
import { finishRoughness } from "../../core/visualiser/roughness";
import { visualiserTile } from "../../core/visualiser/tile";

const { products } = seedCatalogue();

describe("scenes a product is offered", () => {
  it("follow each product's category and uses", () => {
    for (const product of products) {
      const scenes = scenesFor(product);
      expect(new Set(scenes).size).toBe(scenes.length);
      expect(scenes.length > 0).toBe(familyHasScenes(product.family));
      if (product.family === "PRD_FLOORING") expect(scenes).toEqual(["floor"]);
      if (product.family === "AUTOMOTIVE") expect(scenes).toEqual(["car"]);
      if (product.sink) expect(scenes).toEqual([product.sink.space]);
      if (product.family === "PCD_VIZUON") expect(scenes).toContain("sign");
      if (product.family === "PCD_VIZUON" && product.type === "VEH") expect(scenes[0]).toBe("wrap");
      // Only a product rated for outdoor use is shown on a façade among the worktop materials.
      if (["HIMACS_COLOR", "VIATERA_COLOR", "TERACANTO_COLOR"].includes(product.family) && !product.sink) {
        expect(scenes.slice(0, 2)).toEqual(["kitchen", "bathroom"]);
        expect(scenes.includes("facade")).toBe(product.flags.includes("outdoor") || /exterior/i.test(product.attributes.use ?? ""));
      }
    }
  });

  it("cover every scene somewhere in the catalogue", () => {
    const offered = new Set(products.flatMap((product) => scenesFor(product)));
    expect([...offered].sort()).toEqual([...SCENE_IDS].sort());
  });
});

describe("the visualiser's URL", () => {
  it("reads a shared state and writes it back with the defaults left out", () => {
    const parsed = parseVisualiserQuery(new URLSearchParams("product=10100235&scene=bathroom&view=close&light=evening&compare=10100236"));
    expect(parsed).toEqual({ product: "10100235", scene: "bathroom", view: "close", light: "evening", compare: "10100236", dirty: false });
    const query = visualiserQuery({ product: "10100235", scene: "kitchen", view: "overview", light: "day", compare: null }, { scene: "kitchen" });
    expect(query.toString()).toBe("product=10100235");
  });

  it.each(["product=abc", "product=10100235&scene=moon", "product=10100235&view=top", "product=10100235&light=noon", "product=10100235&x=1", "product=10100235&product=10100236", "product=10100235&compare=../x"])("flags %s as stray", (search) => {
    expect(parseVisualiserQuery(new URLSearchParams(search)).dirty).toBe(true);
  });
});

describe("true scale and finish", () => {
  it("repeats flooring at a plank's width and other surfaces at the swatch's 600 mm", () => {
    for (const product of products) {
      const tile = visualiserTile(product);
      expect(tile.widthMm).toBeGreaterThan(0);
      expect(tile.heightMm).toBeGreaterThan(0);
      if (product.family === "PRD_FLOORING" && product.dimensions.widthMm && product.dimensions.widthMm <= 1000 && product.dimensions.lengthMm) expect(tile.widthMm).toBe(product.dimensions.widthMm);
    }
  });

  it("orders roughness as the finishes look: polished < gloss < brushed < leather < matte < velvet touch", () => {
    const order = (["polished", "gloss", "brushed", "leather", "matte", "velvet-touch"] as const).map(finishRoughness);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
