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
import { openBlobStore } from "../blobs/open-blob-store";
import type { AdvisoryLocks } from "../db/advisory-lock";
import type { Database } from "../db/client";
import { prerenderOnce, type PrerenderOutcome } from "./prerender-once";
import { pruneOnce, type PruneOutcome } from "./prune-renders";
import { PREVIOUS_VERSION_GRACE_MS, type SnapshotChoice, type VersionSkew } from "../catalogue/version-skew";
import type { Env } from "../env";
import { createImagePool } from "../render/render-pool";
import { createImageService, type ImageService } from "./image-service";
import { createPrerenderer, prerenderOrder, prerenderShares } from "./prerender";
import { shareSubjects } from "../catalogue/share-subjects";
import { createRenderBudget } from "../render/render-budget";
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
  /** Renders ahead for the current catalogue now, once across instances (`npm run prerender`). */
  prerenderNow(): Promise<PrerenderOutcome>;
  /**
   * Deletes the shared store's renders the current catalogue no longer links to, once its grace has
   * passed (prune-renders.ts); null without a shared store or advisory locks.
   */
  pruneNow(): Promise<PruneOutcome | null>;
  /** Renders waiting for a free worker, for /metrics. */
  renderQueueDepth(): number;
  /** Stops the prerender and lets running renders finish. */
  stop(): Promise<void>;
}

type ImageEnv = Partial<Pick<Env, "PUBLIC_ORIGIN">> & Pick<Env, "IMAGE_CACHE_DIR" | "BLOB_DIR" | "BLOB_STORE" | "IMAGE_CACHE_MAX_MB" | "IMAGE_PRERENDER" | "IMAGE_WORKERS" | "IMAGE_QUEUE_MAX" | "RENDER_RATE_PER_MIN">;

export interface StartImagesOptions {
  /** How long after start the first prerender begins (default 10 s). */
  startDelayMs?: number;
  /** The site's database: the render budget is counted there, shared by every instance. */
  db?: Database;
  /** Its advisory locks: with a shared store, one instance at a time prerenders a catalogue version. */
  locks?: AdvisoryLocks;
  /** Where the S3 client's AWS_* settings come from (default: the process environment). */
  aws?: Record<string, string | undefined>;
}

export function startImages(env: ImageEnv, logger: Logger, catalogue: Pick<CatalogueStore, "current" | "isLoaded" | "onChange" | "collection"> & Partial<Pick<CatalogueStore, "previousWithin" | "catchUp">>, options: StartImagesOptions = {}): SiteImages {
  /** The snapshot a lookup reads: the current one, or the one it replaced while in its grace period (version-skew.ts). */
  const snapshotOf = (which: SnapshotChoice = "current"): CatalogueSnapshot | undefined =>
    !catalogue.isLoaded ? undefined : which === "current" ? catalogue.current : catalogue.previousWithin?.(PREVIOUS_VERSION_GRACE_MS);
  const skew: VersionSkew | undefined = catalogue.catchUp ? { catchUp: () => catalogue.catchUp!() } : undefined;
  const pool = createImagePool({ threads: env.IMAGE_WORKERS, maxQueue: env.IMAGE_QUEUE_MAX });
  const budget = createRenderBudget({
    perMinute: env.RENDER_RATE_PER_MIN,
    onLimited: (client, retryAfterSeconds) => logger.warn({ client, retryAfterSeconds, limitPerMinute: env.RENDER_RATE_PER_MIN }, "render rate limit hit"),
    ...(options.db ? { db: options.db } : {}),
    onError: (error) => logger.warn({ err: error }, "render budget: the database did not answer, counted in memory"),
  });
  const blobs = openBlobStore(env, options.aws);
  const service = createImageService({
    cacheDir: env.IMAGE_CACHE_DIR,
    blobs,
    pool,
    budget,
    maxCacheBytes: env.IMAGE_CACHE_MAX_MB * 1_048_576,
    lookup: (id, which) => {
      const product = snapshotOf(which)?.products.get(id);
      return product && { swatch: product.swatch, slug: product.slug, images: product.images };
    },
    ...(skew ? { skew } : {}),
    onError: (error, context) => logger.warn({ err: error, context }, "image cache"),
  });
  const documents = createDocumentService({
    cacheDir: env.IMAGE_CACHE_DIR,
    blobs,
    pool,
    budget,
    cache: service.cache,
    lookup: (id, which) => {
      const snapshot = snapshotOf(which);
      const product = snapshot?.products.get(id);
      return product && { product, collection: snapshot!.collections.get(product.collection), guides: snapshot!.guides, guidesVersion: snapshot!.guidesVersion };
    },
    ...(skew ? { skew } : {}),
    onError: (error, context) => logger.warn({ err: error, context }, "document cache"),
  });
  const books = createBookService({
    cacheDir: env.IMAGE_CACHE_DIR,
    pool,
    budget,
    cache: service.cache,
    ...(skew ? { skew } : {}),
    catalogue: (which) => {
      const snapshot = snapshotOf(which);
      if (!snapshot) return undefined;
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
  /** Renders everything ahead for this snapshot; true when it ran to the end (no newer catalogue came). */
  const renderAhead = async (snapshot: CatalogueSnapshot): Promise<boolean> => {
    logger.info({ products: snapshot.products.size, catalogueVersion: snapshot.version }, "image prerender starting");
    const mine = ++bookGeneration;
    const stale = () => mine !== bookGeneration;
    // The few share images (og:image of landings, finders and other non-product pages) go beside
    // the swatches, so a link shared minutes after a start already has its picture.
    const shares = prerenderShares(service, shareSubjects(snapshot), stale)
      .then((rendered) => {
        if (!stale()) logger.info({ rendered, catalogueVersion: snapshot.version }, "share image prerender done");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "share image prerender failed"));
    const swatchesAndBooks = prerenderer
      .run(prerenderOrder(snapshot.byFamily.values()))
      .then(() => (stale() ? 0 : books.prerender(stale)))
      .then((rendered) => {
        if (!stale()) logger.info({ rendered, catalogueVersion: snapshot.version }, "book prerender done");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "book prerender failed"));
    await Promise.all([shares, swatchesAndBooks]);
    return !stale();
  };
  const prerender = (snapshot: CatalogueSnapshot): Promise<PrerenderOutcome> =>
    prerenderOnce(snapshot.version, () => renderAhead(snapshot), { shared: blobs.shared, locks: options.locks, logger }).catch((error: unknown) => {
      logger.warn({ err: error, catalogueVersion: snapshot.version }, "prerender failed");
      return "failed" as const;
    });
  const pruneNow = async (): Promise<PruneOutcome | null> => {
    if (!blobs.shared || !options.locks || !catalogue.isLoaded) return null;
    return pruneOnce(blobs.shared, options.locks, catalogue.current, PREVIOUS_VERSION_GRACE_MS);
  };
  // Servers that render ahead also prune, a minute after each change's grace (one at a time, by lock).
  let pruneTimer: NodeJS.Timeout | undefined;
  const pruneAfterGrace = () => {
    clearTimeout(pruneTimer);
    if (!env.IMAGE_PRERENDER || !blobs.shared) return;
    pruneTimer = setTimeout(() => {
      pruneNow()
        .then((outcome) => outcome && logger.info({ ...outcome }, "render prune"))
        .catch((error: unknown) => logger.warn({ err: error }, "render prune failed"));
    }, PREVIOUS_VERSION_GRACE_MS + 60_000);
    pruneTimer.unref();
  };
  const unsubscribe = env.IMAGE_PRERENDER
    ? catalogue.onChange((snapshot) => {
        void prerender(snapshot);
        pruneAfterGrace();
      })
    : () => undefined;
  // Start-up allocates a lot at once (catalogue, finder index, server build); starting the worker
  // a little later keeps the two peaks from adding up in RSS.
  const delayed = setTimeout(() => {
    if (env.IMAGE_PRERENDER && catalogue.isLoaded) void prerender(catalogue.current);
  }, options.startDelayMs ?? 10_000);
  delayed.unref();
  pruneAfterGrace();

  return {
    service,
    documents,
    books,
    specPacks,
    materials,
    blobs,
    renderQueueDepth: () => pool.queueDepth(),
    pruneNow,
    prerenderNow: () => (catalogue.isLoaded ? prerender(catalogue.current) : Promise.resolve("failed")),
    async stop() {
      clearTimeout(delayed);
      clearTimeout(pruneTimer);
      unsubscribe();
      bookGeneration++;
      await prerenderer.stop();
      await pool.close();
      await service.cache.flush();
    },
  };
}
