/**
 * The images and documents of a running site: the render pool, the per-client render budget, the
 * two services over one capped disk cache, and the image prerender, run after start and again
 * after every catalogue change.
 */
import type { Logger } from "pino";
import type { CatalogueSnapshot, CatalogueStore } from "../catalogue/catalogue-store";
import { createDocumentService, type DocumentService } from "../documents/document-service";
import { createBookService, type BookService } from "../documents/book/book-service";
import { createSpecPackService, type SpecPackService } from "../documents/spec-pack/spec-pack-service";
import type { BlobStore } from "../blobs/blob-store";
import { DiskBlobStore } from "../blobs/disk-blob-store";
import type { Env } from "../env";
import { createImagePool } from "./image-pool";
import { createImageService, type ImageService } from "./image-service";
import { createPrerenderer, prerenderOrder, prerenderShares } from "./prerender";
import { shareSubjects } from "../catalogue/share-subjects";
import { createRenderBudget } from "./render-budget";
import { createMaterialService, type MaterialService } from "../materials/material-service";

export interface SiteImages {
  service: ImageService;
  /** Product documents, rendered in the same pool and cached in the same folder. */
  documents: DocumentService;
  /** Categories' online books, rendered in the same pool and cached in the same folder. */
  books: BookService;
  /** The likes' spec pack PDFs, rendered in the same pool (never cached: each is one visitor's). */
  specPacks: SpecPackService;
  /** Material maps and packs (issue 28), rendered in the same pool and cached in the same folder. */
  materials: MaterialService;
  /** Manufacturers' photos and PDFs (BLOB_DIR), read by both services and written by imports. */
  blobs: BlobStore;
  /** Stops the prerender and lets running renders finish. */
  stop(): Promise<void>;
}

type ImageEnv = Partial<Pick<Env, "PUBLIC_ORIGIN">> & Pick<Env, "IMAGE_CACHE_DIR" | "BLOB_DIR" | "IMAGE_CACHE_MAX_MB" | "IMAGE_PRERENDER" | "IMAGE_WORKERS" | "IMAGE_QUEUE_MAX" | "RENDER_RATE_PER_MIN">;

export interface StartImagesOptions {
  /** How long after start the first prerender begins (default 10 s). */
  startDelayMs?: number;
}

export function startImages(env: ImageEnv, logger: Logger, catalogue: Pick<CatalogueStore, "current" | "isLoaded" | "onChange" | "collection">, options: StartImagesOptions = {}): SiteImages {
  const pool = createImagePool({ threads: env.IMAGE_WORKERS, maxQueue: env.IMAGE_QUEUE_MAX });
  const budget = createRenderBudget({
    perMinute: env.RENDER_RATE_PER_MIN,
    onLimited: (client, retryAfterSeconds) => logger.warn({ client, retryAfterSeconds, limitPerMinute: env.RENDER_RATE_PER_MIN }, "render rate limit hit"),
  });
  const blobs = new DiskBlobStore(env.BLOB_DIR);
  const service = createImageService({
    cacheDir: env.IMAGE_CACHE_DIR,
    blobs,
    pool,
    budget,
    maxCacheBytes: env.IMAGE_CACHE_MAX_MB * 1_048_576,
    lookup: (id) => {
      const product = catalogue.isLoaded ? catalogue.current.products.get(id) : undefined;
      return product && { swatch: product.swatch, slug: product.slug, images: product.images };
    },
    onError: (error, context) => logger.warn({ err: error, context }, "image cache"),
  });
  const documents = createDocumentService({
    cacheDir: env.IMAGE_CACHE_DIR,
    blobs,
    pool,
    budget,
    cache: service.cache,
    lookup: (id) => {
      const snapshot = catalogue.isLoaded ? catalogue.current : undefined;
      const product = snapshot?.products.get(id);
      return product && { product, collection: snapshot!.collections.get(product.collection), guides: snapshot!.guides, guidesVersion: snapshot!.guidesVersion };
    },
    onError: (error, context) => logger.warn({ err: error, context }, "document cache"),
  });
  const books = createBookService({
    cacheDir: env.IMAGE_CACHE_DIR,
    pool,
    budget,
    cache: service.cache,
    catalogue: () => {
      if (!catalogue.isLoaded) return undefined;
      const snapshot = catalogue.current;
      return {
        productsOf: (family, region) => (snapshot.byFamily.get(family) ?? []).filter((p) => p.regions.includes(region)),
        collectionsOf: (family) => [...snapshot.collections.values()].filter((c) => c.family === family),
        version: snapshot.version,
        guidesVersion: snapshot.guidesVersion,
      };
    },
    onError: (error, context) => logger.warn({ err: error, context }, "book cache"),
  });
  const specPacks = createSpecPackService({ pool, budget });
  const materials = createMaterialService({
    cacheDir: env.IMAGE_CACHE_DIR,
    cache: service.cache,
    pool,
    budget,
    blobs,
    lookup: (id) => (catalogue.isLoaded ? catalogue.current.products.get(id) : undefined),
    siteOrigin: env.PUBLIC_ORIGIN ?? "",
    onError: (error, context) => logger.warn({ err: error, context }, "material cache"),
  });
  const prerenderer = createPrerenderer(service, logger, pool.threads);
  // Books follow the swatches they show: once the images are done, each book not cached yet.
  let bookGeneration = 0;
  const prerender = (snapshot: CatalogueSnapshot) => {
    logger.info({ products: snapshot.products.size, catalogueVersion: snapshot.version }, "image prerender starting");
    const mine = ++bookGeneration;
    const stale = () => mine !== bookGeneration;
    // The few share images (og:image of landings, finders and other non-product pages) go beside
    // the swatches, so a link shared minutes after a start already has its picture.
    void prerenderShares(service, shareSubjects(snapshot), stale)
      .then((rendered) => {
        if (!stale()) logger.info({ rendered, catalogueVersion: snapshot.version }, "share image prerender done");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "share image prerender failed"));
    void prerenderer
      .run(prerenderOrder(snapshot.byFamily.values()))
      .then(() => (stale() ? 0 : books.prerender(stale)))
      .then((rendered) => {
        if (!stale()) logger.info({ rendered, catalogueVersion: snapshot.version }, "book prerender done");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "book prerender failed"));
  };
  const unsubscribe = env.IMAGE_PRERENDER ? catalogue.onChange(prerender) : () => undefined;
  // Start-up allocates a lot at once (catalogue, finder index, server build); starting the worker
  // a little later keeps the two peaks from adding up in RSS.
  const delayed = setTimeout(() => {
    if (env.IMAGE_PRERENDER && catalogue.isLoaded) prerender(catalogue.current);
  }, options.startDelayMs ?? 10_000);
  delayed.unref();

  return {
    service,
    documents,
    books,
    specPacks,
    materials,
    blobs,
    async stop() {
      clearTimeout(delayed);
      unsubscribe();
      bookGeneration++;
      await prerenderer.stop();
      await pool.close();
    },
  };
}
