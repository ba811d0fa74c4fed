/**
 * Opens the database ready to serve: migrated, with its categories, and seeded on first start.
 *
 * PGlite's first start is what costs memory: initdb copies and resets a whole 128 MB WASM heap, and
 * the seed insert grows the heap further. A WASM heap never shrinks, and even after that instance is
 * closed the process keeps about 150 MB more than a restart does (docs/memory.md). So the first start
 * runs in a short-lived child process when the caller can start one (`prepareInChild`); otherwise
 * (development, or seeding a database that exists but is empty) the instance that did the work is
 * closed and a lean one opened in its place.
 */
import { createsEmbeddedDatabase, openDatabase, type DatabaseHandle, type DatabaseOptions } from "../db/client";
import { seedIfPristine, type SeedCatalogue } from "./seed-database";
import { seedRepsIfEmpty } from "../reps/seed-reps";

export interface EmbeddedPreparation {
  pgliteDir: string;
  migrationsFolder: string;
}

/** Runs `prepareEmbeddedDatabase` with these arguments in another process and resolves when it succeeded. */
export type PrepareInChild = (preparation: EmbeddedPreparation) => Promise<void>;

export interface OpenedCatalogueDatabase {
  database: DatabaseHandle;
  /** True when this start wrote the seed catalogue, here or in the child process. */
  seeded: boolean;
  /** How the first start's work was kept out of the serving instance, if there was any. */
  firstStart: "none" | "child-process" | "reopened";
}

export interface StartOptions {
  prepareInChild?: PrepareInChild;
  /** What a pristine database is seeded with: the demo catalogue unless given (a test of the start itself seeds a small one). */
  catalogue?: SeedCatalogue;
}

export async function openCatalogueDatabase(options: DatabaseOptions, migrationsFolder: string, { prepareInChild, catalogue }: StartOptions = {}): Promise<OpenedCatalogueDatabase> {
  if (prepareInChild && createsEmbeddedDatabase(options)) {
    await prepareInChild({ pgliteDir: options.pgliteDir, migrationsFolder });
    const database = await openDatabase(options);
    await prepare(database, migrationsFolder, catalogue);
    return { database, seeded: true, firstStart: "child-process" };
  }
  const first = await openDatabase(options);
  const seeded = await prepare(first, migrationsFolder, catalogue);
  if (first.kind !== "pglite" || !first.reopenable || !(first.created || seeded)) return { database: first, seeded, firstStart: "none" };
  await first.close();
  return { database: await openDatabase(options), seeded, firstStart: "reopened" };
}

/** The child process's side: create, migrate and seed the embedded database, then close it; true when it seeded. */
export async function prepareEmbeddedDatabase({ pgliteDir, migrationsFolder }: EmbeddedPreparation): Promise<boolean> {
  const database = await openDatabase({ pgliteDir });
  try {
    return await prepare(database, migrationsFolder);
  } finally {
    await database.close();
  }
}

/** The advisory lock migrations and the first seed run under (instances starting at once wait in turn). */
export const MIGRATE_LOCK = "surfaces:migrate-and-seed";

/**
 * Migrates (a no-op when up to date) and seeds a pristine catalogue; true when it seeded. Under an
 * advisory lock: of several instances starting at once on an empty database, the first migrates
 * and seeds, and the others find the schema current and the catalogue there.
 */
export function prepare(database: DatabaseHandle, migrationsFolder: string, catalogue?: SeedCatalogue): Promise<boolean> {
  return database.locks.withLock(MIGRATE_LOCK, async () => {
    await database.migrate(migrationsFolder);
    const seeded = await seedIfPristine(database.db, catalogue);
    await seedRepsIfEmpty(database.db);
    return seeded;
  });
}
