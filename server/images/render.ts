/**
 * From swatch to encoded image: render the texture's pixels (supersampled for small sizes, so
 * features finer than a pixel average out instead of aliasing) and encode them with sharp.
 * Servers do this in the worker pool (render-worker.ts); this module is the pipeline itself.
 */
import sharp from "sharp";
import type { Swatch } from "../../core/catalogue/model";
import { masterFor, type EncodedFormat } from "./render-plan";
import { createTextureRenderer, renderPixels } from "../../core/catalogue/seed/textures";

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

/**
 * The same, in slices of rows that give the event loop a turn every `sliceMs` milliseconds, so a
 * large render does not stall the requests being served meanwhile.
 */
export async function renderPixelsAsync(swatch: Swatch, size: number, outputSize = size, sliceMs = 25): Promise<Uint8ClampedArray> {
  const out = new Uint8ClampedArray(size * size * 3);
  const renderer = createTextureRenderer(swatch, size, outputSize);
  await yieldToEventLoop();
  let y = 0;
  let rows = Math.max(1, Math.floor(200_000 / size));
  while (y < size) {
    const started = performance.now();
    const end = Math.min(size, y + rows);
    renderer.renderRows(out, y, end);
    y = end;
    const elapsed = performance.now() - started;
    // Aim each slice at sliceMs.
    rows = Math.max(1, Math.min(size, Math.round((rows * sliceMs) / Math.max(1, elapsed))));
    if (y < size) await yieldToEventLoop();
  }
  return out;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
