/**
 * Product images: validates a request against the URL scheme of core/catalogue/media, serves it
 * from the disk cache, or has the worker pool render it; and renders ahead (prerender) what pages
 * will ask for.
 *
 * - A request that does not name a current image is a 404 result before anything else happens:
 *   no render, no disk write (image-request.ts).
 * - Renders of the same file share one promise, whether a visitor or the prerender started it.
 * - A full render queue is a 503 result (the router adds Retry-After), never unbounded waiting.
 * - A visitor's render costs one point of its client's render budget (shared with documents);
 *   over budget, a 429 result. Cache hits and joined renders cost nothing.
 * - Workers write the cache atomically (temporary file, then rename), so a reader never sees a
 *   partial file and several processes may share one cache folder; the folder has a size cap
 *   with least-recently-used eviction (disk-cache.ts).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { galleryEntries, galleryImageVersion, IMAGE_RENDERER_VERSION } from "../../core/catalogue/media";
import { SwatchSchema, type Product, type Swatch } from "../../core/catalogue/model";
import type { BlobStore } from "../blobs/blob-store";
import { DiskCache } from "../render/disk-cache";
import { createImagePool, PoolBusyError, type ImagePool } from "../render/render-pool";
import { acrossVersions, type VersionSkew } from "../catalogue/version-skew";
import { CATALOGUE_MISSES, parseImageRequest, type ImageLookup, type ImageRequest, type ResolvedImage } from "./image-request";
import { GENERATED_CROP, type EncodeTarget } from "./render-plan";
import type { RenderTarget, RenderTask, StoredImageTask } from "./render-worker";
import type { StoredFit } from "./sources/stored";
import { CONTENT_TYPES } from "./render";
import { UNLIMITED_RENDERS, type RenderBudget } from "../render/render-budget";

export { IMAGE_KINDS, type ImageKind, type ImageRequest, type ImageSource } from "./image-request";

/**
 * Part of every cache path: change it whenever a renderer's output changes. `m2`: card widths are
 * cut from one 1280 px master render (render-plan.ts).
 */
export const RENDERER_VERSION = `r${IMAGE_RENDERER_VERSION}-m2`;

/** How long a client is asked to wait when the render queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface ImageServiceOptions {
  cacheDir: string;
  lookup: ImageLookup;
  /** The render pool; without one the service starts its own (one worker) and closes it on close(). */
  pool?: ImagePool;
  /** Cap of the disk cache in bytes (default: no cap). */
  maxCacheBytes?: number;
  /** Per-client budget of renders (default: unlimited). */
  budget?: RenderBudget;
  /** Told about failures that do not fail the request, such as a cache write. */
  onError?: (error: unknown, context: string) => void;
  /** Where stored photos are (server/blobs); without it, stored images are 404s. */
  blobs?: BlobStore;
  /** URLs of the previous and of a not yet loaded catalogue version (version-skew.ts); without it, only the current. */
  skew?: VersionSkew;
}

export type ImageResult =
  | {
      ok: true;
      bytes: Buffer;
      contentType: string;
      /** Strong entity tag of the bytes, quoted. */
      etag: string;
      /** For downloads: the file name to offer (`<slug>.jpg`). */
      downloadName?: string;
      /** Whether the bytes came from the disk cache. */
      cached: boolean;
    }
  /** 404: the URL names no current image. */
  | { ok: false; status: 404; reason: string }
  /** 503: the render queue is full. 429: this client started too many renders. */
  | { ok: false; status: 503 | 429; reason: string; retryAfterSeconds: number };

export interface ImageServiceStats {
  /** Images rendered because a visitor asked for them. */
  renders: number;
  /** Images rendered ahead of time. */
  prerendered: number;
  cacheHits: number;
  /** Requests that joined a render already in flight. */
  joined: number;
  /** Requests refused because the render queue was full. */
  busy: number;
  /** Requests refused because their client's render budget was spent. */
  limited: number;
}

export interface ImageService {
  /** `client` identifies who pays for a render (the client IP). */
  get(kind: string, contentId: string, version: string, file: string, client?: string): Promise<ImageResult>;
  /** Renders the swatch (or share) files of a product that are not cached yet; resolves to how many it wrote. */
  prerender(product: { contentId: string; swatch: Swatch; images?: Product["images"] }, targets: readonly EncodeTarget[], kind?: "swatch" | "share"): Promise<number>;
  /** Where a valid request's bytes are cached (for tests and tooling). */
  cachePath(request: ImageRequest): string;
  readonly cache: DiskCache;
  readonly stats: Readonly<ImageServiceStats>;
  close(): Promise<void>;
}

function strongEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const cacheRoot = path.resolve(options.cacheDir, RENDERER_VERSION);
  const report = (error: unknown, context: string) => options.onError?.(error, context);
  const ownPool = options.pool ? null : createImagePool({ threads: 1, maxQueue: 32 });
  const pool = options.pool ?? (ownPool as ImagePool);
  // With a shared store behind it (S3), the folder is a bounded front of what every instance rendered.
  const shared = options.blobs?.shared;
  const cache = new DiskCache({ root: path.resolve(options.cacheDir), maxBytes: options.maxCacheBytes ?? Number.POSITIVE_INFINITY, onError: report, ...(shared ? { shared } : {}) });
  /** Files being rendered → their bytes, or null when the render only wrote them to disk. */
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const stats: ImageServiceStats = { renders: 0, prerendered: 0, cacheHits: 0, joined: 0, busy: 0, limited: 0 };
  const budget = options.budget ?? UNLIMITED_RENDERS;

  // Every component was validated against a strict pattern, so the path cannot leave cacheRoot.
  const cachePath = (r: ImageRequest) => path.join(cacheRoot, r.index ? `${r.contentId}-${r.index}` : r.contentId, r.version, `${r.kind}-${r.width}.${r.format === "jpeg" ? "jpg" : r.format}`);

  /** The pool task that makes these files of an image, or null when its stored bytes are missing. */
  async function taskFor(image: Pick<ResolvedImage, "swatch" | "role" | "file">, kind: ImageRequest["kind"], targets: RenderTarget[], returnBytes: boolean): Promise<RenderTask | StoredImageTask | null> {
    if (!image.file) return { swatch: image.swatch, crop: GENERATED_CROP[image.role], targets, returnBytes };
    const bytes = options.blobs ? await options.blobs.get(image.file.blob) : null;
    if (!bytes) {
      report(new Error(`blob ${image.file.blob} is missing from the blob store`), "reading a stored image");
      return null;
    }
    const fit: StoredFit = kind === "swatch" ? "square" : kind === "enlarged" ? "within" : kind === "share" ? "banner" : "original";
    return { kind: "stored", bytes, targets: targets.map((t) => ({ ...t, fit })), returnBytes };
  }

  function recordWritten(results: { file: string; size: number; bytes?: Uint8Array; writeError?: string }[]): void {
    for (const result of results) {
      if (result.writeError) report(new Error(result.writeError), `writing ${result.file}`);
      else cache.added(result.file, result.size, result.bytes);
    }
  }

  function renderForVisitor(task: RenderTask | StoredImageTask, file: string): Promise<Buffer> {
    const pending = pool.render(task).then(async ([result, ...others]) => {
      recordWritten(others);
      stats.renders++;
      if (!result?.bytes) throw new Error(`the image worker returned no bytes for ${file}`);
      if (result.writeError) report(new Error(result.writeError), `writing ${result.file}`);
      // The shared store's copy, when another instance rendered this URL first: one ETag everywhere.
      const bytes = result.writeError ? result.bytes : await cache.settle(result.file, result.size, result.bytes);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
    inFlight.set(file, pending);
    void pending.finally(() => inFlight.delete(file)).catch(() => undefined);
    return pending;
  }

  async function readCached(file: string): Promise<Buffer | null> {
    return cache.read(file).catch((error) => {
      report(error, `reading ${file}`);
      return null;
    });
  }

  return {
    stats,
    cache,
    cachePath,
    async get(kind, contentId, version, file, client = "unknown") {
      const parsed = await acrossVersions(
        (which) => parseImageRequest(String(kind), String(contentId), String(version), String(file), (id) => options.lookup(id, which)),
        (result) => "error" in result && CATALOGUE_MISSES.has(result.error),
        options.skew,
      );
      if ("error" in parsed) return { ok: false, status: 404, reason: parsed.error };
      const { request, source } = parsed;
      const target = cachePath(request);
      const contentType = CONTENT_TYPES[request.format];
      const downloadName = request.kind === "download" ? source.downloadName : undefined;
      const found = (bytes: Buffer, cached: boolean): ImageResult => ({ ok: true, bytes, contentType, etag: strongEtag(bytes), downloadName, cached });

      const cached = await readCached(target);
      if (cached) {
        stats.cacheHits++;
        return found(cached, true);
      }
      try {
        const pending = inFlight.get(target);
        if (pending) {
          stats.joined++;
          // A prerender writes without sending bytes back: read what it wrote. If the render it
          // joined failed, this request tries its own below.
          const bytes = (await pending.catch(() => null)) ?? (await readCached(target));
          if (bytes) return found(bytes, false);
        }
        // A stored JPEG is downloaded as it was imported: its own bytes, no render, no budget.
        if (request.kind === "download" && source.file?.mime === "image/jpeg") {
          const original = options.blobs ? await options.blobs.get(source.file.blob) : null;
          if (!original) return { ok: false, status: 404, reason: "the stored image is missing" };
          return found(Buffer.from(original.buffer, original.byteOffset, original.byteLength), false);
        }
        const retryAfterSeconds = await budget.take(client);
        if (retryAfterSeconds !== null) {
          stats.limited++;
          return { ok: false, status: 429, reason: "too many renders from this client, retry later", retryAfterSeconds };
        }
        const task = await taskFor(source, request.kind, [{ width: request.width, height: request.height, format: request.format, file: target }], true);
        if (!task) return { ok: false, status: 404, reason: "the stored image is missing" };
        return found(await renderForVisitor(task, target), false);
      } catch (error) {
        if (!(error instanceof PoolBusyError)) throw error;
        stats.busy++;
        return { ok: false, status: 503, reason: "image renders are busy, retry shortly", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
      }
    },
    async prerender(product, targets, kind = "swatch") {
      const swatch = SwatchSchema.safeParse(product.swatch);
      if (!swatch.success) return 0;
      // The primary image: what cards and the top of the product page show.
      const primary = galleryEntries(product)[0]!;
      const version = galleryImageVersion(product, primary);
      const missing = [];
      for (const { width, height, format } of targets) {
        const file = cachePath({ kind, contentId: product.contentId, version, width, format });
        if (!inFlight.has(file) && !(await cache.has(file))) missing.push({ width, height, format, file });
      }
      if (missing.length === 0) return 0;
      const task = await taskFor({ swatch: swatch.data, role: primary.role, file: primary.file }, kind, missing, false);
      if (!task) return 0;
      const rendering = pool.renderInBackground(task).then((results) => {
        recordWritten(results);
        stats.prerendered += results.length;
        return null;
      });
      for (const { file } of missing) inFlight.set(file, rendering);
      try {
        await rendering;
      } finally {
        for (const { file } of missing) if (inFlight.get(file) === rendering) inFlight.delete(file);
      }
      return missing.length;
    },
    async close() {
      await ownPool?.close();
    },
  };
}
