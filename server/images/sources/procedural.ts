/**
 * The procedural image source: a product without a photo is shown as a texture drawn from its
 * swatch recipe (decision 0018) by the demo catalogue's texture generator. This file is the
 * runtime's only door to `demo/catalogue/textures` (decision 0051, enforced by lint): swatches,
 * books, documents and measured colours all reach generated pixels through it, so a catalogue of
 * photos never touches the generator on any other path.
 */
import type { Swatch } from "../../../core/catalogue/model";
import { createSinkRenderer } from "../../../core/sinks/sink-drawing";
import { createTextureRenderer as createTexture, renderPixels as renderTexture } from "../../../demo/catalogue/textures";
import { encodePixels, type EncodedFormat } from "../render";
import { masterFor } from "../render-plan";

/** A swatch recipe's pixels (RGB, `size` square), drawn at `outputSize` detail (supersampled when smaller). */
export function renderPixels(swatch: Swatch, size: number, outputSize = size): Uint8ClampedArray {
  if (!swatch.shape) return renderTexture(swatch, size, outputSize);
  const out = new Uint8ClampedArray(size * size * 3);
  createTextureRenderer(swatch, size, outputSize).renderRows(out, 0, size);
  return out;
}

/** A swatch with a shape (a sink, basin, tray or bath) is drawn as the piece in its colour (decision 0062). */
function createTextureRenderer(swatch: Swatch, size: number, outputSize: number) {
  return swatch.shape ? createSinkRenderer({ size, base: swatch.base, shape: swatch.shape }) : createTexture(swatch, size, outputSize);
}

/**
 * Only rows [y0, y1) of a swatch recipe's `size` square render, as a band `size` wide and
 * `y1 - y0` high: material maps of a slab cut a band from the middle and need not draw the rest,
 * and a band drawn into a buffer of its own size is neither allocated as the whole square nor
 * copied out of it (decision 0080).
 */
export function renderPixelRows(swatch: Swatch, size: number, outputSize: number, y0: number, y1: number): Uint8ClampedArray {
  const from = Math.max(0, y0);
  const to = Math.min(size, y1);
  const band = new Uint8ClampedArray(size * Math.max(0, to - from) * 3);
  if (!swatch.shape) {
    createTexture(swatch, size, outputSize).renderRows(band, from, to, from);
    return band;
  }
  // A sink's renderer writes into a whole square: its rows are copied out.
  const square = new Uint8ClampedArray(size * size * 3);
  createTextureRenderer(swatch, size, outputSize).renderRows(square, from, to);
  band.set(square.subarray(from * size * 3, to * size * 3));
  return band;
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
