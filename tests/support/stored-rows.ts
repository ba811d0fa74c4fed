/**
 * Reads of a few stored catalogue rows, for integration tests that check what a write kept without
 * loading all 4,000 products (loadCatalogue) to look at two of them.
 */
import { asc } from "drizzle-orm";
import type { Guides } from "../../core/catalogue/guides";
import type { Product } from "../../core/catalogue/model";
import type { Database } from "../../server/db/client";
import { catalogueGuides, products } from "../../server/db/schema";

/** The first `count` stored products, in content-ID order. */
export async function firstStoredProducts(db: Database, count: number): Promise<Product[]> {
  const rows = await db.select({ data: products.data }).from(products).orderBy(asc(products.contentId)).limit(count);
  return rows.map((row) => row.data);
}

/** The stored guides, or undefined where the catalogue has none. */
export async function storedGuides(db: Database): Promise<Guides | undefined> {
  return (await db.select({ data: catalogueGuides.data }).from(catalogueGuides))[0]?.data;
}
