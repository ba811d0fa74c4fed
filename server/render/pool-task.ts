/**
 * What the render pool runs and what it hands back, for every kind of task: images
 * (images/render-worker.ts), documents, books and spec packs (documents/document-worker.ts).
 * Kept here so that neither task folder imports the other's worker.
 */
import type { DocumentTask } from "../documents/document-worker";
import type { BookTask, BookTaskResult } from "../documents/book/book-task";
import type { SpecPackTask } from "../documents/spec-pack/spec-pack-task";
import type { RenderTask, StoredImageTask } from "../images/render-worker";
import type { MaterialTask, MaterialTaskResult, PixelsResult } from "../materials/material-task";
import type { RoomStillResult } from "../visualiser/still-task";

/** What the pool runs: an image render (images/render-worker.ts) or a document render (document-worker.ts). */
export type PoolTask = RenderTask | StoredImageTask | MaterialTask | DocumentTask | BookTask | SpecPackTask;

export interface RenderedFile {
  file: string;
  size: number;
  bytes?: Uint8Array;
  /** Why the cache write failed; the bytes are still good. */
  writeError?: string;
}

/**
 * What the worker answers for each kind of task (an image task may leave `kind` out). A kind
 * missing here fails to compile where the pool is called, so a new task kind comes with its answer.
 */
export interface PoolResults {
  image: RenderedFile[];
  stored: RenderedFile[];
  material: MaterialTaskResult[];
  "material-rows": PixelsResult[];
  "material-surface": PixelsResult[];
  "material-png": MaterialTaskResult[];
  "room-still": RoomStillResult[];
  document: RenderedFile[];
  book: BookTaskResult[];
  "spec-pack": RenderedFile[];
}

/** The answer to task `T`: callers that name the kind get its result type without a cast. */
export type PoolResult<T extends PoolTask = PoolTask> = PoolResults[NonNullable<T["kind"]>];
