/**
 * Whether a map repeats without a visible seam (issue 28, "Done means"): the mean step across the
 * wrap edge (last column to first, last row to first) is compared with the mean step between
 * neighbouring interior pixels. A map that tiles steps across its wrap about as its interior does;
 * a picture cut from a larger one jumps there. One measure, used by the unit test of the generated
 * maps and by the import's check of a manufacturer's maps (decision 0077).
 */

export interface WrapSteps {
  /** Mean absolute difference between neighbouring interior pixels, 0..255. */
  interior: number;
  /** Mean absolute difference across the wrap edge, 0..255. */
  wrap: number;
}

/** The wrap step may exceed the interior's by this factor plus one grey level (noise in a mean of a few hundred pixels). */
export const SEAM_TOLERANCE = 1.5;

/** Mean steps between horizontally adjacent pixels: interior pairs, and the wrap pair (last column to first). */
export function columnSteps(pixels: ArrayLike<number>, width: number, height: number, channels: number): WrapSteps {
  let interior = 0;
  let wrap = 0;
  const row = width * channels;
  for (let y = 0; y < height; y++) {
    const start = y * row;
    for (let i = start + channels; i < start + row; i++) interior += Math.abs(pixels[i]! - pixels[i - channels]!);
    for (let c = 0; c < channels; c++) wrap += Math.abs(pixels[start + c]! - pixels[start + row - channels + c]!);
  }
  return { interior: interior / Math.max(1, (width - 1) * height * channels), wrap: wrap / (height * channels) };
}

/** The same for vertically adjacent pixels (last row to first). */
export function rowSteps(pixels: ArrayLike<number>, width: number, height: number, channels: number): WrapSteps {
  let interior = 0;
  let wrap = 0;
  const row = width * channels;
  for (let i = row; i < row * height; i++) interior += Math.abs(pixels[i]! - pixels[i - row]!);
  const last = row * (height - 1);
  for (let i = 0; i < row; i++) wrap += Math.abs(pixels[i]! - pixels[last + i]!);
  return { interior: interior / Math.max(1, (height - 1) * row), wrap: wrap / row };
}

/** Whether one direction's wrap step is within the tolerance of its interior steps. */
export function stepsTile(steps: WrapSteps, tolerance = SEAM_TOLERANCE): boolean {
  return steps.wrap <= steps.interior * tolerance + 1;
}

/** Whether the map (row-major, `channels` values a pixel) repeats without a seam both ways. */
export function tilesWithoutSeam(pixels: ArrayLike<number>, width: number, height: number, channels: number): boolean {
  return stepsTile(columnSteps(pixels, width, height, channels)) && stepsTile(rowSteps(pixels, width, height, channels));
}
