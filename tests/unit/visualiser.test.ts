/**
 * The visualiser's rules without a browser: which scenes each product's uses allow (over every
 * demo product), how the URL's state is read (stray values are flagged, never thrown), and that
 * the viewer repeats each product's maps at the material pack's tile size.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { scenesFor, familyHasScenes, SCENE_IDS } from "../../core/visualiser/scenes";
import { parseVisualiserQuery, visualiserQuery } from "../../core/visualiser/state";
import { materialRoughness, materialTile } from "../../core/materials/material";
import { visualiserProduct } from "../../app/visualiser/visualiser-data.server";

const { products } = demoSeed();

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
    const parsed = parseVisualiserQuery(new URLSearchParams("product=10100235&scene=bathroom&camera=close&light=evening&compare=10100236"));
    expect(parsed).toEqual({ product: "10100235", scene: "bathroom", view: "close", light: "evening", compare: "10100236", dirty: false });
    const query = visualiserQuery({ product: "10100235", scene: "kitchen", view: "overview", light: "day", compare: null }, { scene: "kitchen" });
    expect(query.toString()).toBe("product=10100235");
  });

  it.each(["product=abc", "product=10100235&scene=moon", "product=10100235&camera=top", "product=10100235&light=noon", "product=10100235&x=1", "product=10100235&product=10100236", "product=10100235&compare=../x"])("flags %s as stray", (search) => {
    expect(parseVisualiserQuery(new URLSearchParams(search)).dirty).toBe(true);
  });
});

describe("true scale", () => {
  it("gives the viewer the material pack's tile size, roughness and 1024 px maps for every product", () => {
    for (const product of products) {
      const shown = visualiserProduct(product, "en", "/images");
      const tile = materialTile(product);
      expect(shown.tile).toEqual({ widthMm: tile.widthMm, heightMm: tile.heightMm });
      expect(shown.roughness).toBe(materialRoughness(product));
      expect(shown.maps.basecolor).toMatch(new RegExp(`^/images/material/${product.contentId}/[^/]+/basecolor-1024\\.png$`));
      expect(shown.pack).toMatch(/\.zip$/);
    }
  });
});
