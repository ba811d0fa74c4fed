/**
 * The stored image source: a photo a manufacturer imported (the blob store, decision 0017),
 * resized and encoded with the same settings as generated swatches. Beside it,
 * `procedural.ts` draws the images of products without a photo.
 */
import sharp from "sharp";
import { encodeImage, type EncodedFormat } from "../render";

/** How a stored photo is fitted to a requested width. */
export type StoredFit = "square" | "within" | "original" | "banner";

/**
 * A stored photo at `width`: a centred square crop (swatch widths, like the generated swatches),
 * the whole photo no wider than `width` (enlarged view; never enlarged), or the photo at its own
 * size (download), or a centred banner of `width` x `height` (share image). Auto-oriented by its EXIF orientation; limited to 100 megapixels.
 */
export async function encodeStored(bytes: Uint8Array, fit: StoredFit, width: number, format: EncodedFormat, height = width): Promise<Buffer> {
  let image = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
  if (fit === "square" || fit === "banner") image = image.resize(width, height, { fit: "cover", kernel: "lanczos3" });
  else if (fit === "within") image = image.resize({ width, withoutEnlargement: true, kernel: "lanczos3" });
  return encodeImage(image, width, format);
}
