/**
 * The render pool's still task (run in a worker thread through the material task): the scene's
 * default view drawn by server/visualiser/room-still.ts with the product's base colour map (the
 * 1024 px map the material service has already rendered and cached), encoded as WebP and written
 * to the disk cache.
 */
import sharp from "sharp";
import { SCENE_LAYOUTS } from "../../core/visualiser/scene-layout";
import type { SceneId } from "../../core/visualiser/scenes";
import { STILL_FRAMES, stillPixels, type StillFrame, type StillWidth } from "../../core/visualiser/still";
import { writeAtomically } from "../render/disk-cache";
import { renderRoomStill } from "./room-still";

export interface RoomStillTask {
  kind: "room-still";
  scene: SceneId;
  frame: StillFrame;
  width: StillWidth;
  /** The base colour map's PNG bytes. */
  basecolor: Uint8Array;
  tile: { widthMm: number; heightMm: number };
  roughness: number;
  /** Absolute cache path to write. */
  file: string;
}

export interface RoomStillResult {
  file: string;
  size: number;
  bytes: Uint8Array;
  writeError?: string;
}

export async function renderRoomStillTask(task: RoomStillTask): Promise<RoomStillResult> {
  const { data, info } = await sharp(task.basecolor).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const layout = SCENE_LAYOUTS[task.scene];
  const { width, height } = stillPixels(task.frame, task.width);
  const pixels = renderRoomStill({
    layout,
    view: layout.views.overview,
    fovDegrees: STILL_FRAMES[task.frame].fovDegrees,
    width,
    height,
    texture: { rgb: data, width: info.width, height: info.height, tileMm: task.tile, roughness: task.roughness },
  });
  const bytes = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width, height, channels: 3 } })
    .webp({ quality: 78, effort: 3 })
    .toBuffer();
  const result: RoomStillResult = { file: task.file, size: bytes.length, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  await writeAtomically(task.file, bytes).catch((error: unknown) => {
    result.writeError = error instanceof Error ? error.message : String(error);
  });
  return result;
}
