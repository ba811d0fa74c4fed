/**
 * Serves `/documents/{contentId}/{version}/{type}-{lang}.pdf`: validates the request against the
 * catalogue (the version must be the product's current one, the type and language ones it offers),
 * renders on demand, and keeps recent documents in memory. Concurrent requests for a document that
 * is being rendered share that render. Bad input is answered with a reason, never with an exception.
 */
import { createHash } from "node:crypto";
import { CONTENT_LANGUAGES, DOCUMENT_TYPES, type ContentLanguage, type DocumentType } from "../../core/catalogue/enums";
import { documentVersion, imageVersion } from "../../core/catalogue/media";
import type { Collection, Product } from "../../core/catalogue/model";
import { ByteLru } from "./byte-lru";
import type { RenderDocumentInput, renderDocument, renderSwatchImage } from "./render-document";

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

export type DocumentResult = ({ status: "ok" } & RenderedDocument) | { status: "not-found"; reason: string };

export type ProductLookup = (contentId: string) => { product: Product; collection: Collection | undefined } | undefined;

export interface DocumentServiceOptions {
  lookup: ProductLookup;
  /** Defaults to renderDocument. */
  render?: (input: RenderDocumentInput) => Promise<Uint8Array>;
  /** JPEG of a product's swatch; defaults to the image renderer. Return null for a flat swatch. */
  swatchImage?: (product: Product) => Promise<Uint8Array | null>;
  /** Bound of the document cache; default 50 MB. */
  maxCacheBytes?: number;
}

export interface DocumentService {
  get(request: DocumentRequest): Promise<DocumentResult>;
  stats(): { cachedDocuments: number; cachedBytes: number; renders: number };
}

const CONTENT_ID = /^[0-9]{4,12}$/;
const VERSION = /^[0-9a-z]{1,16}$/;
const FILE = /^([a-z]+(?:-[a-z]+)*)-([a-z]{2})\.pdf$/;
const SWATCH_CACHE_ENTRIES = 64;

/**
 * The PDF renderer (pdf-lib, fontkit, the fonts and layout) is about 30 MB of RSS once loaded, so it
 * loads on the first document request rather than at start (docs/memory.md).
 */
interface Renderer {
  renderDocument: typeof renderDocument;
  renderSwatchImage: typeof renderSwatchImage;
}
let renderer: Promise<Renderer> | null = null;
const loadRenderer = () => (renderer ??= import("./render-document"));

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

export function createDocumentService(options: DocumentServiceOptions): DocumentService {
  const render = options.render ?? (async (input: RenderDocumentInput) => (await loadRenderer()).renderDocument(input));
  const swatchImage = options.swatchImage ?? (async (product: Product) => (await loadRenderer()).renderSwatchImage(product));
  const cache = new ByteLru<RenderedDocument>(options.maxCacheBytes ?? 50 * 1024 * 1024, (d) => d.bytes.byteLength);
  const inFlight = new Map<string, Promise<RenderedDocument>>();
  const swatches = new Map<string, Promise<Uint8Array | null>>();
  let renders = 0;

  const swatchFor = (product: Product): Promise<Uint8Array | null> => {
    const key = imageVersion(product);
    let image = swatches.get(key);
    if (!image) {
      // A swatch that cannot be rendered should not cost the document: fall back to a flat one.
      image = swatchImage(product).catch(() => null);
      swatches.set(key, image);
      if (swatches.size > SWATCH_CACHE_ENTRIES) swatches.delete(swatches.keys().next().value!);
    }
    return image;
  };

  const produce = async (product: Product, collection: Collection | undefined, type: DocumentType, language: ContentLanguage): Promise<RenderedDocument> => {
    renders++;
    const bytes = await render({ product, collection, type, language, swatchImage: await swatchFor(product) });
    const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
    return { bytes, etag, filename: `${product.itemNumber}-${type}-${language}.pdf` };
  };

  return {
    async get(request) {
      const { contentId, version, file } = request ?? {};
      if (typeof contentId !== "string" || typeof version !== "string" || typeof file !== "string") return notFound("malformed request");
      if (!CONTENT_ID.test(contentId)) return notFound("malformed content id");
      if (!VERSION.test(version)) return notFound("malformed version");
      const match = FILE.exec(file);
      if (!match) return notFound("malformed file name");
      const [, type = "", language = ""] = match;
      if (!isDocumentType(type)) return notFound("unknown document type");
      if (!isLanguage(language)) return notFound("unknown language");

      const found = options.lookup(contentId);
      if (!found) return notFound("unknown product");
      const { product, collection } = found;
      if (version !== documentVersion(product)) return notFound("stale version");
      const offered = product.documents.find((d) => d.type === type);
      if (!offered) return notFound("document type not offered for this product");
      if (!offered.languages.includes(language)) return notFound("language not offered for this document");

      const key = `${contentId}/${version}/${type}-${language}`;
      const cached = cache.get(key);
      if (cached) return ok(cached);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(product, collection, type, language)
          .then((document) => {
            cache.set(key, document);
            return document;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return ok(await pending);
    },
    stats: () => ({ cachedDocuments: cache.size, cachedBytes: cache.bytes, renders }),
  };
}
