import { asc, sql } from "drizzle-orm";
import type { Category } from "../../core/routing/categories";
import type { ProductFamily } from "../../core/catalogue/families";
import { isRegion } from "../../core/regions/regions";
import type { Database } from "../db/client";
import { categories } from "../db/schema";

/** Writes the categories in one statement: inserted when new, updated when changed. */
export async function upsertCategories(db: Database, rows: readonly Category[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(categories)
    .values(rows.map((c) => ({ code: c.code, slug: c.slug, sortOrder: c.sortOrder, regions: [...c.regions] })))
    .onConflictDoUpdate({
      target: categories.code,
      set: {
        slug: sql`excluded.slug`,
        sortOrder: sql`excluded.sort_order`,
        regions: sql`excluded.regions`,
        updatedAt: sql`now()`,
      },
    });
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  return rows.map((row) => ({
    code: row.code as ProductFamily,
    slug: row.slug,
    sortOrder: row.sortOrder,
    regions: row.regions.filter(isRegion),
  }));
}
