/**
 * From swatch to encoded image: render the texture's pixels (supersampled for small sizes, so
 * features finer than a pixel average out instead of aliasing) and encode them with sharp.
 * Servers do this in the worker pool (render-worker.ts); this module is the pipeline itself.
 */
import sharp from "sharp";
import type { Swatch } from "../../core/catalogue/model";
import { masterFor, type EncodedFormat } from "./render-plan";
import { renderPixels, renderPixelsAsync } from "./textures";

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

export interface EncodeOptions {
  /** Render in slices that yield to the event loop (servers); default true. */
  cooperative?: boolean;
}

export async function renderImage(swatch: Swatch, width: number, format: EncodedFormat, options: EncodeOptions = {}): Promise<Buffer> {
  const { size, outputSize } = masterFor(width);
  const pixels = options.cooperative === false ? renderPixels(swatch, size, outputSize) : await renderPixelsAsync(swatch, size, outputSize);
  return encodePixels(pixels, size, width, format);
}

export async function encodePixels(pixels: Uint8ClampedArray, size: number, width: number, format: EncodedFormat): Promise<Buffer> {
  const input = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  let image = sharp(input, { raw: { width: size, height: size, channels: 3 } });
  if (size !== width) image = image.resize(width, width, { kernel: "lanczos3" });
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
      // Downloads go into design tools: tag them as sRGB.
      return image.withIccProfile("srgb").jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer();
  }
}
