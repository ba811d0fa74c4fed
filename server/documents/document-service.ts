/**
 * Serves `/documents/{contentId}/{version}/{type}-{lang}.pdf`: validates the request against the
 * catalogue (the version must be the product's current one, the type and language ones it offers),
 * serves it from the disk cache the images use (same folder, same cap, same eviction), or has the
 * render pool render it in a worker thread. Bad input is answered with a reason, never with an
 * exception.
 *
 * - A request that does not name an offered document is "not-found" before anything is rendered
 *   or written.
 * - Concurrent requests for a document being rendered share that render.
 * - A full render queue is "busy" (503 with Retry-After), never an unbounded wait; a client over
 *   its render budget is "limited" (429 with Retry-After). Cache hits cost no budget.
 */
import { acrossVersions, type SnapshotChoice, type VersionSkew } from "../catalogue/version-skew";
import { createHash } from "node:crypto";
import path from "node:path";
import { CONTENT_LANGUAGES, DOCUMENT_TYPES, type ContentLanguage, type DocumentType } from "../../core/catalogue/enums";
import type { Guides } from "../../core/catalogue/guides";
import { DOCUMENT_RENDERER_VERSION, documentVersion, galleryEntries } from "../../core/catalogue/media";
import type { Collection, Product } from "../../core/catalogue/model";
import type { BlobStore } from "../blobs/blob-store";
import type { DiskCache } from "../render/disk-cache";
import { PoolBusyError, type ImagePool } from "../render/render-pool";
import { BUSY_RETRY_AFTER_SECONDS } from "../images/image-service";
import { UNLIMITED_RENDERS, type RenderBudget } from "../render/render-budget";

export interface DocumentRequest {
  contentId: string;
  version: string;
  /** `{type}-{lang}.pdf` */
  file: string;
}

export interface RenderedDocument {
  bytes: Uint8Array;
  /** Strong validator: a quoted hash of the bytes. */
  etag: string;
  /** `{itemNumber}-{type}-{lang}.pdf` */
  filename: string;
}

export type DocumentResult =
  | ({ status: "ok" } & RenderedDocument)
  | { status: "not-found"; reason: string }
  /** busy: the render queue is full. limited: this client started too many renders. */
  | { status: "busy" | "limited"; reason: string; retryAfterSeconds: number };

/** A product as the catalogue store holds it, with the guides (and their hash) of the same snapshot. */
export interface DocumentSubject {
  product: Product;
  collection: Collection | undefined;
  guides: Guides | null;
  guidesVersion: string;
}

/** `which`: the catalogue snapshot to read (server/catalogue/version-skew.ts); the current one by default. */
export type ProductLookup = (contentId: string, which?: SnapshotChoice) => DocumentSubject | undefined;

export interface DocumentServiceOptions {
  lookup: ProductLookup;
  /** The render pool shared with images. */
  pool: ImagePool;
  /** The disk cache shared with images; documents go under `{cacheDir}/d{renderer version}/`. */
  cache: DiskCache;
  cacheDir: string;
  /** Per-client budget of renders, shared with images (default: unlimited). */
  budget?: RenderBudget;
  /** Told about failures that do not fail the request, such as a cache write. */
  onError?: (error: unknown, context: string) => void;
  /** Where stored PDFs are (server/blobs); without it, a stored language is a 404. */
  blobs?: BlobStore;
  /** URLs of the previous and of a not yet loaded catalogue version (version-skew.ts); without it, only the current. */
  skew?: VersionSkew;
}

export interface DocumentService {
  /** `client` identifies who pays for a render (the client IP). */
  get(request: DocumentRequest, client?: string): Promise<DocumentResult>;
  stats(): { renders: number; cacheHits: number; busy: number; limited: number; stored: number };
}

const CONTENT_ID = /^[0-9]{4,12}$/;
const VERSION = /^[0-9a-z]{1,16}$/;
const FILE = /^([a-z]+(?:-[a-z]+)*)-([a-z]{2})\.pdf$/;

export function ok(document: RenderedDocument): DocumentResult {
  return { status: "ok", ...document };
}

export function notFound(reason: string): DocumentResult {
  return { status: "not-found", reason };
}

function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

function isLanguage(value: string): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

export const strongEtag = (bytes: Uint8Array) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;

export function createDocumentService(options: DocumentServiceOptions): DocumentService {
  const { pool, cache } = options;
  const budget = options.budget ?? UNLIMITED_RENDERS;
  const cacheRoot = path.resolve(options.cacheDir, `d${DOCUMENT_RENDERER_VERSION}`);
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const stats = { renders: 0, cacheHits: 0, busy: 0, limited: 0, stored: 0 };

  /** The manufacturer's own photo, when the product's primary image is one: typeset documents show it. */
  const primaryPhoto = async (product: Product): Promise<Uint8Array | undefined> => {
    const file = galleryEntries(product)[0]?.file;
    if (!file || !options.blobs) return undefined;
    return (await options.blobs.get(file.blob).catch(() => null)) ?? undefined;
  };

  const render = (file: string, { product, collection, guides }: DocumentSubject, type: DocumentType, language: ContentLanguage): Promise<Uint8Array> => {
    const pending = primaryPhoto(product)
      .then((swatchPhoto) => pool.render({ kind: "document", product, collection, guides, type, language, file, swatchPhoto }))
      .then(async ([result]) => {
        stats.renders++;
        if (!result?.bytes) throw new Error(`the render worker returned no bytes for ${file}`);
        // The shared store's copy, when another instance rendered this URL first: one ETag everywhere.
        if (!result.writeError) return cache.settle(file, result.size, result.bytes);
        options.onError?.(new Error(result.writeError), `writing ${file}`);
        return result.bytes;
      });
    inFlight.set(file, pending);
    void pending.finally(() => inFlight.delete(file)).catch(() => undefined);
    return pending;
  };

  const readCached = (file: string) =>
    cache.read(file).catch((error: unknown) => {
      options.onError?.(error, `reading ${file}`);
      return null;
    });

  return {
    async get(request, client = "unknown") {
      const { contentId, version, file } = request ?? {};
      if (typeof contentId !== "string" || typeof version !== "string" || typeof file !== "string") return notFound("malformed request");
      if (!CONTENT_ID.test(contentId)) return notFound("malformed content id");
      if (!VERSION.test(version)) return notFound("malformed version");
      const match = FILE.exec(file);
      if (!match) return notFound("malformed file name");
      const [, type = "", language = ""] = match;
      if (!isDocumentType(type)) return notFound("unknown document type");
      if (!isLanguage(language)) return notFound("unknown language");

      const subject = await acrossVersions(
        (which) => {
          const candidate = options.lookup(contentId, which);
          if (!candidate) return notFound("unknown product");
          return version === documentVersion(candidate.product, candidate.guidesVersion) ? candidate : notFound("stale version");
        },
        (result) => "status" in result,
        options.skew,
      );
      if ("status" in subject) return subject;
      const found = subject;
      const { product } = found;
      const offered = product.documents.find((d) => d.type === type);
      if (!offered) return notFound("document type not offered for this product");
      if (!offered.languages.includes(language)) return notFound("language not offered for this document");

      const document = (bytes: Uint8Array) => ok({ bytes, etag: strongEtag(bytes), filename: `${product.itemNumber}-${type}-${language}.pdf` });
      // A language the manufacturer sent a PDF for is served as sent: no render, no cache copy.
      const stored = offered.files?.[language];
      if (stored) {
        const bytes = options.blobs ? await options.blobs.get(stored.blob) : null;
        if (!bytes) {
          options.onError?.(new Error(`blob ${stored.blob} is missing from the blob store`), `serving ${contentId} ${type}-${language}`);
          return notFound("the stored document is missing");
        }
        stats.stored++;
        return document(bytes);
      }

      // Every component was validated against a strict pattern, so the path cannot leave cacheRoot.
      const target = path.join(cacheRoot, contentId, version, `${type}-${language}.pdf`);
      const cached = await readCached(target);
      if (cached) {
        stats.cacheHits++;
        return document(cached);
      }
      try {
        // Joining a render already under way costs no budget: the render was paid for.
        const pending = inFlight.get(target);
        if (pending) return document(await pending);
        const retryAfterSeconds = await budget.take(client);
        if (retryAfterSeconds !== null) {
          stats.limited++;
          return { status: "limited", reason: "too many renders from this client, retry later", retryAfterSeconds };
        }
        return document(await (inFlight.get(target) ?? render(target, found, type, language)));
      } catch (error) {
        if (!(error instanceof PoolBusyError)) throw error;
        stats.busy++;
        return { status: "busy", reason: "document renders are busy, retry shortly", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
      }
    },
    stats: () => ({ ...stats }),
  };
}
