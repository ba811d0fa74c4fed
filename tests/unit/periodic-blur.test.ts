/**
 * The maps' blurs read and hand out rows (blurWrappedRows) instead of whole images: every row must
 * be blurWrapped's, float for float, so the maps keep their bytes; for one and two passes, radii
 * that wrap more than once and the largest the image allows, sizes that are not square, and a
 * caller that keeps its own image in the scratch rows the blur has freed (as surfaceMaps does).
 */
import { describe, expect, it } from "vitest";
import { blurWrapped, blurWrappedRows } from "../../server/materials/periodic";

const rowsOf = (values: Float32Array, width: number) => (y: number, into: Float32Array, at: number) => into.set(values.subarray(y * width, (y + 1) * width), at);

function noise(width: number, height: number, seed: number): Float32Array {
  const values = new Float32Array(width * height);
  let state = seed;
  for (let i = 0; i < values.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    values[i] = (state >>> 8) / 2 ** 24;
  }
  return values;
}

describe("blurWrappedRows", () => {
  for (const [width, height, radius] of [[64, 64, 5], [97, 31, 12], [8, 50, 3], [40, 5, 9], [3, 3, 1]] as const) {
    for (const passes of [1, 2] as const) {
      it(`gives blurWrapped's values at ${width} × ${height}, radius ${radius}, ${passes} pass${passes > 1 ? "es" : ""}`, () => {
        const values = noise(width, height, width * 131 + height + passes);
        const whole = blurWrapped(values, width, height, radius, passes);
        const rows = new Float32Array(width * height);
        const order: number[] = [];
        const scratch = passes === 2 ? new Float32Array(width * height) : null;
        blurWrappedRows(rowsOf(values, width), width, height, radius, passes, scratch, (y, blurred) => {
          order.push(y);
          rows.set(blurred, y * width);
          // Row y of the scratch is free now: overwriting it must not change the rows still to come.
          scratch?.fill(-7, y * width, (y + 1) * width);
        });
        expect(order).toEqual(Array.from({ length: height }, (_, y) => y));
        expect(rows).toEqual(whole);
      });
    }
  }
});
