/**
 * Reads and writes the catalogue (collections, products and guides). Every write is one transaction that
 * also bumps the catalogue version, so readers in any process see all of it or none of it.
 */
import { notifyCatalogueChanged } from "./catalogue-notify";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Lab } from "../../core/catalogue/colour/mean-colour";
import type { Catalogue, Collection, Product } from "../../core/catalogue/model";
import type { Database } from "../db/client";
import { catalogueGuides, catalogueState, collections, products } from "../db/schema";
import { internStrings } from "./intern-strings";
import { colourSource, measureProductColours, type MeasuredColour, type ReadBlob } from "./product-colours";

export type WriteMode = "upsert" | "replace";

const BATCH = 500;

export interface LoadedCatalogue {
  catalogue: Catalogue;
  version: number;
  /** When the catalogue was last written (ms since the epoch); null before the first write. */
  updatedAt: number | null;
  /** When each product's data last changed (ms since the epoch), by content id: the sitemaps' lastmod. */
  productUpdatedAt: ReadonlyMap<string, number>;
  /** Each product's measured colour (product-colours.ts), by content id; absent where none is stored. */
  productColours: ReadonlyMap<string, Lab>;
  /** Each product row's fingerprint (its row version's `xmin`), by content id: what the next load compares. */
  fingerprints: ReadonlyMap<string, string>;
}

/** A catalogue loaded before, whose unchanged products a load reuses instead of parsing them again. */
export interface EarlierLoad {
  products: ReadonlyMap<string, Product>;
  fingerprints: ReadonlyMap<string, string>;
}

/**
 * The whole catalogue in one transaction. Given an earlier load, only the products whose rows were
 * written since (or are new) are read and parsed; the rest are the earlier objects. Parsing and
 * interning 4,000 rows costs about half a second of CPU, which three instances reloading at once
 * after an import pay on shared cores; an import of a few products then reloads in a few
 * milliseconds. Fingerprints, not timestamps: `now()` is a transaction's start, so a write that
 * started earlier may commit later, and a cut by time would miss its rows.
 */
export async function loadCatalogue(db: Database, earlier?: EarlierLoad): Promise<LoadedCatalogue> {
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(catalogueState);
    const collectionRows = await tx.select({ data: collections.data }).from(collections).orderBy(collections.sortOrder, collections.code);
    // The row version's writing transaction: new with every write of the row, read without
    // touching its JSON (an MD5 of the JSON made PostgreSQL read all of it every time).
    const fingerprint = sql<string>`${products}.xmin::text`;
    const columns = { contentId: products.contentId, updatedAt: products.updatedAt, colourLab: products.colourLab, fingerprint };
    let rows: { contentId: string; updatedAt: Date; colourLab: Lab | null; fingerprint: string }[];
    let productList: Product[];
    let parsed: Product[];
    if (!earlier) {
      const full = await tx.select({ ...columns, data: products.data }).from(products).orderBy(products.contentId);
      rows = full;
      productList = parsed = full.map((r) => r.data);
    } else {
      rows = await tx.select(columns).from(products).orderBy(products.contentId);
      const changedIds = rows.filter((r) => !earlier.products.has(r.contentId) || earlier.fingerprints.get(r.contentId) !== r.fingerprint).map((r) => r.contentId);
      const changed = new Map<string, Product>();
      for (const ids of chunks(changedIds, BATCH)) {
        for (const row of await tx.select({ data: products.data }).from(products).where(inArray(products.contentId, ids))) changed.set(row.data.contentId, row.data);
      }
      // A product deleted between the two reads is left out: the write's NOTIFY brings another load.
      productList = rows.flatMap((r) => changed.get(r.contentId) ?? earlier.products.get(r.contentId) ?? []);
      parsed = [...changed.values()];
    }
    const productUpdatedAt = new Map(rows.map((r) => [r.contentId, r.updatedAt.getTime()]));
    const productColours = new Map(rows.flatMap((r) => (r.colourLab ? [[r.contentId, r.colourLab] as const] : [])));
    const fingerprints = new Map(rows.map((r) => [r.contentId, r.fingerprint]));
    const [guides] = await tx.select({ data: catalogueGuides.data }).from(catalogueGuides);
    // One copy of each repeated text across rows (intern-strings.ts): about a third of the catalogue's heap.
    // Reused products were interned when first loaded; only what was parsed now is.
    const collectionList = collectionRows.map((r) => r.data);
    internStrings({ collections: collectionList, products: parsed });
    const catalogue: Catalogue = { collections: collectionList, products: productList };
    if (guides) catalogue.guides = guides.data;
    return { version: state?.version ?? 0, catalogue, updatedAt: state ? state.updatedAt.getTime() : null, productUpdatedAt, productColours, fingerprints };
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
 * stored ones in either mode; absent, the stored ones stay. Each product's colour is measured
 * first, its photo read through `readBlob` (product-colours.ts).
 */
export async function writeCatalogue(db: Database, catalogue: Catalogue, mode: WriteMode, readBlob: ReadBlob | null = null): Promise<number> {
  const colours = await measureProductColours(catalogue.products, readBlob, await storedColours(db, catalogue.products.map((p) => p.contentId)));
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
        .values(batch.map((p) => productRow(p, colours.get(p.contentId) ?? null)))
        .onConflictDoUpdate({
          target: products.contentId,
          set: {
            itemNumber: sql`excluded.item_number`,
            slug: sql`excluded.slug`,
            family: sql`excluded.family`,
            collectionCode: sql`excluded.collection_code`,
            data: sql`excluded.data`,
            colourLab: sql`excluded.colour_lab`,
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
    await notifyCatalogueChanged(tx, state!.version);
    return state!.version;
  });
}

function collectionRow(c: Collection) {
  return { code: c.code, family: c.family, parentCode: c.parent ?? null, sortOrder: c.sortOrder, data: c };
}

function productRow(p: Product, colourLab: Lab | null) {
  return { contentId: p.contentId, itemNumber: p.itemNumber, slug: p.slug, family: p.family, collectionCode: p.collection, data: p, colourLab };
}

/** The colours stored now, with what each was measured from. */
/** The stored colours of these products (only theirs: an upsert of one product reads one row, not 4,000). */
async function storedColours(db: Database, contentIds: readonly string[]): Promise<Map<string, MeasuredColour>> {
  const colours = new Map<string, MeasuredColour>();
  for (const batch of chunks(contentIds, 5_000)) {
    const rows = await db
      .select({ contentId: products.contentId, swatch: sql<Product["swatch"]>`${products.data}->'swatch'`, images: sql<Product["images"] | null>`${products.data}->'images'`, lab: products.colourLab })
      .from(products)
      .where(and(isNotNull(products.colourLab), inArray(products.contentId, batch)));
    for (const row of rows) colours.set(row.contentId, { ...colourSource({ swatch: row.swatch, images: row.images ?? undefined }), lab: row.lab! });
  }
  return colours;
}

/**
 * Measures the products stored before colours were (a database from an older release), and bumps
 * the catalogue version when it stored any, so every process reloads them. Returns how many.
 */
export async function fillMissingColours(db: Database, readBlob: ReadBlob | null): Promise<number> {
  const rows = await db.select({ data: products.data }).from(products).where(isNull(products.colourLab));
  if (rows.length === 0) return 0;
  const colours = await measureProductColours(rows.map((r) => r.data), readBlob);
  return db.transaction(async (tx) => {
    let filled = 0;
    for (const [contentId, lab] of colours) {
      if (!lab) continue;
      // Only rows still without a colour: a write since the select measured its own.
      const updated = await tx.update(products).set({ colourLab: lab }).where(and(eq(products.contentId, contentId), isNull(products.colourLab))).returning({ id: products.contentId });
      filled += updated.length;
    }
    if (filled > 0) {
      // updatedAt too: it starts the grace of the previous version's URLs (prune-renders.ts).
      const [state] = await tx.update(catalogueState).set({ version: sql`${catalogueState.version} + 1`, updatedAt: sql`now()` }).returning({ version: catalogueState.version });
      if (state) await notifyCatalogueChanged(tx, state.version);
    }
    return filled;
  });
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
