/**
 * The import's seam check of a manufacturer's material map (decision 0077): the map is decoded in
 * full and measured as the unit test measures the generated maps (core/materials/seam.ts). A map
 * with a seam is still imported; the product's maps are marked not tileable and the pack says so.
 */
import sharp from "sharp";
import { tilesWithoutSeam } from "../../../core/materials/seam";

/** Whether an image file (already checked: it decodes) repeats without a seam both ways. */
export async function mapTilesWithoutSeam(bytes: Uint8Array): Promise<boolean> {
  // Alpha is left out (maps are flattened on white when rendered); orientation does not matter,
  // since both directions are measured.
  const { data, info } = await sharp(bytes, { limitInputPixels: 100_000_000 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return tilesWithoutSeam(data, info.width, info.height, info.channels);
}
