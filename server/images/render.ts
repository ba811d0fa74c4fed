/**
 * The encoder every product image goes through, whichever source drew it: a procedural texture's
 * pixels (sources/procedural.ts, supersampled for small sizes so features finer than a pixel
 * average out instead of aliasing) or a stored photo (sources/stored.ts), encoded with sharp.
 * Servers do this in the worker pool (render-worker.ts).
 */
import sharp from "sharp";
import { masterFor, type EncodedFormat } from "./render-plan";

export type { EncodedFormat } from "./render-plan";

export const CONTENT_TYPES: Record<EncodedFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** The pixel size the texture is rendered at before being reduced to `width`. */
export function renderSize(width: number): number {
  return masterFor(width).size;
}

/**
 * Encodes a square texture render at `width`. `crop` (0–1] keeps only the centre of the render, a
 * closer view of the same texture: generated "detail" and "room" gallery images.
 */
export async function encodePixels(pixels: Uint8ClampedArray, size: number, width: number, format: EncodedFormat, crop = 1, height = width): Promise<Buffer> {
  const input = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  let image = sharp(input, { raw: { width: size, height: size, channels: 3 } });
  const side = Math.max(1, Math.round(size * crop));
  if (side < size) {
    const offset = Math.floor((size - side) / 2);
    image = image.extract({ left: offset, top: offset, width: side, height: side });
  }
  // A banner keeps the middle band of the square (fit cover), at the square's scale.
  if (side !== width || height !== width) image = image.resize(width, height, { fit: "cover", kernel: "lanczos3" });
  return encodeImage(image, width, format);
}

/** The encoder settings every product image uses, generated or stored. `width` picks the effort. */
export async function encodeImage(image: sharp.Sharp, width: number, format: EncodedFormat): Promise<Buffer> {
  switch (format) {
    case "avif":
      // Small swatches can afford effort 2 and full chroma (fine coloured chips stay crisp); large
      // images use effort 0 and 4:2:0, the only settings fast enough at 2400 px (about 0.5–1 s).
      return width <= 640
        ? image.avif({ quality: 55, effort: 2 }).toBuffer()
        : image.avif({ quality: 55, effort: 0, chromaSubsampling: "4:2:0" }).toBuffer();
    case "webp":
      return image.webp({ quality: 82, effort: width <= 1280 ? 4 : 2 }).toBuffer();
    case "jpeg":
      // Downloads go into design tools: tag them as sRGB. JPEG has no alpha: flatten onto white.
      return image.flatten({ background: "#ffffff" }).withIccProfile("srgb").jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer();
  }
}
