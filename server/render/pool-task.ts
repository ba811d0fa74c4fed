/**
 * What the render pool runs and what it hands back, for every kind of task: images
 * (images/render-worker.ts), documents, books and spec packs (documents/document-worker.ts).
 * Kept here so that neither task folder imports the other's worker.
 */
import type { DocumentTask } from "../documents/document-worker";
import type { BookTask } from "../documents/book/book-task";
import type { SpecPackTask } from "../documents/spec-pack/spec-pack-task";
import type { RenderTask, StoredImageTask } from "../images/render-worker";
import type { MaterialTask } from "../materials/material-task";

/** What the pool runs: an image render (images/render-worker.ts) or a document render (document-worker.ts). */
export type PoolTask = RenderTask | StoredImageTask | MaterialTask | DocumentTask | BookTask | SpecPackTask;

export interface RenderedFile {
  file: string;
  size: number;
  bytes?: Uint8Array;
  /** Why the cache write failed; the bytes are still good. */
  writeError?: string;
}
