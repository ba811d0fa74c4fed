/**
 * The document task of the render pool (a piscina task file, run in the pool's worker threads):
 * renders one PDF, writes it into the disk cache, and sends its bytes back to the visitor waiting.
 *
 * A worker loads this file, and with it the PDF renderer (pdfkit, fontkit; the fonts of a language
 * are read on its first document: about 1 MB for Inter, 15-20 MB for Noto Sans JP or SC),
 * only when it is first given a document, so a worker that only renders images never carries it.
 * Bundled as build/server/document-worker.js (see vite.config.ts); run from source through tsx.
 */
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import type { Guides } from "../../core/catalogue/guides";
import { imageVersion } from "../../core/catalogue/media";
import type { Collection, Product } from "../../core/catalogue/model";
import { writeAtomically } from "../render/disk-cache";
import type { RenderedFile } from "../render/pool-task";
import { encodeStored } from "../images/sources/stored";
import { renderDocument, renderSwatchImage, SWATCH_IMAGE_WIDTH } from "./render-document";
import { renderBookTask, type BookTask } from "./book/book-task";
import { renderSpecPackTask, type SpecPackTask } from "./spec-pack/spec-pack-task";

export interface DocumentTask {
  kind: "document";
  product: Product;
  collection: Collection | undefined;
  guides: Guides | null;
  type: DocumentType;
  language: ContentLanguage;
  /** Absolute cache path to write. */
  file: string;
  /** The stored photo of the product's primary image, if it has one; else its swatch is drawn. */
  swatchPhoto?: Uint8Array;
}

/**
 * A product's documents come in several types and languages with the same swatch: keep the last
 * few swatch JPEGs (about 30 kB each) so each language does not render it again (about 0.2 s).
 */
const SWATCHES_KEPT = 16;
const swatches = new Map<string, Promise<Uint8Array | null>>();

function swatchFor(product: Product, photo: Uint8Array | undefined): Promise<Uint8Array | null> {
  const key = imageVersion(product);
  let image = swatches.get(key);
  if (!image) {
    // A swatch that cannot be rendered should not cost the document: a flat one is drawn instead.
    const rendered = photo ? encodeStored(photo, "square", SWATCH_IMAGE_WIDTH, "jpeg") : renderSwatchImage(product);
    image = rendered.then((bytes) => new Uint8Array(bytes)).catch(() => null);
    swatches.set(key, image);
    if (swatches.size > SWATCHES_KEPT) swatches.delete(swatches.keys().next().value!);
  }
  return image;
}

export default async function renderDocumentTask(task: DocumentTask | BookTask | SpecPackTask): Promise<RenderedFile[]> {
  if (task.kind === "book") return renderBookTask(task);
  if (task.kind === "spec-pack") return renderSpecPackTask(task);
  const { product, collection, guides, type, language } = task;
  const bytes = await renderDocument({ product, collection, guides, type, language, swatchImage: await swatchFor(product, task.swatchPhoto) });
  const result: RenderedFile = { file: task.file, size: bytes.byteLength, bytes };
  await writeAtomically(task.file, bytes).catch((error: unknown) => {
    result.writeError = error instanceof Error ? error.message : String(error);
  });
  return [result];
}
