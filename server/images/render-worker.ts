/**
 * The render worker (a piscina task, run in a worker thread). An image task renders a swatch's
 * texture once per master, encodes every requested width and format from it, and writes each file
 * into the disk cache itself, so background renders never send their bytes back to the request
 * thread. Document tasks run in the same threads from their own file (documents/document-worker.ts).
 *
 * Bundled as build/server/image-worker.js (see vite.config.ts); run from source through tsx.
 */
import { setPriority } from "node:os";
import sharp from "sharp";
import type { Swatch } from "../../core/catalogue/model";
import { writeAtomically } from "../render/disk-cache";
import type { RenderedFile } from "../render/pool-task";
import { encodePixels } from "./render";
import { groupByMaster, type EncodeTarget } from "./render-plan";
import { renderPixels } from "./sources/procedural";
import { encodeStored, type StoredFit } from "./sources/stored";
import { renderMaterialTask, type MaterialTask, type MaterialTaskResult, type PixelsResult } from "../materials/material-task";
import type { RoomStillResult } from "../visualiser/still-task";

export interface RenderTarget extends EncodeTarget {
  /** Absolute cache path to write. */
  file: string;
}

export interface RenderTask {
  kind?: "image";
  swatch: Swatch;
  /** Centre share of the render kept (GENERATED_CROP); 1 when absent. */
  crop?: number;
  targets: RenderTarget[];
  /** Send the encoded bytes back (a visitor is waiting), or only write them (prerender). */
  returnBytes: boolean;
}

export interface StoredTarget extends RenderTarget {
  fit: StoredFit;
}

/** A stored photo resized and encoded: the bytes come from the blob store through the service. */
export interface StoredImageTask {
  kind: "stored";
  bytes: Uint8Array;
  targets: StoredTarget[];
  returnBytes: boolean;
}

// The request thread must win the CPU over renders: lower this thread's priority (on Linux a
// per-thread nice value), and keep libvips (process-wide) to one thread per image so encodes do
// not fan out over both cores.
try {
  setPriority(0, 10);
} catch {
  // Not permitted on this platform: renders still run off the request thread.
}
sharp.concurrency(1);
// Every encode starts from a new raw buffer, so libvips' operation cache (50 MB by default) would
// only hold memory, never give a hit.
sharp.cache(false);

async function finish(target: RenderTarget, bytes: Buffer, returnBytes: boolean): Promise<RenderedFile> {
  const result: RenderedFile = { file: target.file, size: bytes.length };
  await writeAtomically(target.file, bytes).catch((error: unknown) => {
    result.writeError = error instanceof Error ? error.message : String(error);
  });
  if (returnBytes) result.bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return result;
}

function isMaterialTask(task: RenderTask | StoredImageTask | MaterialTask): task is MaterialTask {
  return task.kind !== undefined && task.kind !== "image" && task.kind !== "stored";
}

export default async function renderTask(task: RenderTask | StoredImageTask | MaterialTask): Promise<RenderedFile[] | MaterialTaskResult[] | RoomStillResult[] | PixelsResult[]> {
  // Material maps (server/materials) share this task file and its threads. Their results are
  // copied back, not moved: answering with Piscina.move hung piscina's close() on Node 22 (and
  // slowed the tasks), reproduced by material-packs.test.ts; moves into the worker are kept.
  if (isMaterialTask(task)) return renderMaterialTask(task);
  const results: RenderedFile[] = [];
  if (task.kind === "stored") {
    for (const target of task.targets) results.push(await finish(target, await encodeStored(task.bytes, target.fit, target.width, target.format, target.height), task.returnBytes));
    return results;
  }
  for (const group of groupByMaster(task.swatch.texture, task.targets)) {
    const { size, outputSize } = group.master;
    const pixels = renderPixels(task.swatch, size, outputSize);
    // One encode at a time: each takes a libuv pool thread, which the request thread shares.
    for (const target of group.targets) {
      results.push(await finish(target, await encodePixels(pixels, size, target.width, target.format, task.crop, target.height), task.returnBytes));
    }
  }
  // Bytes come back by structured clone: a request's image is a few hundred kB at most.
  return results;
}
