/**
 * Serves `/documents/book/{region}/{category}/{version}/{lang}.pdf`, a category's online book, the
 * way product documents are served (document-service.ts): the request is validated against the
 * manifest and the catalogue before anything renders (a region that does not offer the category,
 * a language the region does not speak or a stale version is a 404), the PDF is read from the disk
 * cache the images use, or rendered in the pool; concurrent requests share one render, a full
 * queue is "busy" and a client over its render budget "limited".
 */
import { acrossVersions, type SnapshotChoice, type VersionSkew } from "../../catalogue/version-skew";
import path from "node:path";
import { bookSwatchKey, bookVersion, planBook } from "../../../core/catalogue/book";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { DOCUMENT_RENDERER_VERSION } from "../../../core/catalogue/media";
import type { Collection, Product } from "../../../core/catalogue/model";
import { translatorForLanguage } from "../../../core/i18n/document-locale";
import { isMessageKey } from "../../../core/i18n/catalogues";
import { contentLanguageOf, REGION_CONFIG, REGIONS, type Region } from "../../../core/regions/regions";
import { ONLINE_BOOKS, routeById } from "../../../core/routing/manifest";
import type { ProductFamily } from "../../../core/routing/manifest-types";
import type { DiskCache } from "../../render/disk-cache";
import { PoolBusyError, type ImagePool } from "../../render/render-pool";
import { BUSY_RETRY_AFTER_SECONDS } from "../../images/image-service";
import { UNLIMITED_RENDERS, type RenderBudget } from "../../render/render-budget";
import { profileOf } from "../content/material";
import { notFound, ok, strongEtag, type DocumentResult } from "../document-service";
import type { BookTask } from "./book-task";

export interface BookRequest {
  region: string;
  category: string;
  version: string;
  /** `{lang}.pdf` */
  file: string;
}

/** What the catalogue store holds now: the family's products in a region, its collections, versions. */
export interface BookCatalogue {
  productsOf(family: ProductFamily, region: Region): readonly Product[];
  collectionsOf(family: ProductFamily): readonly Collection[];
  version: number;
  guidesVersion: string;
}

export interface BookServiceOptions {
  /** `which`: the catalogue snapshot to read (server/catalogue/version-skew.ts); the current one by default. */
  catalogue: (which?: SnapshotChoice) => BookCatalogue | undefined;
  /** URLs of the previous and of a not yet loaded catalogue version; without it, only the current. */
  skew?: VersionSkew;
  pool: ImagePool;
  cache: DiskCache;
  cacheDir: string;
  budget?: RenderBudget;
  onError?: (error: unknown, context: string) => void;
}

export interface BookService {
  get(request: BookRequest, client?: string): Promise<DocumentResult>;
  /**
   * Renders every book of the current catalogue that is not cached yet, one at a time, so no
   * visitor waits for a book after a start or a catalogue change. Stops early once `stale()`.
   */
  prerender(stale: () => boolean): Promise<number>;
}

/** The prerender's own client name: it is not a visitor, so the visitors' render budget does not apply. */
const PRERENDER_CLIENT = "\u0000prerender";
const BUSY_WAIT_MS = 2_000;
/** Swatches kept for the next book: more than the largest book shows (40 pages of 24), about 5 MB. */
const BOOK_SWATCHES_KEPT = 1_500;

const VERSION = /^[0-9a-z]{1,16}$/;
const FILE = /^([a-z]{2})\.pdf$/;

/** The content languages a region's pages are shown in: its books are offered in those. */
export function bookLanguages(region: Region): ContentLanguage[] {
  return [...new Set(REGION_CONFIG[region].locales.map(contentLanguageOf))];
}

export function createBookService(options: BookServiceOptions): BookService {
  const budget = options.budget ?? UNLIMITED_RENDERS;
  const cacheRoot = path.resolve(options.cacheDir, `d${DOCUMENT_RENDERER_VERSION}`, "book");
  const inFlight = new Map<string, Promise<Uint8Array>>();

  /**
   * Swatch JPEGs of the books typeset so far (about 3.5 kB each), by recipe, least recently used
   * first: another region's or language's book of the category draws none of them again.
   */
  const swatches = new Map<string, Uint8Array>();
  const knownSwatches = (pages: BookTask["pages"]): Record<string, Uint8Array> => {
    const known: Record<string, Uint8Array> = {};
    for (const product of pages.flatMap((page) => page.products)) {
      const key = bookSwatchKey(product);
      const bytes = swatches.get(key);
      if (!bytes) continue;
      swatches.delete(key);
      swatches.set(key, bytes);
      known[key] = bytes;
    }
    return known;
  };
  const keepSwatches = (drawn: Record<string, Uint8Array> | undefined) => {
    for (const [key, bytes] of Object.entries(drawn ?? {})) swatches.set(key, bytes);
    for (const key of swatches.keys()) {
      if (swatches.size <= BOOK_SWATCHES_KEPT) break;
      swatches.delete(key);
    }
  };

  const render = (file: string, task: Omit<BookTask, "kind" | "file" | "swatches">): Promise<Uint8Array> => {
    const pending = options.pool.render({ kind: "book", ...task, file, swatches: knownSwatches(task.pages) }).then(async ([result]) => {
      keepSwatches(result?.swatches);
      if (!result?.bytes) throw new Error(`the render worker returned no bytes for ${file}`);
      if (!result.writeError) return options.cache.settle(file, result.size, result.bytes);
      options.onError?.(new Error(result.writeError), `writing ${file}`);
      return result.bytes;
    });
    inFlight.set(file, pending);
    void pending.finally(() => inFlight.delete(file)).catch(() => undefined);
    return pending;
  };

  /** Answers a request for a book; `onRender` hears when answering it took a render of its own (not a cache hit or a shared render). */
  const serve = async (request: BookRequest, client: string, onRender?: () => void): Promise<DocumentResult> => {
    const { region, category, version, file } = request;
    if (!(REGIONS as readonly string[]).includes(region)) return notFound("unknown region");
    const entry = ONLINE_BOOKS.get(category);
    if (!entry || !entry.family || !entry.availability[region as Region]) return notFound("no book of this category in this region");
    if (!VERSION.test(version)) return notFound("malformed version");
    const language = FILE.exec(file)?.[1] as ContentLanguage | undefined;
    if (!language || !bookLanguages(region as Region).includes(language)) return notFound("language not offered in this region");
    const matching = await acrossVersions(
      (which) => {
        const candidate = options.catalogue(which);
        if (!candidate) return notFound(which === "current" ? "the catalogue is not loaded" : "stale version");
        return version === bookVersion(candidate.version, candidate.guidesVersion) ? candidate : notFound("stale version");
      },
      (result) => "status" in result,
      options.skew,
    );
    if ("status" in matching) return matching;
    const catalogue = matching;

    const document = (bytes: Uint8Array) => ok({ bytes, etag: strongEtag(bytes), filename: `${category}-${region}-${language}.pdf` });
    // Every component was checked against a fixed list or a strict pattern: the path stays in cacheRoot.
    const target = path.join(cacheRoot, region, category, version, `${language}.pdf`);
    const cached = await options.cache.read(target).catch((error: unknown) => {
      options.onError?.(error, `reading ${target}`);
      return null;
    });
    if (cached) return document(cached);
    try {
      const pending = inFlight.get(target);
      if (pending) return document(await pending);
      const retryAfterSeconds = client === PRERENDER_CLIENT ? null : await budget.take(client);
      if (retryAfterSeconds !== null) return { status: "limited", reason: "too many renders from this client, retry later", retryAfterSeconds };
      const t = translatorForLanguage(language);
      const titleKey = `meta.${routeById(entry.parent ?? "")?.metaCode}`;
      const pages = planBook(catalogue.productsOf(entry.family, region as Region), catalogue.collectionsOf(entry.family));
      onRender?.();
      return document(
        await render(target, {
          region: region as Region,
          language,
          brand: profileOf(entry.family).brand,
          title: isMessageKey(titleKey) ? t(titleKey) : category,
          code: `${category}-${version}`,
          pages,
        }),
      );
    } catch (error) {
      if (!(error instanceof PoolBusyError)) throw error;
      return { status: "busy", reason: "document renders are busy, retry shortly", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    }
  };

  return {
    get: (request, client = "unknown") => serve(request, client),
    async prerender(stale) {
      let rendered = 0;
      for (const [category, entry] of ONLINE_BOOKS) {
        for (const region of REGIONS) {
          if (!entry.availability[region]) continue;
          for (const language of bookLanguages(region)) {
            for (;;) {
              const catalogue = options.catalogue();
              if (stale() || !catalogue) return rendered;
              let tookRender = false;
              const request = { region, category, version: bookVersion(catalogue.version, catalogue.guidesVersion), file: `${language}.pdf` };
              const result = await serve(request, PRERENDER_CLIENT, () => (tookRender = true)).catch((error: unknown) => {
                options.onError?.(error, `prerendering the ${category} book (${region}, ${language})`);
                return null;
              });
              if (result?.status === "busy") {
                await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS).unref());
                continue;
              }
              // Cache hits do not count: a run after a finished one renders nothing.
              if (result?.status === "ok" && tookRender) rendered++;
              break;
            }
          }
        }
      }
      return rendered;
    },
  };
}
