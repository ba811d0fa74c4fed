/**
 * Keeps the facet engine in step with the catalogue: built from the store's snapshot at start and
 * rebuilt whenever the catalogue changes, so queries never see a half-updated index.
 */
import { FinderIndex } from "../../core/finder/engine";
import type { FacetContext } from "../../core/finder/facets";
import type { CatalogueSnapshot, CatalogueStore } from "../catalogue/catalogue-store";

export class FinderService {
  private built: { version: number; index: FinderIndex } | null = null;

  constructor(private readonly store: CatalogueStore) {
    store.onChange((snapshot) => this.rebuild(snapshot));
  }

  get index(): FinderIndex {
    const snapshot = this.store.current;
    if (!this.built || this.built.version !== snapshot.version) this.rebuild(snapshot);
    return this.built!.index;
  }

  private rebuild(snapshot: CatalogueSnapshot): void {
    const context: FacetContext = {
      collectionName: (code) => snapshot.collections.get(code)?.name,
      collectionParent: (code) => snapshot.collections.get(code)?.parent,
      collectionSortOrder: (code) => snapshot.collections.get(code)?.sortOrder,
    };
    this.built = { version: snapshot.version, index: new FinderIndex([...snapshot.products.values()], context) };
  }
}
