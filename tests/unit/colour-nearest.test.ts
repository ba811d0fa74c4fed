import { describe, expect, it } from "vitest";
import { deltaE2000, meanLab } from "../../core/catalogue/colour/mean-colour";
import { nearestColours, type ColourTable } from "../../core/catalogue/colour/nearest";
import { converter } from "culori";

describe("ΔE2000", () => {
  // Sharma, Wu and Dalal (2005), test data pairs 1, 7 and 17.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
  ] as const)("matches the published value for %j vs %j", (x, y, expected) => {
    expect(deltaE2000(x, y)).toBeCloseTo(expected, 3);
  });
});

describe("measured mean colour", () => {
  it("of a flat colour is that colour", () => {
    const pixels = new Uint8ClampedArray(16 * 16 * 3);
    for (let i = 0; i < pixels.length; i += 3) pixels.set([180, 40, 90], i);
    const lab = converter("lab65")("rgb(180, 40, 90)")!;
    const [l, a, b] = meanLab(pixels);
    expect(l).toBeCloseTo(lab.l, 1);
    expect(a).toBeCloseTo(lab.a, 1);
    expect(b).toBeCloseTo(lab.b, 1);
  });

  it("mixes black and white in linear light, lighter than the mean of the bytes", () => {
    const pixels = new Uint8ClampedArray([0, 0, 0, 255, 255, 255]);
    expect(meanLab(pixels)[0]).toBeGreaterThan(70);
  });
});

describe("nearest colours", () => {
  const colours: Array<[number, number, number]> = [
    [50, 0, 0],
    [51, 0, 0],
    [60, 10, 0],
    [50, 1, 1],
    [90, 0, 0],
  ];
  const table: ColourTable = { lab: new Float32Array(colours.flat()), ids: colours.map((_, i) => String(i)) };

  it("ranks by ΔE2000, nearest first, never the product itself", () => {
    const found = nearestColours(table, 0, 3, () => true);
    expect(found.map((n) => n.index)).toEqual([1, 3, 2]);
    expect(found.map((n) => n.deltaE)).toEqual([...found.map((n) => n.deltaE)].sort((a, b) => a - b));
  });

  it("keeps only what the filter accepts (another region, a discontinued colour)", () => {
    expect(nearestColours(table, 0, 2, (i) => i !== 1).map((n) => n.index)).toEqual([3, 2]);
  });
});
