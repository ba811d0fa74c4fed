/**
 * Keeps the facet engine in step with the catalogue. The first index is built at once (the seed
 * catalogue takes a few ms). After that, a catalogue change builds the new index in short slices
 * on this thread while requests keep reading the old one, and the finished index replaces it in
 * one assignment, so no request waits on a build and none sees a half-built index. A change that
 * arrives during a build supersedes it: the stale build stops at its next slice.
 */
import { FinderIndex } from "../../core/finder/engine";
import type { FacetContext } from "../../core/finder/facets";
import { BuildCancelled } from "../../core/finder/sliced-work";
import type { CatalogueSnapshot, CatalogueStore } from "../catalogue/catalogue-store";

export interface FinderServiceOptions {
  /** Longest stretch of build work between two turns of the event loop. */
  sliceMs?: number;
  onError?: (error: unknown) => void;
  onBuilt?: (info: { version: number; products: number; ms: number }) => void;
}

interface Built {
  version: number;
  index: FinderIndex;
}

export class FinderService {
  private built: Built | null = null;
  /** The version being built in the background, and the promise of that build. */
  private pending: { version: number; done: Promise<void> } | null = null;

  constructor(
    private readonly store: CatalogueStore,
    private readonly options: FinderServiceOptions = {},
  ) {
    if (store.isLoaded) this.built = buildNow(store.current);
    store.onChange((snapshot) => this.rebuildInBackground(snapshot));
  }

  /** The newest finished index; while a rebuild runs, the one before it. */
  get index(): FinderIndex {
    // Only when nothing was ever built (a store loaded after this service was made) does a
    // request wait, once, for the first index.
    this.built ??= buildNow(this.store.current);
    return this.built.index;
  }

  /** The catalogue version the current index was built from. */
  get version(): number | undefined {
    return this.built?.version;
  }

  /** Resolves once the index reflects the newest catalogue version seen so far. */
  async settled(): Promise<void> {
    while (this.pending) await this.pending.done;
  }

  private rebuildInBackground(snapshot: CatalogueSnapshot): void {
    if (this.built?.version === snapshot.version && !this.pending) return;
    const version = snapshot.version;
    const started = performance.now();
    const products = [...snapshot.products.values()];
    const build = FinderIndex.buildInSlices(products, contextOf(snapshot), {
      sliceMs: this.options.sliceMs ?? 8,
      cancelled: () => this.pending?.version !== version,
    });
    const done = build.then(
      (index) => {
        this.built = { version, index };
        this.options.onBuilt?.({ version, products: products.length, ms: performance.now() - started });
      },
      (error: unknown) => {
        if (!(error instanceof BuildCancelled)) this.options.onError?.(error);
      },
    );
    this.pending = {
      version,
      done: done.finally(() => {
        if (this.pending?.version === version) this.pending = null;
      }),
    };
  }
}

function buildNow(snapshot: CatalogueSnapshot): Built {
  return { version: snapshot.version, index: new FinderIndex([...snapshot.products.values()], contextOf(snapshot)) };
}

function contextOf(snapshot: CatalogueSnapshot): FacetContext {
  return {
    collectionName: (code) => snapshot.collections.get(code)?.name,
    collectionParent: (code) => snapshot.collections.get(code)?.parent,
    collectionSortOrder: (code) => snapshot.collections.get(code)?.sortOrder,
  };
}
