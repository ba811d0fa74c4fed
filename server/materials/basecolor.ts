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
import { basecolorCut, foldMargin } from "./basecolor-cut";

/** Textures of distinct chips, flecks and crystals: folded along a wandering line rather than faded. */
const CRISP_SEAM: ReadonlySet<Texture> = new Set<Texture>(["granite", "terrazzo", "sparkle"]);

/**
 * Rows [y0, y1) of the cut (RGB, `cutWidth` wide). Only that band of the square is drawn, so the
 * cut can be drawn in slices (background warm-ups, decision 0075) or whole: a slab's cut is a third
 * of the square or less. A sink's swatch is a picture of the basin (`shape`): its material is the
 * surface it is made of.
 */
export function renderBasecolorRows(swatch: Swatch, width: number, height: number, y0: number, y1: number): Uint8ClampedArray {
  const { side, cutWidth, left, top } = basecolorCut(width, height);
  const { shape: _basin, ...surface } = swatch;
  const band = renderPixelRows(surface, side, side, top + y0, top + y1);
  // A square or landscape tile's cut spans the square's whole width: the band is the cut's rows.
  if (cutWidth === side) return band;
  const rows = new Uint8ClampedArray(cutWidth * (y1 - y0) * 3);
  for (let y = 0; y < y1 - y0; y++) {
    const from = (y * side + left) * 3;
    rows.set(band.subarray(from, from + cutWidth * 3), y * cutWidth * 3);
  }
  return rows;
}

/** The whole cut, folded into a tile that repeats without seams. */
export function foldBasecolor(swatch: Swatch, cut: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const seam: SeamShape = CRISP_SEAM.has(swatch.texture) ? "crisp" : "soft";
  return foldPeriodic(cut, width, height, foldMargin(width, height), 3, seam);
}

/** A swatch's texture, `width` × `height`, repeating without seams. */
export function renderBasecolor(swatch: Swatch, width: number, height: number): Uint8ClampedArray {
  return foldBasecolor(swatch, renderBasecolorRows(swatch, width, height, 0, basecolorCut(width, height).cutHeight), width, height);
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
