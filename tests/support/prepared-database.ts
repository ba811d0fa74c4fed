/**
 * One prepared database per test run (global setup of the integration and site projects): migrated
 * and seeded once, exactly as a server's first start does it, then copied for every test or server
 * that wants a seeded catalogue (tests/support/databases.ts, own-server.ts, site-server.ts).
 *
 * - PGlite: a data folder, copied per use (a plain file copy of about 100 MB: a tenth of a second,
 *   where seeding 4,000 products takes 10-25 s).
 * - PostgreSQL (TEST_DATABASE_URL): a template database, copied with `CREATE DATABASE … TEMPLATE`.
 *
 * Every project that lists this global setup shares the one preparation (shared-setup.ts).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { withAdmin } from "./postgres-admin";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { prepareEmbeddedDatabase } from "../../server/catalogue/open-catalogue-database";
import { seedIfPristine } from "../../server/catalogue/seed-database";
import { seedRepsIfEmpty } from "../../server/reps/seed-reps";
import { acquire } from "./shared-setup";
import { isRunning, makeRunFolder, removeAbandonedRunFolders } from "./run-folders";

declare module "vitest" {
  export interface ProvidedContext {
    /** A seeded PGlite folder: copy it, never open it in place (databases.ts `copyPgliteTemplate`). */
    pgliteTemplate: string;
    /** A seeded PostgreSQL database to name in `CREATE DATABASE … TEMPLATE`, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
    /**
     * What seeding the pristine templates answered (seedIfPristine: true when it wrote the seed), per
     * engine name: the run's one seed of each engine is the check that a pristine database is seeded.
     */
    preparedSeeding: Record<string, boolean>;
  }
}

export const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");
const TEMPLATE_PREFIX = "test_template_";

interface Prepared {
  pgliteTemplate: string;
  postgresTemplate: string;
  preparedSeeding: Record<string, boolean>;
}

export async function setup(project: TestProject) {
  const { value, release } = await acquire("prepared-database", async () => {
    const prepared = await prepare();
    return {
      value: prepared,
      async dispose() {
        rmSync(path.dirname(prepared.pgliteTemplate), { recursive: true, force: true });
        if (prepared.postgresTemplate) await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${prepared.postgresTemplate} WITH (FORCE)`));
      },
    };
  });
  project.provide("pgliteTemplate", value.pgliteTemplate);
  project.provide("postgresTemplate", value.postgresTemplate);
  project.provide("preparedSeeding", value.preparedSeeding);
  return release;
}

async function prepare(): Promise<Prepared> {
  // Copies and templates of runs that were killed before their teardown (100 MB each).
  removeAbandonedRunFolders();
  const pgliteTemplate = path.join(makeRunFolder("template"), "pglite");
  const [postgres, pgliteSeeded] = await Promise.all([preparePostgres(), prepareEmbeddedDatabase({ pgliteDir: pgliteTemplate, migrationsFolder: MIGRATIONS })]);
  const preparedSeeding: Record<string, boolean> = { pglite: pgliteSeeded };
  if (postgres) preparedSeeding.postgres = postgres.seeded;
  return { pgliteTemplate, postgresTemplate: postgres?.name ?? "", preparedSeeding };
}

/** The template on the machine's PostgreSQL, prepared as `openCatalogueDatabase` prepares a first start. */
async function preparePostgres(): Promise<{ name: string; seeded: boolean } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `${TEMPLATE_PREFIX}${process.pid}`;
  await withAdmin(async (admin) => {
    // Templates left by runs that were killed before their teardown.
    const { rows: stale } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of stale) {
      const pid = Number(datname.slice(TEMPLATE_PREFIX.length));
      if (pid === process.pid || !isRunning(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
  try {
    await handle.migrate(MIGRATIONS);
    const seeded = await seedIfPristine(handle.db);
    await seedRepsIfEmpty(handle.db);
    return { name, seeded };
  } finally {
    // A template with an open connection cannot be copied.
    await handle.close();
  }
}
