/**
 * The procedural image source: a product without a photo is shown as a texture drawn from its
 * swatch recipe (decision 0018) by the demo catalogue's texture generator. This file is the
 * runtime's only door to `demo/catalogue/textures` (decision 0051, enforced by lint): swatches,
 * books, documents and measured colours all reach generated pixels through it, so a catalogue of
 * photos never touches the generator on any other path.
 */
import type { Swatch } from "../../../core/catalogue/model";
import { createTextureRenderer, renderPixels } from "../../../demo/catalogue/textures";
import { encodePixels, type EncodedFormat } from "../render";
import { masterFor } from "../render-plan";

/** A swatch recipe's pixels (RGB, `size` square), drawn at `outputSize` detail (supersampled when smaller). */
export { renderPixels };

/**
 * Only rows [y0, y1) of a swatch recipe's `size` square render (the rest of the buffer stays
 * black): material maps of a slab cut a band from the middle and need not draw the rest.
 */
export function renderPixelRows(swatch: Swatch, size: number, outputSize: number, y0: number, y1: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(size * size * 3);
  createTextureRenderer(swatch, size, outputSize).renderRows(out, Math.max(0, y0), Math.min(size, y1));
  return out;
}

export interface EncodeOptions {
  /** Render in slices that yield to the event loop (servers); default true. */
  cooperative?: boolean;
}

/** A swatch recipe rendered and encoded at `width`, from the master size the render plan gives that width. */
export async function renderImage(swatch: Swatch, width: number, format: EncodedFormat, options: EncodeOptions = {}): Promise<Buffer> {
  const { size, outputSize } = masterFor(width);
  const pixels = options.cooperative === false ? renderPixels(swatch, size, outputSize) : await renderPixelsAsync(swatch, size, outputSize);
  return encodePixels(pixels, size, width, format);
}

/**
 * The same pixels, in slices of rows that give the event loop a turn every `sliceMs` milliseconds,
 * so a large render does not stall the requests being served meanwhile.
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
