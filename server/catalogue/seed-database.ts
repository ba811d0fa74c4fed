import type { Catalogue } from "../../core/catalogue/model";
import { defaultCategories } from "../../core/routing/categories";
import type { Database } from "../db/client";
import { catalogueVersion, hasGuides, writeCatalogue } from "./catalogue-repository";
import { upsertCategories } from "./category-repository";
import { formatRowErrors } from "./import/format-errors";
import { importCatalogue } from "./import/import-catalogue";
import { seedDealersIfEmpty } from "../dealers/seed-dealers";
import { demoCatalogue, demoGuides } from "../demo-data";

export async function ensureCategories(db: Database): Promise<void> {
  await upsertCategories(db, defaultCategories());
}

/** The catalogue a pristine database is given: the demo's, unless a test of the start itself gives a small one. */
export type SeedCatalogue = () => Promise<Catalogue>;

/** A database that has never held a catalogue gets the demo catalogue; later writes are the owner's. */
export async function seedIfPristine(db: Database, catalogue: SeedCatalogue = demoCatalogue): Promise<boolean> {
  await ensureCategories(db);
  // Where-to-buy partners are seeded on their own: a database from before they existed gets them too.
  await seedDealersIfEmpty(db);
  if ((await catalogueVersion(db)) > 0) {
    // A catalogue stored before guides were catalogue content gets the demo guides, once.
    if (!(await hasGuides(db))) await writeCatalogue(db, { collections: [], products: [], guides: await demoGuides() }, "upsert");
    return false;
  }
  await importSeedCatalogue(db, catalogue);
  return true;
}

/**
 * Replaces the catalogue with a seed catalogue, the demo catalogue (demo/, decision 0051) unless a
 * test gives a smaller one, through the import's own checks and write, as a manufacturer's file
 * would go: the first start, and `npm run catalog -- reset`.
 * It is generated rather than parsed from a file: a 28 MB JSON round trip would add about 8 s of
 * CPU to every first start and check nothing the integrity check does not.
 */
export async function importSeedCatalogue(db: Database, catalogue: SeedCatalogue = demoCatalogue): Promise<number> {
  const result = await importCatalogue(db, await catalogue(), { mode: "replace" });
  if (!result.ok) throw new Error(`The demo catalogue is invalid:\n${formatRowErrors(result.errors)}`);
  return result.summary.version!;
}
