/**
 * Product images on demand: validates a request against the URL scheme of core/catalogue/media,
 * renders the product's swatch texture, encodes it, and keeps the bytes in a disk cache.
 *
 * - Every part of the request is checked (known product, width, format, current version, download
 *   name); anything else is a `notFound` result, never an exception.
 * - Renders of the same image share one promise; at most `concurrency` renders run at once.
 * - The cache is written atomically (temporary file, then rename), so a reader never sees a
 *   partial file and several processes may share one cache folder.
 * - The cache path includes RENDERER_VERSION: bump it when the renderers change their output.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { imageVersion, DOWNLOAD_WIDTH, ENLARGED_WIDTH, IMAGE_RENDERER_VERSION, SWATCH_WIDTHS } from "../../core/catalogue/media";
import { SwatchSchema, type Swatch } from "../../core/catalogue/model";
import { CONTENT_TYPES, renderImage, type EncodedFormat } from "./render";

/** Part of every cache path: change it whenever a renderer's output changes. */
export const RENDERER_VERSION = `r${IMAGE_RENDERER_VERSION}`;

export const IMAGE_KINDS = ["swatch", "enlarged", "download"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageSource {
  swatch: Swatch;
  slug: string;
}

export interface ImageServiceOptions {
  cacheDir: string;
  lookup: (contentId: string) => ImageSource | undefined;
  /** Renders running at once (default 2). */
  concurrency?: number;
  /** Told about failures that do not fail the request, such as a cache write. */
  onError?: (error: unknown, context: string) => void;
}

export interface ImageRequest {
  kind: ImageKind;
  contentId: string;
  version: string;
  width: number;
  format: EncodedFormat;
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
  | { ok: false; reason: string };

export interface ImageServiceStats {
  renders: number;
  cacheHits: number;
  /** Requests that joined a render already in flight. */
  joined: number;
}

export interface ImageService {
  get(kind: string, contentId: string, version: string, file: string): Promise<ImageResult>;
  /** Where a valid request's bytes are cached (for tests and tooling). */
  cachePath(request: ImageRequest): string;
  readonly stats: Readonly<ImageServiceStats>;
}

const CONTENT_ID = /^[0-9]{4,12}$/;
const VERSION = /^[0-9a-z]{1,16}$/;
const SIZED_FILE = /^([1-9][0-9]{1,4})\.(avif|webp)$/;

function notFound(reason: string): ImageResult {
  return { ok: false, reason };
}

/** Validates the syntax of a request and the product it names. */
function parseRequest(
  kind: string,
  contentId: string,
  version: string,
  file: string,
  lookup: ImageServiceOptions["lookup"],
): { request: ImageRequest; source: ImageSource } | { error: string } {
  if (!(IMAGE_KINDS as readonly string[]).includes(kind)) return { error: "unknown image kind" };
  if (!CONTENT_ID.test(contentId)) return { error: "malformed product id" };
  if (!VERSION.test(version)) return { error: "malformed version" };
  if (typeof file !== "string" || file.length > 120) return { error: "malformed file name" };

  let width: number;
  let format: EncodedFormat;
  if (kind === "download") {
    if (!file.endsWith(".jpg")) return { error: "downloads are .jpg" };
    width = DOWNLOAD_WIDTH;
    format = "jpeg";
  } else {
    const match = SIZED_FILE.exec(file);
    if (!match) return { error: /\.(avif|webp)$/.test(file) ? "malformed width" : "unsupported format" };
    width = Number(match[1]);
    format = match[2] as EncodedFormat;
    const allowed = kind === "swatch" ? (SWATCH_WIDTHS as readonly number[]).includes(width) : width === ENLARGED_WIDTH;
    if (!allowed) return { error: "unsupported width" };
  }

  let source: ImageSource | undefined;
  try {
    source = lookup(contentId);
  } catch {
    source = undefined;
  }
  if (!source) return { error: "unknown product" };
  const swatch = SwatchSchema.safeParse(source.swatch);
  if (!swatch.success) return { error: "product has no valid swatch" };
  // The version hashes the swatch as the catalogue holds it (key order included), exactly as
  // productImages() does when it writes the URL: hash the original, not the parsed copy.
  if (imageVersion({ swatch: source.swatch }) !== version) return { error: "stale image version" };
  if (kind === "download" && file !== `${source.slug}.jpg`) return { error: "unknown download name" };
  return { request: { kind: kind as ImageKind, contentId, version, width, format }, source: { swatch: swatch.data, slug: source.slug } };
}

/** A counting semaphore: at most `limit` holders at once, the rest wait in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter, or free it.
      if (next) next();
      else this.active--;
    }
  }
}

function strongEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const cacheRoot = path.resolve(options.cacheDir, RENDERER_VERSION);
  const semaphore = new Semaphore(Math.max(1, options.concurrency ?? 2));
  const inFlight = new Map<string, Promise<Buffer>>();
  const stats: ImageServiceStats = { renders: 0, cacheHits: 0, joined: 0 };
  const report = (error: unknown, context: string) => options.onError?.(error, context);

  // Every component was validated against a strict pattern, so the path cannot leave cacheRoot.
  const cachePath = (r: ImageRequest) => path.join(cacheRoot, r.contentId, r.version, `${r.kind}-${r.width}.${r.format === "jpeg" ? "jpg" : r.format}`);

  async function produce(request: ImageRequest, swatch: Swatch, file: string): Promise<Buffer> {
    return semaphore.run(async () => {
      // Another process sharing the cache may have finished it while this one waited.
      const existing = await readIfPresent(file).catch(() => null);
      if (existing) return existing;
      stats.renders++;
      const bytes = await renderImage(swatch, request.width, request.format);
      await writeAtomically(file, bytes).catch((error) => report(error, `writing ${file}`));
      return bytes;
    });
  }

  return {
    stats,
    cachePath,
    async get(kind, contentId, version, file) {
      const parsed = parseRequest(String(kind), String(contentId), String(version), String(file), options.lookup);
      if ("error" in parsed) return notFound(parsed.error);
      const { request, source } = parsed;
      const target = cachePath(request);
      const contentType = CONTENT_TYPES[request.format];
      const downloadName = request.kind === "download" ? `${source.slug}.jpg` : undefined;

      const cached = await readIfPresent(target).catch((error) => {
        report(error, `reading ${target}`);
        return null;
      });
      if (cached) {
        stats.cacheHits++;
        return { ok: true, bytes: cached, contentType, etag: strongEtag(cached), downloadName, cached: true };
      }

      let pending = inFlight.get(target);
      if (pending) stats.joined++;
      else {
        pending = produce(request, source.swatch, target).finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      const bytes = await pending;
      return { ok: true, bytes, contentType, etag: strongEtag(bytes), downloadName, cached: false };
    },
  };
}
