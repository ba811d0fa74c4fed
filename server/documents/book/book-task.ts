/**
 * The render pool's book task (run by document-worker.ts in a worker thread): renders a category's
 * book with a small swatch per product, rendered one at a time from the product's swatch recipe
 * (about 10 ms each at this size), so memory holds one texture at a time plus the embedded JPEGs.
 */
import { bookSwatchKey, type BookPage, type BookProduct } from "../../../core/catalogue/book";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import type { Region } from "../../../core/regions/regions";
import { renderPixels } from "../../images/sources/procedural";
import { writeAtomically } from "../../render/disk-cache";
import sharp from "sharp";
import type { RenderedFile } from "../../render/pool-task";
import { renderBook } from "./render-book";

export interface BookTask {
  kind: "book";
  region: Region;
  language: ContentLanguage;
  brand: string;
  title: string;
  code: string;
  pages: readonly BookPage[];
  /** Absolute cache path to write. */
  file: string;
  /** Swatch JPEGs drawn for earlier books, by bookSwatchKey: only the others are drawn. */
  swatches: Record<string, Uint8Array>;
}

/** The book, and the swatches drawn for it that `swatches` did not hold. */
export interface BookTaskResult extends RenderedFile {
  swatches: Record<string, Uint8Array>;
}

/** Texture side rendered, and the JPEG's side: a swatch is about 70 pt wide in the book (~130 dpi). */
const RENDER_SIDE = 160;
const SWATCH_SIDE = 128;

/** The book's swatch JPEG of a product (also the likes' spec pack's, server/documents/spec-pack). */
export async function smallSwatch(product: Pick<BookProduct, "swatch">): Promise<Uint8Array | null> {
  try {
    const pixels = renderPixels(product.swatch, RENDER_SIDE, RENDER_SIDE);
    // No ICC profile (about 3 kB each, a third of a swatch) and a lower quality than downloads: a
    // book of 500 swatches stays around 1.5 MB.
    const image = sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width: RENDER_SIDE, height: RENDER_SIDE, channels: 3 } });
    return new Uint8Array(await image.resize(SWATCH_SIDE, SWATCH_SIDE, { kernel: "lanczos3" }).jpeg({ quality: 80 }).toBuffer());
  } catch {
    // A swatch that cannot be rendered should not cost the book: a flat one is drawn instead.
    return null;
  }
}

/**
 * Drawing the swatches is nearly all of a book's time (461 of them, 9–14 s of a 10–16 s HIMACS
 * book, 28 Nov 2026), and the books of a category in every region and language show the same
 * ones: those the service kept from earlier books come with the task (decision 0075).
 */
export async function renderBookTask(task: BookTask): Promise<BookTaskResult[]> {
  const drawn: Record<string, Uint8Array> = {};
  const swatch = async (product: BookProduct) => {
    const key = bookSwatchKey(product);
    const known = task.swatches[key] ?? drawn[key];
    if (known) return known;
    const bytes = await smallSwatch(product);
    if (bytes) drawn[key] = bytes;
    return bytes;
  };
  const bytes = await renderBook({ ...task, swatch });
  const result: BookTaskResult = { file: task.file, size: bytes.byteLength, bytes, swatches: drawn };
  await writeAtomically(task.file, bytes).catch((error: unknown) => {
    result.writeError = error instanceof Error ? error.message : String(error);
  });
  return [result];
}
