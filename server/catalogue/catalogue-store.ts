/**
 * The in-memory read model of the catalogue. Pages and API calls read from here and never wait on
 * SQL. `refresh()` reloads it from the database (the source of truth); `watch()` polls the
 * catalogue version so every process picks up a write made by any other (an import, another node).
 */
import type { Category } from "../../core/routing/categories";
import type { Lab } from "../../core/catalogue/colour/mean-colour";
import type { Guides } from "../../core/catalogue/guides";
import { guidesVersion } from "../../core/catalogue/media";
import type { Catalogue, Collection, Product } from "../../core/catalogue/model";
import type { Region } from "../../core/regions/regions";
import type { ProductFamily } from "../../core/catalogue/families";
import type { Database, DatabaseHandle } from "../db/client";
import { catalogueVersion, loadCatalogue } from "./catalogue-repository";
import { CATALOGUE_CHANNEL } from "./catalogue-notify";
import { PREVIOUS_VERSION_GRACE_MS } from "./version-skew";
import { listCategories } from "./category-repository";

export interface CatalogueSnapshot {
  readonly version: number;
  readonly categories: readonly Category[];
  readonly collections: ReadonlyMap<string, Collection>;
  readonly products: ReadonlyMap<string, Product>;
  readonly bySlug: ReadonlyMap<string, Product>;
  readonly byFamily: ReadonlyMap<ProductFamily, readonly Product[]>;
  /**
   * The guides documents and product pages quote, and their hash: part of every document's version
   * (media.ts). Null when the catalogue has none: then none are shown (decision 0051).
   */
  readonly guides: Guides | null;
  readonly guidesVersion: string;
  /** When the catalogue was last written, and each product's data last changed (ms since the epoch). */
  readonly updatedAt: number | null;
  readonly productUpdatedAt: ReadonlyMap<string, number>;
  /** Each product's measured colour, by content id (products without one are absent). */
  readonly productColours: ReadonlyMap<string, Lab>;
}

type Listener = (snapshot: CatalogueSnapshot) => void;

export class CatalogueStore {
  private snapshot: CatalogueSnapshot | null = null;
  /** The snapshot before this one, and when it was replaced: its image and document URLs stay valid a while (version-skew.ts). */
  private before: { snapshot: CatalogueSnapshot; replacedAt: number } | null = null;
  private lastCatchUp = 0;
  /** The current snapshot's product rows' fingerprints, for the next reload (catalogue-repository.ts). */
  private fingerprints: ReadonlyMap<string, string> | null = null;
  private readonly listeners = new Set<Listener>();
  private refreshing: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  /** Reloads everything; concurrent calls share one reload. */
  refresh(): Promise<void> {
    this.refreshing ??= this.reload().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async reload(): Promise<void> {
    // Unchanged products are the current snapshot's objects: a reload parses only what an import changed.
    const earlier = this.snapshot && this.fingerprints ? { products: this.snapshot.products, fingerprints: this.fingerprints } : undefined;
    const [categories, loaded] = await Promise.all([listCategories(this.db), loadCatalogue(this.db, earlier)]);
    this.fingerprints = loaded.fingerprints;
    if (this.snapshot && this.snapshot.version !== loaded.version) this.keepPrevious(this.snapshot);
    this.snapshot = { ...buildSnapshot(categories, loaded.catalogue, loaded.version), updatedAt: loaded.updatedAt, productUpdatedAt: loaded.productUpdatedAt, productColours: loaded.productColours };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  /**
   * Polls the catalogue version and reloads when another writer changed it; with `listen`
   * (PostgreSQL) a write's NOTIFY reloads at once and the polling is the fallback
   * (catalogue-notify.ts). Returns a stop function.
   */
  watch(intervalMs: number, onError: (error: unknown) => void, listen?: DatabaseHandle["listen"]): () => void {
    const timer = setInterval(() => {
      catalogueVersion(this.db)
        .then((version) => (version !== this.snapshot?.version ? this.refresh() : undefined))
        .catch(onError);
    }, intervalMs);
    timer.unref();
    const unlisten = listen?.(
      CATALOGUE_CHANNEL,
      (payload) => {
        const announced = Number(payload);
        // A reload already under way may have read the database before this write committed: then once more.
        const behind = () => this.snapshot !== null && this.snapshot.version < announced;
        if (behind()) this.refresh().then(() => (behind() ? this.refresh() : undefined)).catch(onError);
      },
      onError,
    );
    return () => {
      clearInterval(timer);
      void unlisten?.();
    };
  }

  /** Keeps the replaced snapshot for its grace period, then lets it go: it holds as much memory as the current one. */
  private keepPrevious(snapshot: CatalogueSnapshot): void {
    const kept = { snapshot, replacedAt: Date.now() };
    this.before = kept;
    setTimeout(() => {
      if (this.before === kept) this.before = null;
    }, PREVIOUS_VERSION_GRACE_MS).unref();
  }

  /** The snapshot this one replaced, while it was replaced less than `graceMs` ago. */
  previousWithin(graceMs: number): CatalogueSnapshot | undefined {
    return this.before && Date.now() - this.before.replacedAt < graceMs ? this.before.snapshot : undefined;
  }

  /**
   * Reloads when the database holds a newer catalogue than this process has loaded (a URL another
   * instance's fresher page links to); true when the snapshot changed. At most one check per
   * `minIntervalMs`, so requests for URLs that name nothing cannot turn into a query each.
   */
  async catchUp(minIntervalMs = 1_000): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastCatchUp < minIntervalMs) return false;
    this.lastCatchUp = now;
    const loaded = this.snapshot?.version;
    if ((await catalogueVersion(this.db)) === loaded) return false;
    await this.refresh();
    return this.snapshot?.version !== loaded;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get current(): CatalogueSnapshot {
    if (!this.snapshot) throw new Error("The catalogue is not loaded yet");
    return this.snapshot;
  }

  get isLoaded(): boolean {
    return this.snapshot !== null;
  }

  get categoryCount(): number {
    return this.snapshot?.categories.length ?? 0;
  }

  categoriesIn(region: Region): readonly Category[] {
    return this.current.categories.filter((c) => c.regions.includes(region));
  }

  /** A product as offered in a region; undefined when it does not exist there. */
  product(contentId: string, region: Region): Product | undefined {
    const product = this.current.products.get(contentId);
    return product?.regions.includes(region) ? product : undefined;
  }

  productBySlug(slug: string, region: Region): Product | undefined {
    const product = this.current.bySlug.get(slug);
    return product?.regions.includes(region) ? product : undefined;
  }

  productsOf(family: ProductFamily, region: Region): readonly Product[] {
    return (this.current.byFamily.get(family) ?? []).filter((p) => p.regions.includes(region));
  }

  collection(code: string): Collection | undefined {
    return this.current.collections.get(code);
  }
}

function buildSnapshot(categories: readonly Category[], catalogue: Catalogue, version: number): Omit<CatalogueSnapshot, "updatedAt" | "productUpdatedAt" | "productColours"> {
  const byFamily = new Map<ProductFamily, Product[]>();
  for (const product of catalogue.products) {
    const list = byFamily.get(product.family) ?? [];
    list.push(product);
    byFamily.set(product.family, list);
  }
  const byName = (a: Product, b: Product) => a.name.en.localeCompare(b.name.en, "en") || a.itemNumber.localeCompare(b.itemNumber);
  for (const list of byFamily.values()) list.sort(byName);
  const guides = catalogue.guides ?? null;
  return {
    version,
    categories,
    guides,
    guidesVersion: guidesVersion(guides),
    collections: new Map(catalogue.collections.map((c) => [c.code, c])),
    products: new Map(catalogue.products.map((p) => [p.contentId, p])),
    bySlug: new Map(catalogue.products.map((p) => [p.slug, p])),
    byFamily,
  };
}
