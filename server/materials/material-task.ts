/**
 * The render pool's material task (run in a worker thread through render-worker.ts): draws the
 * tileable base colour of a product (its procedural texture folded periodic, or its stored photo
 * scaled to the tile), computes the other maps from it, encodes each as PNG and writes every one
 * into the disk cache, since the maps share one render and a pack or the visualiser asks for all.
 */
import sharp from "sharp";
import type { Swatch } from "../../core/catalogue/model";
import type { MaterialMap } from "../../core/materials/material";
import { writeAtomically } from "../render/disk-cache";
import { renderRoomStillTask, type RoomStillResult, type RoomStillTask } from "../visualiser/still-task";
import { foldBasecolor, photoBasecolor, renderBasecolor, renderBasecolorRows } from "./basecolor";
import { surfaceMaps, type SurfaceMaps, type SurfaceRecipe } from "./maps";

/** Internal map of the glTF (occlusion, roughness, metal in R, G, B): packs only. */
export type RenderedMap = MaterialMap | "orm";

/**
 * What the pool runs for materials: every map of a product at one size, or the visualiser's still
 * drawn from them; or, for a background warm-up, the same maps in slices (decision 0075): bands of
 * the base colour's rows, then every map's pixels, then one PNG per task.
 */
export type MaterialTask = MapsTask | RoomStillTask | BasecolorRowsTask | SurfaceTask | MapPngTask;

export interface MapsTask {
  kind: "material";
  swatch: Swatch;
  /** The stored photo to use instead of the procedural texture (not tileable). */
  photo?: Uint8Array;
  /** The manufacturer's own maps (a base colour at least), resized to the tile; the rest are derived. */
  imported?: Partial<Record<MaterialMap, Uint8Array>>;
  width: number;
  height: number;
  recipe: SurfaceRecipe;
  /** Every map to write, with its absolute cache path. */
  targets: { map: RenderedMap; file: string }[];
  /** Maps whose bytes go back to the caller (a visitor or a pack waits for them). */
  returnMaps: RenderedMap[];
}

/** Rows [y0, y1) of a procedural base colour's cut (basecolor.ts), before it is folded. */
export interface BasecolorRowsTask {
  kind: "material-rows";
  swatch: Swatch;
  width: number;
  height: number;
  y0: number;
  y1: number;
}

/** Every map's raw pixels, from the base colour's cut drawn in bands (`cut`), or a photo or imported maps. */
export interface SurfaceTask extends Omit<MapsTask, "kind" | "targets" | "returnMaps"> {
  kind: "material-surface";
  cut?: Uint8Array;
}

/** One map's raw pixels encoded as PNG and written to the cache. */
export interface MapPngTask {
  kind: "material-png";
  map: RenderedMap;
  pixels: Uint8Array;
  channels: 1 | 3;
  width: number;
  height: number;
  file: string;
}

/** What a slice before the PNGs hands back: raw pixels, one entry per map (or `rows` for a band). */
export interface PixelsResult {
  pixels: Partial<Record<RenderedMap | "rows", { data: Uint8Array; channels: 1 | 3 }>>;
}

export interface MaterialTaskResult {
  file: string;
  map: RenderedMap;
  size: number;
  bytes?: Uint8Array;
  writeError?: string;
}

/**
 * Fast PNG settings: these maps are large and noisy, where higher zlib levels gain little. Level 1
 * (zlib-ng's quick deflate) takes about 40 % less CPU than level 2 for about a third more bytes
 * (a square granite 2048 px pack's maps: 0.53 → 0.32 s, 19 → 26 MB); adaptive filtering costs
 * three to four times the CPU for a few per cent (decision 0077).
 */
export async function encodeMapPng(pixels: Uint8ClampedArray, width: number, height: number, channels: 1 | 3): Promise<Buffer> {
  const input = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return sharp(input, { raw: { width, height, channels } }).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}

/** An imported map stretched to the tile's pixels (it has the tile's proportions, or is square). */
async function resizedMap(file: Uint8Array, width: number, height: number, channels: 1 | 3): Promise<Uint8ClampedArray> {
  const image = sharp(file).rotate().resize(width, height, { fit: "fill", kernel: "lanczos3" }).flatten({ background: "#ffffff" });
  // Normal and roughness maps hold data, not colour: no colour-space conversion beyond dropping channels.
  const shaped = channels === 1 ? image.extractChannel(0) : image.removeAlpha().toColourspace("srgb");
  const { data } = await shaped.raw().toBuffer({ resolveWithObject: true });
  return new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
}

/** Replaces derived maps by the manufacturer's where given; the glTF's roughness channel follows. */
async function applyImportedMaps(maps: SurfaceMaps, imported: Partial<Record<MaterialMap, Uint8Array>>, width: number, height: number): Promise<void> {
  if (imported.normal) maps.normal = await resizedMap(imported.normal, width, height, 3);
  if (imported.height) maps.height = await resizedMap(imported.height, width, height, 1);
  if (imported.roughness) {
    maps.roughness = await resizedMap(imported.roughness, width, height, 1);
    for (let i = 0; i < maps.roughness.length; i++) maps.orm[i * 3 + 1] = maps.roughness[i]!;
  }
}

/** The base colour's pixels: the manufacturer's, a photo's, or the procedural texture's (drawn, or its cut given) folded. */
async function basecolorPixels(task: Omit<MapsTask, "kind" | "targets" | "returnMaps"> & { cut?: Uint8Array }): Promise<Uint8ClampedArray> {
  const { width, height, imported } = task;
  if (imported?.basecolor) return resizedMap(imported.basecolor, width, height, 3);
  if (task.photo) return photoBasecolor(task.photo, width, height);
  if (task.cut) return foldBasecolor(task.swatch, new Uint8ClampedArray(task.cut.buffer, task.cut.byteOffset, task.cut.byteLength), width, height);
  return renderBasecolor(task.swatch, width, height);
}

type MapPixels = Record<RenderedMap, [Uint8ClampedArray, 1 | 3]>;

/**
 * Every map's raw pixels and channel count. `ready` hears of each map as soon as its pixels are
 * final (the base colour first, then the height and normal maps when no imported map replaces
 * them), so its encode can start while the rest are computed.
 */
async function allPixels(task: Omit<MapsTask, "kind" | "targets" | "returnMaps"> & { cut?: Uint8Array }, ready?: (map: RenderedMap, data: Uint8ClampedArray, channels: 1 | 3) => void): Promise<MapPixels> {
  const { width, height, imported } = task;
  const basecolor = await basecolorPixels(task);
  ready?.("basecolor", basecolor, 3);
  // Imported maps replace derived ones after the fact (and the orm's roughness channel): none is final early.
  const maps = surfaceMaps(basecolor, width, height, task.recipe, imported ? undefined : ready);
  if (imported) await applyImportedMaps(maps, imported, width, height);
  return {
    basecolor: [basecolor, 3],
    normal: [maps.normal, 3],
    roughness: [maps.roughness, 1],
    height: [maps.height, 1],
    orm: [maps.orm, 3],
  };
}

async function writePng(file: string, map: RenderedMap, data: Uint8ClampedArray, width: number, height: number, channels: 1 | 3, returnBytes: boolean): Promise<MaterialTaskResult> {
  const bytes = await encodeMapPng(data, width, height, channels);
  const result: MaterialTaskResult = { file, map, size: bytes.length };
  await writeAtomically(file, bytes).catch((error: unknown) => {
    result.writeError = error instanceof Error ? error.message : String(error);
  });
  if (returnBytes) result.bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return result;
}

/**
 * Every map of a visitor's render, encoded and written. Each map's encode starts as soon as its
 * pixels are final: libvips encodes on a libuv thread (one per image, sharp.concurrency(1)) while
 * this thread computes the next map, so the base colour's PNG is done by the time the derived
 * maps are, and the encodes overlap each other and the maths instead of all following it.
 */
async function renderMaps(task: MapsTask): Promise<MaterialTaskResult[]> {
  const writes = new Map<RenderedMap, Promise<MaterialTaskResult>>();
  const start = (map: RenderedMap, data: Uint8ClampedArray, channels: 1 | 3) => {
    const target = task.targets.find((t) => t.map === map);
    if (target && !writes.has(map)) writes.set(map, writePng(target.file, map, data, task.width, task.height, channels, task.returnMaps.includes(map)));
  };
  let pixels: MapPixels;
  try {
    pixels = await allPixels(task, start);
  } catch (error) {
    // Encodes already started must end before the task fails, or their failures go unheard.
    await Promise.allSettled(writes.values());
    throw error;
  }
  for (const target of task.targets) start(target.map, ...pixels[target.map]);
  return Promise.all(task.targets.map((target) => writes.get(target.map)!));
}

export async function renderMaterialTask(task: MaterialTask): Promise<MaterialTaskResult[] | RoomStillResult[] | PixelsResult[]> {
  if (task.kind === "room-still") return [await renderRoomStillTask(task)];
  if (task.kind === "material-rows") {
    const rows = renderBasecolorRows(task.swatch, task.width, task.height, task.y0, task.y1);
    return [{ pixels: { rows: { data: new Uint8Array(rows.buffer, rows.byteOffset, rows.byteLength), channels: 3 } } }];
  }
  if (task.kind === "material-png") {
    const data = new Uint8ClampedArray(task.pixels.buffer, task.pixels.byteOffset, task.pixels.byteLength);
    return [await writePng(task.file, task.map, data, task.width, task.height, task.channels, false)];
  }
  if (task.kind === "material") return renderMaps(task);
  const pixels = await allPixels(task);
  const out: PixelsResult["pixels"] = {};
  for (const [map, [data, channels]] of Object.entries(pixels) as [RenderedMap, [Uint8ClampedArray, 1 | 3]][]) out[map] = { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), channels };
  return [{ pixels: out }];
}
