/**
 * Renders ahead, in the background, the swatch images pages will ask for, so a visitor's first page
 * never waits on a cold render. Runs after start and again after every catalogue change (an
 * unchanged product keeps its image version, so its files are found and skipped).
 *
 * Order: first what a finder's first view needs, the card widths (AVIF, which browsers pick, and
 * WebP, the fallback and thumbnail; one texture render serves both), taking products round-robin
 * across finders in their default A–Z order, so the first page of every finder is warm first.
 * Then the product-page widths. Enlargements and downloads stay on demand.
 */
import type { Product, Swatch } from "../../core/catalogue/model";
import { IMAGE_FORMATS, SHARE_IMAGE } from "../../core/catalogue/media";
import type { ImageService } from "./image-service";
import { CARD_WIDTHS, PAGE_WIDTHS, type EncodeTarget } from "./render-plan";

export interface PrerenderProduct {
  contentId: string;
  swatch: Swatch;
  /** The gallery: its primary image is what is prerendered, stored or generated. */
  images?: Product["images"];
  family: string;
  type?: string;
  regions?: readonly string[];
}

interface Tier {
  name: string;
  targets: EncodeTarget[];
}

const targets = (widths: readonly number[]): EncodeTarget[] => IMAGE_FORMATS.flatMap((format) => widths.map((width) => ({ width, format })));

export const PRERENDER_TIERS: readonly Tier[] = [
  { name: "cards", targets: targets(CARD_WIDTHS) },
  { name: "product pages", targets: targets(PAGE_WIDTHS) },
];

/** Stop short of the cap, so prerendering never evicts what visitors and earlier tiers need. */
const CAP_SHARE = 0.9;
const PROGRESS_EVERY = 250;

export interface PrerenderLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Products by their best position on any finder: the family's finder, its type sub-finders
 * (VIZUON, HFLOR, sinks), in every region that offers them. Each list keeps the order of `groups`,
 * which is the finders' default A–Z sort when they come from the catalogue snapshot's byFamily.
 * Equal positions interleave families, so the first page of every finder is warm first.
 */
export function prerenderOrder<P extends PrerenderProduct>(groups: Iterable<readonly P[]>): P[] {
  const best = new Map<P, { rank: number; family: number; index: number }>();
  let family = 0;
  let index = 0;
  for (const group of groups) {
    const finders = new Map<string, number>();
    for (const product of group) {
      let rank = Number.POSITIVE_INFINITY;
      for (const region of product.regions ?? ["*"]) {
        for (const finder of [region, `${region}/${product.type ?? ""}`]) {
          const position = finders.get(finder) ?? 0;
          finders.set(finder, position + 1);
          rank = Math.min(rank, position);
        }
      }
      best.set(product, { rank, family, index: index++ });
    }
    family++;
  }
  const key = (p: P) => best.get(p) ?? { rank: 0, family: 0, index: 0 };
  return [...best.keys()].sort((a, b) => key(a).rank - key(b).rank || key(a).family - key(b).family || key(a).index - key(b).index);
}

/** The share image (1200 x 630 JPEG) of each product, one after another; resolves to how many it wrote. */
export async function prerenderShares(service: ImageService, products: readonly PrerenderProduct[], stale: () => boolean): Promise<number> {
  await service.cache.ready;
  let written = 0;
  for (const product of products) {
    if (stale()) break;
    written += await service.prerender(product, [{ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, format: "jpeg" }], "share");
  }
  return written;
}

export interface Prerenderer {
  /** Starts a run over these products, replacing any run in progress. Resolves when it ends. */
  run(products: readonly PrerenderProduct[]): Promise<void>;
  /** Ends the run in progress after the renders already started. */
  stop(): Promise<void>;
}

export function createPrerenderer(service: ImageService, logger: PrerenderLogger, lanes = 1): Prerenderer {
  let generation = 0;
  let current: Promise<void> = Promise.resolve();

  async function runTiers(products: readonly PrerenderProduct[], mine: number): Promise<void> {
    await service.cache.ready;
    const started = performance.now();
    const stale = () => generation !== mine;
    // In front of a shared store the prerender fills the store: local copies are evicted as usual.
    const capReached = () => !service.cache.isFront && service.cache.totalBytes >= service.cache.maxBytes * CAP_SHARE;
    let written = 0;
    for (const tier of PRERENDER_TIERS) {
      let next = 0;
      let done = 0;
      const lane = async () => {
        while (!stale() && next < products.length) {
          if (capReached()) return;
          const product = products[next++]!;
          written += await service.prerender(product, tier.targets).catch((error: unknown) => {
            logger.warn({ err: error, contentId: product.contentId }, "prerender failed for a product");
            return 0;
          });
          if (++done % PROGRESS_EVERY === 0) logger.info(progress(tier.name, done, products.length, written, started), "prerendering images");
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
      if (stale()) return;
      if (capReached()) {
        logger.warn({ tier: tier.name, cacheMB: megabytes(service.cache.totalBytes), capMB: megabytes(service.cache.maxBytes) }, "image prerender stopped: the disk cache is near its cap (IMAGE_CACHE_MAX_MB)");
        return;
      }
      logger.info(progress(tier.name, done, products.length, written, started), "prerendered a tier of images");
    }
    logger.info({ products: products.length, images: written, seconds: seconds(started), cacheMB: megabytes(service.cache.totalBytes) }, "image prerender done");
  }

  return {
    run(products) {
      const mine = ++generation;
      const previous = current;
      // The previous run notices it is stale after its current render; start once it has.
      current = previous.then(() => runTiers(products, mine));
      return current;
    },
    async stop() {
      generation++;
      await current;
    },
  };
}

function progress(tier: string, done: number, total: number, images: number, started: number) {
  return { tier, products: `${done}/${total}`, images, seconds: seconds(started), rssMB: megabytes(process.memoryUsage.rss()) };
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);
