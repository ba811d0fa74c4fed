/**
 * Sinks, basins, shower trays and baths are drawn as the piece in its colour (issue 26, decision
 * 0062), not as a flat square: every one of the demo catalogue carries its shape, and the drawing
 * shows a backdrop, the piece's rim in its colour, a shaded bowl and a drain.
 */
import { describe, expect, it } from "vitest";
import { SwatchSchema, type Product, type SwatchShape } from "../../core/catalogue/model";
import { renderSinkPixels } from "../../core/sinks/sink-drawing";
import { isSink } from "../../core/sinks/sink-filter";
import { demoSeed } from "../support/demo-seed";
import { renderPixels } from "../../server/images/sources/procedural";

const SIZE = 160;
const BASIN: SwatchShape = { kind: "BOWL", overall: { widthMm: 600, lengthMm: 400, depthMm: 140 }, inner: { widthMm: 520, lengthMm: 320, depthMm: 110 }, outline: "rounded" };

const at = (pixels: Uint8ClampedArray, x: number, y: number) => {
  const o = (Math.round(y) * SIZE + Math.round(x)) * 3;
  return [pixels[o]!, pixels[o + 1]!, pixels[o + 2]!];
};
const luminance = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

describe("sink drawings", () => {
  it("are what every sink, basin, tray and bath of the demo catalogue is drawn as", () => {
    const products: Product[] = demoSeed().products;
    const sinks = products.filter((p) => p.sink);
    expect(sinks.length).toBeGreaterThan(50);
    for (const product of sinks) {
      expect(product.swatch.shape?.kind, product.itemNumber).toBe(product.type);
      expect(product.swatch.shape?.overall, product.itemNumber).toEqual(product.sink!.overall);
      expect(SwatchSchema.safeParse(product.swatch).success, product.itemNumber).toBe(true);
    }
    expect(products.filter((p) => !p.sink && p.swatch.shape)).toEqual([]);
    expect(sinks.every((p) => isSink(p))).toBe(true);
  });

  it("show the piece in its colour on a backdrop, with a shaded bowl and a drain", () => {
    const base = "#f1ecdf";
    const pixels = renderSinkPixels({ size: SIZE, base, shape: BASIN });
    const corner = at(pixels, 2, 2);
    // The rim, between the piece's edge and its bowl (top-left of the piece, lit), is the piece's colour.
    const rim = at(pixels, SIZE * 0.5, SIZE * 0.5 - 0.8 * SIZE * 0.5 * (400 / 600) + 3);
    const floor = at(pixels, SIZE * 0.5 + SIZE * 0.12, SIZE * 0.52);
    const drain = at(pixels, SIZE * 0.5, SIZE * 0.5 + 0.2 * ((400 - 320) / 600) * 0.8 * SIZE - 2);
    for (const [channel, value] of [0xf1, 0xec, 0xdf].entries()) expect(Math.abs(rim[channel]! - value), `rim channel ${channel}`).toBeLessThan(14);
    expect(luminance(corner)).toBeLessThan(luminance(rim) - 10);
    expect(luminance(floor)).toBeLessThan(luminance(rim));
    expect(luminance(drain)).toBeLessThan(luminance(floor) - 40);
    // Not a flat square: many distinct colours.
    const distinct = new Set<number>();
    for (let i = 0; i < pixels.length; i += 3) distinct.add((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!);
    expect(distinct.size).toBeGreaterThan(200);
  });

  it("are what the image pipeline renders for a swatch with a shape, and only then", () => {
    const swatch = { texture: "solid" as const, base: "#f4f4f1", accent: "#ffffff", seed: 7 };
    expect(renderPixels({ ...swatch, shape: BASIN }, SIZE)).toEqual(renderSinkPixels({ size: SIZE, base: swatch.base, shape: BASIN }));
    expect(new Set(renderPixels(swatch, 32)).size).toBeLessThan(40);
  });

  it("draw every kind and outline without leaving the square", () => {
    for (const kind of ["SINK", "BOWL", "SHOWER_TRAY", "BATH"] as const) {
      for (const outline of ["square", "rounded", "oval"] as const) {
        for (const bowls of [1, 2] as const) {
          const pixels = renderSinkPixels({ size: 48, base: "#ddcfb4", shape: { ...BASIN, kind, outline, bowls } });
          expect(pixels.length).toBe(48 * 48 * 3);
          expect(pixels.every((v) => Number.isFinite(v))).toBe(true);
        }
      }
    }
  });
});
