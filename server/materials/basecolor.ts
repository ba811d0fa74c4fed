/**
 * The base colour of a material at the map's pixel size: a demo product's procedural texture made
 * periodic, or an imported product's photo scaled to cover the tile (a photo does not tile; the
 * pack says so). Procedural pixels come through server/images/sources/procedural.ts, the runtime's
 * only door to the demo texture generator (decision 0051).
 */
import sharp from "sharp";
import type { Swatch } from "../../core/catalogue/model";
import { renderPixelRows } from "../images/sources/procedural";
import type { Texture } from "../../core/catalogue/enums";
import { foldPeriodic, type SeamShape } from "./periodic";

/** Textures of distinct chips, flecks and crystals: folded along a wandering line rather than faded. */
const CRISP_SEAM: ReadonlySet<Texture> = new Set<Texture>(["granite", "terrazzo", "sparkle"]);

/** The margin folded over to make a texture tile: a sixteenth of the longer side. */
export function foldMargin(width: number, height: number): number {
  return Math.max(8, Math.round(Math.max(width, height) / 16));
}

/**
 * A swatch's texture, `width` × `height`, repeating without seams: rendered as a square a margin
 * larger than the longer side, the tile's rectangle (plus margin) cut from its middle, then folded.
 */
export function renderBasecolor(swatch: Swatch, width: number, height: number): Uint8ClampedArray {
  const margin = foldMargin(width, height);
  const side = Math.max(width, height) + margin;
  const cutWidth = width + margin;
  const cutHeight = height + margin;
  const left = Math.floor((side - cutWidth) / 2);
  const top = Math.floor((side - cutHeight) / 2);
  // Only the band the tile is cut from is drawn: a slab's is a third of the square or less. A
  // sink's swatch is a picture of the basin (`shape`): its material is the surface it is made of.
  const { shape: _basin, ...surface } = swatch;
  const square = renderPixelRows(surface, side, side, top, top + cutHeight);
  const cut = new Uint8ClampedArray(cutWidth * cutHeight * 3);
  for (let y = 0; y < cutHeight; y++) {
    const from = ((top + y) * side + left) * 3;
    cut.set(square.subarray(from, from + cutWidth * 3), y * cutWidth * 3);
  }
  const seam: SeamShape = CRISP_SEAM.has(swatch.texture) ? "crisp" : "soft";
  return foldPeriodic(cut, width, height, margin, 3, seam);
}

/** A stored photo as RGB pixels covering `width` × `height` (centre kept, as a swatch crop is). */
export async function photoBasecolor(photo: Uint8Array, width: number, height: number): Promise<Uint8ClampedArray> {
  const { data } = await sharp(photo)
    .rotate()
    .resize(width, height, { fit: "cover", kernel: "lanczos3" })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
}
