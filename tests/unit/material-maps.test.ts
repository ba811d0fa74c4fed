/**
 * The maps of a material tile (issue 28, "Done means"): for every texture kind, the difference
 * across the wrap edge (last column to first, last row to first) is no larger than between
 * neighbouring interior pixels, within a tolerance, in the base colour and in the maps computed
 * from it. And the surface follows the finish: relief makes a bumpier normal map.
 */
import { describe, expect, it } from "vitest";
import { TEXTURES, type Texture } from "../../core/catalogue/enums";
import { surfaceMaps, type SurfaceRecipe } from "../../server/materials/maps";
import { renderBasecolor } from "../../server/materials/basecolor";
import { foldPeriodic } from "../../server/materials/periodic";
import { renderPixels } from "../../server/images/sources/procedural";
import { columnSteps, rowSteps, SEAM_TOLERANCE as TOLERANCE } from "../../core/materials/seam";

function expectTiles(name: string, pixels: ArrayLike<number>, width: number, height: number, channels: number): void {
  const across = columnSteps(pixels, width, height, channels);
  const down = rowSteps(pixels, width, height, channels);
  expect(across.wrap, `${name}: left-right wrap ${across.wrap.toFixed(2)} vs interior ${across.interior.toFixed(2)}`).toBeLessThanOrEqual(across.interior * TOLERANCE + 1);
  expect(down.wrap, `${name}: top-bottom wrap ${down.wrap.toFixed(2)} vs interior ${down.interior.toFixed(2)}`).toBeLessThanOrEqual(down.interior * TOLERANCE + 1);
}

const RECIPE: SurfaceRecipe = { relief: 0.6, roughness: 0.5, finish: "leather", embossed: true, seed: 7 };
const SWATCH_COLOURS: Record<Texture, [string, string]> = {
  solid: ["#e8e4dc", "#d8d2c8"],
  sparkle: ["#2a2a2e", "#c0c0c8"],
  granite: ["#6b6660", "#1e1c1a"],
  marble: ["#eeeae4", "#5a5650"],
  concrete: ["#9a9894", "#6e6c68"],
  terrazzo: ["#e4ded4", "#8a5a3a"],
  wood: ["#a0724a", "#5a3a20"],
  metal: ["#b0b4b8", "#e0e4e8"],
  stone: ["#7a7064", "#4a4238"],
  textile: ["#4a5a6a", "#2a3a4a"],
};

describe("material maps tile without a seam", () => {
  for (const texture of TEXTURES) {
    it(`${texture}: base colour, normal, roughness and height wrap like their interior`, () => {
      const [base, accent] = SWATCH_COLOURS[texture];
      // A slab's proportions (not square), small enough for a unit test.
      const width = 320;
      const height = 160;
      const basecolor = renderBasecolor({ texture, base, accent, seed: 4242 }, width, height);
      expectTiles(`${texture} basecolor`, basecolor, width, height, 3);
      const maps = surfaceMaps(basecolor, width, height, RECIPE);
      expectTiles(`${texture} normal`, maps.normal, width, height, 3);
      expectTiles(`${texture} roughness`, maps.roughness, width, height, 1);
      expectTiles(`${texture} height`, maps.height, width, height, 1);
    });
  }

  it("control: the texture as rendered for a swatch, unfolded, fails the same check", () => {
    // Proves the measure can see a seam: granite's unfolded wrap jumps about three times its interior steps.
    const size = 320;
    const raw = renderPixels({ texture: "granite", base: "#6b6660", accent: "#1e1c1a", seed: 4242 }, size, size);
    const across = columnSteps(raw, size, size, 3);
    expect(across.wrap).toBeGreaterThan(across.interior * TOLERANCE + 1);
  });

  it("the fold makes the first column continue the last exactly where the margin starts", () => {
    // A horizontal ramp 0..(width + margin - 1): unfolded, the wrap would jump by the whole ramp.
    const width = 40;
    const height = 8;
    const margin = 8;
    const source = new Uint8ClampedArray((width + margin) * (height + margin));
    for (let y = 0; y < height + margin; y++) for (let x = 0; x < width + margin; x++) source[y * (width + margin) + x] = x * 4;
    const folded = foldPeriodic(source, width, height, margin, 1);
    // Column 0 is the source's column `width`, the right neighbour of the last column.
    expect(folded[0]).toBe(width * 4);
    expect(folded[width - 1]).toBe((width - 1) * 4);
  });
});

describe("a sink's material", () => {
  it("is the surface it is made of, not the picture of the basin its swatch draws", () => {
    // A sink's swatch as the demo catalogue writes one (drawn without building the catalogue).
    const sink = { swatch: { texture: "solid", base: "#e8e4dc", accent: "#d8d2c8", seed: 77, shape: { kind: "SINK", overall: { widthMm: 800, lengthMm: 500, depthMm: 200 }, inner: { widthMm: 700, lengthMm: 400, depthMm: 180 }, outline: "rounded" } } } as const;
    const { shape: _basin, ...surface } = sink.swatch;
    expect(renderBasecolor(sink.swatch, 96, 96)).toEqual(renderBasecolor(surface, 96, 96));
    // And the swatch itself does draw a basin: different pixels.
    expect(renderPixels(sink.swatch, 96)).not.toEqual(renderPixels(surface, 96));
  });
});

describe("the surface follows the relief", () => {
  it("a deep leather grain tilts the normals more than a polished surface", () => {
    const width = 128;
    const height = 128;
    const basecolor = renderBasecolor({ texture: "textile", base: "#5a4a3a", accent: "#3a2a1a", seed: 9 }, width, height);
    const tilt = (relief: number, finish: SurfaceRecipe["finish"]) => {
      const { normal } = surfaceMaps(basecolor, width, height, { relief, roughness: 0.5, finish, embossed: false, seed: 9 });
      let sum = 0;
      // Blue is the normal's z: 255 is flat, lower is tilted.
      for (let i = 2; i < normal.length; i += 3) sum += 255 - normal[i]!;
      return sum / (normal.length / 3);
    };
    expect(tilt(1, "leather")).toBeGreaterThan(tilt(0.05, "polished") * 3);
  });
});
