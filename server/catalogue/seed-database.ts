import { defaultCategories } from "../../core/catalogue/categories";
import { seedCatalogue } from "../../core/catalogue/seed";
import { seedGuides } from "../../core/catalogue/seed/guides";
import type { Database } from "../db/client";
import { catalogueVersion, hasGuides, writeCatalogue } from "./catalogue-repository";
import { upsertCategories } from "./category-repository";
import { seedDealersIfEmpty } from "../dealers/seed-dealers";

export async function ensureCategories(db: Database): Promise<void> {
  await upsertCategories(db, defaultCategories());
}

/** A database that has never held a catalogue gets the seed catalogue; later writes are the owner's. */
export async function seedIfPristine(db: Database): Promise<boolean> {
  await ensureCategories(db);
  // Where-to-buy partners are seeded on their own: a database from before they existed gets them too.
  await seedDealersIfEmpty(db);
  if ((await catalogueVersion(db)) > 0) {
    // A catalogue stored before guides were catalogue content gets the seed guides, once.
    if (!(await hasGuides(db))) await writeCatalogue(db, { collections: [], products: [], guides: seedGuides() }, "upsert");
    return false;
  }
  await writeCatalogue(db, seedCatalogue(), "replace");
  return true;
}
