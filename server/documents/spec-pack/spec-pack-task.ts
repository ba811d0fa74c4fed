/**
 * The render pool's spec pack task (run by document-worker.ts in a worker thread): renders the
 * visitor's pack with the online book's small swatches, one at a time. Nothing is written to the
 * disk cache: a pack is one visitor's, made for one download.
 */
import type { RenderedFile } from "../../render/pool-task";
import { smallSwatch } from "../book/book-task";
import { renderSpecPack, type RenderSpecPackInput } from "./render-spec-pack";

export interface SpecPackTask extends Omit<RenderSpecPackInput, "swatch"> {
  kind: "spec-pack";
}

export async function renderSpecPackTask(task: SpecPackTask): Promise<RenderedFile[]> {
  const bytes = await renderSpecPack({ ...task, swatch: smallSwatch });
  return [{ file: "", size: bytes.byteLength, bytes }];
}
