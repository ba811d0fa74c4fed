/**
 * Material maps and packs (issue 28, decision 0066), served like product images: a request that
 * does not name a current map or pack is a 404 before anything else happens; a cached file is
 * served from the images' disk cache (same cap, same eviction); otherwise the render pool draws
 * every map of the product at that size in one task and writes them all, and a pack is zipped
 * from those maps. A render costs one point of the client's render budget (shared with images and
 * documents); a full queue is a 503. Renders of the same maps share one promise.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { IMAGE_RENDERER_VERSION } from "../../core/catalogue/media";
import { MATERIAL_RENDERER_VERSION, materialMapVersion } from "../../core/catalogue/material-urls";
import { MATERIAL_MAP_FILE_KEYS, type Product } from "../../core/catalogue/model";
import { DEFAULT_MATERIAL_SIZE, hasPhoto, mapPixels, materialMaps, materialRelief, materialRoughness, materialTile, type MaterialSize } from "../../core/materials/material";
import type { BlobStore } from "../blobs/blob-store";
import { writeAtomically, type DiskCache } from "../render/disk-cache";
import { PoolBusyError, type ImagePool } from "../render/render-pool";
import { ownedBuffers } from "../render/transfer";
import { BUSY_RETRY_AFTER_SECONDS, type ImageResult } from "../images/image-service";
import { UNLIMITED_RENDERS, type RenderBudget } from "../render/render-budget";
import { parseMaterialRequest, type MaterialLookup } from "./material-request";
import type { MapsTask, RenderedMap } from "./material-task";
import { basecolorCut } from "./basecolor-cut";
import { buildMaterialPack } from "./pack";
import type { SceneId } from "../../core/visualiser/scenes";
import type { StillFrame, StillWidth } from "../../core/visualiser/still";

/**
 * Pixels of the base colour's cut drawn per background slice: about a quarter of a second of a
 * worker for the slowest textures (granite, concrete) on this project's machine.
 */
const WARM_SLICE_PIXELS = 1_000_000;

/** The still is drawn from the visualiser's own maps (1024 px), which the 3D view loads next. */
const STILL_MAP_PX: MaterialSize = 1024;

/** Cache folder of material files: starts `r<digit>` so the disk cache counts and evicts it. */
export const MATERIAL_CACHE_FOLDER = `r${IMAGE_RENDERER_VERSION}-mat${MATERIAL_RENDERER_VERSION}`;

export interface MaterialServiceOptions {
  cacheDir: string;
  /** The images' disk cache: one cap for images, documents and materials. */
  cache: DiskCache;
  pool: ImagePool;
  lookup: MaterialLookup;
  budget?: RenderBudget;
  blobs?: BlobStore;
  /** Site address for the pack's link back (absolute when known). */
  siteOrigin?: string;
  onError?: (error: unknown, context: string) => void;
}

export interface MaterialServiceStats {
  renders: number;
  packs: number;
  cacheHits: number;
  joined: number;
  busy: number;
  limited: number;
  /** Maps rendered ahead in the background (the default pack's, after a still). */
  warmed: number;
}

export interface MaterialService {
  get(kind: string, contentId: string, version: string, file: string, client?: string): Promise<ImageResult>;
  readonly stats: Readonly<MaterialServiceStats>;
}

function strongEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

const MAP_ORDER: readonly RenderedMap[] = ["basecolor", "normal", "roughness", "height", "orm"];

export function createMaterialService(options: MaterialServiceOptions): MaterialService {
  const root = path.resolve(options.cacheDir, MATERIAL_CACHE_FOLDER);
  const budget = options.budget ?? UNLIMITED_RENDERS;
  const report = (error: unknown, context: string) => options.onError?.(error, context);
  const stats: MaterialServiceStats = { renders: 0, packs: 0, cacheHits: 0, joined: 0, busy: 0, limited: 0, warmed: 0 };
  /** Renders in flight, by the folder and size they write. */
  const inFlight = new Map<string, Promise<Map<RenderedMap, Buffer>>>();
  /** Stills in flight, by the file they write. */
  const stillsInFlight = new Map<string, Promise<Buffer>>();
  /** Ends when the last background warm-up queued has: the next one starts after it. */
  let warmingInTurn: Promise<void> = Promise.resolve();

  // Every component was validated against a strict pattern, so paths cannot leave the root.
  const mapFile = (product: Product, version: string, map: RenderedMap, px: MaterialSize) => path.join(root, product.contentId, version, `${map}-${px}.png`);
  const packFile = (product: Product, version: string, name: string) => path.join(root, product.contentId, version, name);

  async function readCached(file: string): Promise<Buffer | null> {
    return options.cache.read(file).catch((error) => {
      report(error, `reading ${file}`);
      return null;
    });
  }

  /** The task that draws every map of the product at `px`, or null when its stored photo is missing. */
  async function taskFor(product: Product, version: string, px: MaterialSize): Promise<MapsTask | null> {
    const tile = materialTile(product);
    const { width, height } = mapPixels(tile, px);
    let photo: Uint8Array | undefined;
    if (hasPhoto(product)) {
      const images = product.images ?? [];
      const file = (images.find((image) => image.role === "swatch") ?? images[0])!.file!;
      const bytes = options.blobs ? await options.blobs.get(file.blob) : null;
      if (!bytes) {
        report(new Error(`blob ${file.blob} is missing from the blob store`), "reading a material's photo");
        return null;
      }
      photo = bytes;
    }
    let imported: MapsTask["imported"];
    if (product.materialMaps) {
      imported = {};
      for (const key of MATERIAL_MAP_FILE_KEYS) {
        const file = product.materialMaps[key];
        if (!file) continue;
        const bytes = options.blobs ? await options.blobs.get(file.blob) : null;
        if (!bytes) {
          report(new Error(`blob ${file.blob} is missing from the blob store`), "reading an imported material map");
          return null;
        }
        imported[key] = bytes;
      }
    }
    const maps: RenderedMap[] = [...materialMaps(product), "orm"];
    const emboss = product.attributes.emboss?.trim();
    return {
      kind: "material",
      swatch: product.swatch,
      ...(photo ? { photo } : {}),
      ...(imported ? { imported } : {}),
      width,
      height,
      recipe: {
        relief: materialRelief(product),
        roughness: materialRoughness(product),
        finish: product.finish,
        embossed: emboss !== undefined && !/^(smooth|honed|none|plain)$/i.test(emboss),
        seed: product.swatch.seed,
      },
      targets: MAP_ORDER.filter((map) => maps.includes(map)).map((map) => ({ map, file: mapFile(product, version, map, px) })),
      returnMaps: maps,
    };
  }

  /**
   * Every map of the product at `px`: from the cache when all are there, else rendered (one
   * budget point). Null when the client is over budget (with its wait) or the photo is missing.
   */
  async function allMaps(product: Product, version: string, px: MaterialSize, client: string): Promise<{ maps: Map<RenderedMap, Buffer> } | { retryAfterSeconds: number } | null> {
    const wanted: RenderedMap[] = [...materialMaps(product), "orm"];
    const fromCache = async () => {
      const cached = new Map<RenderedMap, Buffer>();
      for (const map of wanted) {
        const bytes = await readCached(mapFile(product, version, map, px));
        if (!bytes) return null;
        cached.set(map, bytes);
      }
      return cached;
    };
    const cached = await fromCache();
    if (cached) {
      stats.cacheHits++;
      return { maps: cached };
    }
    const key = `${product.contentId}/${version}/${px}`;
    const pending = inFlight.get(key);
    if (pending) {
      stats.joined++;
      const joined = await pending.catch(() => null);
      if (joined && joined.size === wanted.length) return { maps: joined };
      // A background render hands back no bytes: its files are in the cache now.
      const written = joined ? await fromCache() : null;
      if (written) return { maps: written };
    }
    const retryAfterSeconds = await budget.take(client);
    if (retryAfterSeconds !== null) {
      stats.limited++;
      return { retryAfterSeconds };
    }
    const task = await taskFor(product, version, px);
    if (!task) return null;
    const rendering = options.pool.render(task).then((results) => {
      stats.renders++;
      const maps = new Map<RenderedMap, Buffer>();
      for (const result of results) {
        if (result.writeError) report(new Error(result.writeError), `writing ${result.file}`);
        else options.cache.added(result.file, result.size);
        if (result.bytes) maps.set(result.map, Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
      }
      return maps;
    });
    inFlight.set(key, rendering);
    void rendering.finally(() => inFlight.delete(key)).catch(() => undefined);
    return { maps: await rendering };
  }

  /**
   * Renders the product's maps at `px` in the background (after every visitor's render, no budget
   * point: the site chose it, decision 0073) unless they are cached or already rendering. In slices
   * (decision 0075), so a visitor's render arriving meanwhile waits for one slice, not for the
   * whole render (up to 2.5 s of a worker at 2048 px); one warm-up at a time, since each holds its
   * maps' raw pixels (about 50 MB for a square 2048 px tile) between slices.
   */
  async function warmMaps(product: Product, px: MaterialSize): Promise<void> {
    const version = materialMapVersion(product);
    const key = `${product.contentId}/${version}/${px}`;
    if (inFlight.has(key) || (await readCached(mapFile(product, version, "basecolor", px)))) return;
    const task = await taskFor(product, version, px);
    if (!task) return;
    const rendering = warmingInTurn.then(() => warmInSlices(task)).then(() => {
      stats.warmed++;
      return new Map<RenderedMap, Buffer>();
    });
    warmingInTurn = rendering.then(
      () => undefined,
      () => undefined,
    );
    inFlight.set(key, rendering);
    await rendering.finally(() => inFlight.delete(key));
  }

  /**
   * The maps of one render task as background slices: the procedural base colour's cut in bands
   * of rows, then every map's pixels, then each map's PNG. The files are the ones a single task
   * writes, byte for byte.
   */
  async function warmInSlices(task: MapsTask): Promise<void> {
    const { kind: _maps, targets, returnMaps: _nothing, ...source } = task;
    const { width, height } = task;
    let cut: Uint8Array | undefined;
    if (!task.photo && !task.imported?.basecolor) {
      const { cutWidth, cutHeight } = basecolorCut(width, height);
      const rowsPerSlice = Math.max(1, Math.floor(WARM_SLICE_PIXELS / cutWidth));
      cut = new Uint8Array(cutWidth * cutHeight * 3);
      for (let y0 = 0; y0 < cutHeight; y0 += rowsPerSlice) {
        const y1 = Math.min(cutHeight, y0 + rowsPerSlice);
        const [band] = await options.pool.renderInBackground({ kind: "material-rows", swatch: task.swatch, width, height, y0, y1 });
        cut.set(band!.pixels.rows!.data, y0 * cutWidth * 3);
      }
    }
    // The cut and every map's pixels move between the threads rather than being copied (about
    // 14 MB one way and 50 MB back for a square 2048 px tile); the worker moves its results back.
    const [surface] = await options.pool.renderInBackground({ ...source, kind: "material-surface", ...(cut ? { cut } : {}) }, { transfer: ownedBuffers([cut]) });
    cut = undefined;
    for (const target of targets) {
      const pixels = surface!.pixels[target.map];
      if (!pixels) throw new Error(`the material render returned no ${target.map} pixels`);
      delete surface!.pixels[target.map];
      const [result] = await options.pool.renderInBackground({ kind: "material-png", map: target.map, pixels: pixels.data, channels: pixels.channels, width, height, file: target.file }, { transfer: ownedBuffers([pixels.data]) });
      if (result?.writeError) report(new Error(result.writeError), `writing ${result.file}`);
      else if (result) options.cache.added(result.file, result.size);
    }
  }

  /**
   * The visualiser's still: drawn from the 1024 px base colour map (rendered first when missing,
   * which warms the maps the 3D view loads next), one more budget point for the drawing itself.
   */
  async function roomStill(product: Product, scene: SceneId, frame: StillFrame, width: StillWidth, file: string, client: string): Promise<{ bytes: Buffer } | { retryAfterSeconds: number } | null> {
    const maps = await allMaps(product, materialMapVersion(product), STILL_MAP_PX, client);
    if (!maps || "retryAfterSeconds" in maps) return maps;
    const basecolor = maps.maps.get("basecolor");
    if (!basecolor) throw new Error("the material render returned no basecolor map");
    const pending = stillsInFlight.get(file);
    if (pending) {
      stats.joined++;
      const bytes = await pending.catch(() => null);
      if (bytes) return { bytes };
    }
    const retryAfterSeconds = await budget.take(client);
    if (retryAfterSeconds !== null) {
      stats.limited++;
      return { retryAfterSeconds };
    }
    const tile = materialTile(product);
    const rendering = options.pool
      .render({ kind: "room-still", scene, frame, width, basecolor, tile: { widthMm: tile.widthMm, heightMm: tile.heightMm }, roughness: materialRoughness(product), file })
      .then(([result]) => {
        if (!result) throw new Error("the still render returned nothing");
        stats.renders++;
        if (result.writeError) report(new Error(result.writeError), `writing ${result.file}`);
        else options.cache.added(result.file, result.size);
        return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
      });
    stillsInFlight.set(file, rendering);
    void rendering.finally(() => stillsInFlight.delete(file)).catch(() => undefined);
    const bytes = await rendering;
    // Someone looking at the room may download the material next: its default pack's maps.
    void warmMaps(product, DEFAULT_MATERIAL_SIZE).catch((error: unknown) => report(error, "warming a material's maps"));
    return { bytes };
  }

  return {
    stats,
    async get(kind, contentId, version, file, client = "unknown") {
      const request = parseMaterialRequest(String(kind), String(contentId), String(version), String(file), options.lookup);
      if ("error" in request) return { ok: false, status: 404, reason: request.error };
      const found = (bytes: Buffer, contentType: string, downloadName?: string): ImageResult => ({ ok: true, bytes, contentType, etag: strongEtag(bytes), cached: false, ...(downloadName ? { downloadName } : {}) });
      try {
        if (request.kind === "material") {
          const cached = await readCached(mapFile(request.product, version, request.map, request.px));
          if (cached) {
            stats.cacheHits++;
            return { ...found(cached, "image/png"), cached: true };
          }
          const result = await allMaps(request.product, version, request.px, client);
          if (!result) return { ok: false, status: 404, reason: "the stored image is missing" };
          if ("retryAfterSeconds" in result) return { ok: false, status: 429, reason: "too many renders from this client, retry later", retryAfterSeconds: result.retryAfterSeconds };
          const bytes = result.maps.get(request.map);
          if (!bytes) throw new Error(`the material render returned no ${request.map} map`);
          return found(bytes, "image/png");
        }
        if (request.kind === "room-still") {
          const file = packFile(request.product, version, `still-${request.scene}-${request.frame}-${request.width}.webp`);
          const cached = await readCached(file);
          if (cached) {
            stats.cacheHits++;
            return { ...found(cached, "image/webp"), cached: true };
          }
          const still = await roomStill(request.product, request.scene, request.frame, request.width, file, client);
          if (!still) return { ok: false, status: 404, reason: "the stored image is missing" };
          if ("retryAfterSeconds" in still) return { ok: false, status: 429, reason: "too many renders from this client, retry later", retryAfterSeconds: still.retryAfterSeconds };
          return found(still.bytes, "image/webp");
        }
        const target = packFile(request.product, version, request.fileName);
        const cached = await readCached(target);
        if (cached) {
          stats.cacheHits++;
          return { ...found(cached, "application/zip", request.fileName), cached: true };
        }
        const mapsVersion = materialMapVersion(request.product);
        const result = await allMaps(request.product, mapsVersion, request.px, client);
        if (!result) return { ok: false, status: 404, reason: "the stored image is missing" };
        if ("retryAfterSeconds" in result) return { ok: false, status: 429, reason: "too many renders from this client, retry later", retryAfterSeconds: result.retryAfterSeconds };
        const zip = buildMaterialPack({ product: request.product, px: request.px, language: request.language, maps: result.maps, siteOrigin: options.siteOrigin ?? "" });
        stats.packs++;
        await writeAtomically(target, zip)
          .then(() => options.cache.added(target, zip.length))
          .catch((error: unknown) => report(error, `writing ${target}`));
        return found(zip, "application/zip", request.fileName);
      } catch (error) {
        if (!(error instanceof PoolBusyError)) throw error;
        stats.busy++;
        return { ok: false, status: 503, reason: "renders are busy, retry shortly", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
      }
    },
  };
}
