/**
 * Reads and writes the catalogue (collections, products and guides). Every write is one transaction that
 * also bumps the catalogue version, so readers in any process see all of it or none of it.
 */
import { sql } from "drizzle-orm";
import type { Catalogue, Collection, Product } from "../../core/catalogue/model";
import type { Database } from "../db/client";
import { catalogueGuides, catalogueState, collections, products } from "../db/schema";
import { internStrings } from "./intern-strings";

export type WriteMode = "upsert" | "replace";

const BATCH = 500;

export interface LoadedCatalogue {
  catalogue: Catalogue;
  version: number;
  /** When the catalogue was last written (ms since the epoch); null before the first write. */
  updatedAt: number | null;
  /** When each product's data last changed (ms since the epoch), by content id: the sitemaps' lastmod. */
  productUpdatedAt: ReadonlyMap<string, number>;
}

export async function loadCatalogue(db: Database): Promise<LoadedCatalogue> {
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(catalogueState);
    const collectionRows = await tx.select({ data: collections.data }).from(collections).orderBy(collections.sortOrder, collections.code);
    const productRows = await tx.select({ data: products.data, updatedAt: products.updatedAt }).from(products).orderBy(products.contentId);
    const productUpdatedAt = new Map(productRows.map((r) => [r.data.contentId, r.updatedAt.getTime()]));
    const [guides] = await tx.select({ data: catalogueGuides.data }).from(catalogueGuides);
    // One copy of each repeated text across rows (intern-strings.ts): about a third of the catalogue's heap.
    const catalogue: Catalogue = internStrings({ collections: collectionRows.map((r) => r.data), products: productRows.map((r) => r.data) });
    if (guides) catalogue.guides = guides.data;
    return { version: state?.version ?? 0, catalogue, updatedAt: state ? state.updatedAt.getTime() : null, productUpdatedAt };
  });
}

export async function hasGuides(db: Database): Promise<boolean> {
  return (await db.select({ id: catalogueGuides.id }).from(catalogueGuides)).length > 0;
}

export async function catalogueVersion(db: Database): Promise<number> {
  const [state] = await db.select({ version: catalogueState.version }).from(catalogueState);
  return state?.version ?? 0;
}

/**
 * Writes collections, products and (when given) guides in one transaction; `replace` removes
 * every other collection and product first. Guides are one document: given, they replace the
 * stored ones in either mode; absent, the stored ones stay.
 */
export async function writeCatalogue(db: Database, catalogue: Catalogue, mode: WriteMode): Promise<number> {
  return db.transaction(async (tx) => {
    if (mode === "replace") {
      await tx.delete(products);
      await tx.delete(collections);
    }
    // Roots before leaves, so a leaf's parent exists when it is written.
    const ordered = [...catalogue.collections].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
    for (const batch of chunks(ordered, BATCH)) {
      await tx
        .insert(collections)
        .values(batch.map(collectionRow))
        .onConflictDoUpdate({
          target: collections.code,
          set: { family: sql`excluded.family`, parentCode: sql`excluded.parent_code`, sortOrder: sql`excluded.sort_order`, data: sql`excluded.data`, updatedAt: sql`now()` },
        });
    }
    for (const batch of chunks(catalogue.products, BATCH)) {
      await tx
        .insert(products)
        .values(batch.map(productRow))
        .onConflictDoUpdate({
          target: products.contentId,
          set: {
            itemNumber: sql`excluded.item_number`,
            slug: sql`excluded.slug`,
            family: sql`excluded.family`,
            collectionCode: sql`excluded.collection_code`,
            data: sql`excluded.data`,
            // A product rewritten unchanged keeps its time: it is the lastmod of its page in the sitemaps.
            updatedAt: sql`case when ${products.data} is distinct from excluded.data then now() else ${products.updatedAt} end`,
          },
        });
    }
    if (catalogue.guides) {
      await tx
        .insert(catalogueGuides)
        .values({ id: 1, data: catalogue.guides })
        .onConflictDoUpdate({ target: catalogueGuides.id, set: { data: sql`excluded.data`, updatedAt: sql`now()` } });
    }
    const [state] = await tx
      .insert(catalogueState)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({ target: catalogueState.id, set: { version: sql`${catalogueState.version} + 1`, updatedAt: sql`now()` } })
      .returning({ version: catalogueState.version });
    return state!.version;
  });
}

function collectionRow(c: Collection) {
  return { code: c.code, family: c.family, parentCode: c.parent ?? null, sortOrder: c.sortOrder, data: c };
}

function productRow(p: Product) {
  return { contentId: p.contentId, itemNumber: p.itemNumber, slug: p.slug, family: p.family, collectionCode: p.collection, data: p };
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
