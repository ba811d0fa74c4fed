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
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { prepareEmbeddedDatabase } from "../../server/catalogue/open-catalogue-database";
import { seedIfPristine } from "../../server/catalogue/seed-database";
import { seedRepsIfEmpty } from "../../server/reps/seed-reps";
import { acquire } from "./shared-setup";

declare module "vitest" {
  export interface ProvidedContext {
    /** A seeded PGlite folder: copy it, never open it in place (databases.ts `copyPgliteTemplate`). */
    pgliteTemplate: string;
    /** A seeded PostgreSQL database to name in `CREATE DATABASE … TEMPLATE`, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

export const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");
const TEMPLATE_PREFIX = "test_template_";

interface Prepared {
  pgliteTemplate: string;
  postgresTemplate: string;
}

export async function setup(project: TestProject) {
  const { value, release } = await acquire("prepared-database", async () => {
    const prepared = await prepare();
    return {
      value: prepared,
      async dispose() {
        rmSync(path.dirname(prepared.pgliteTemplate), { recursive: true, force: true });
        if (prepared.postgresTemplate) await withAdmin((admin) => admin.unsafe(`DROP DATABASE IF EXISTS ${prepared.postgresTemplate} WITH (FORCE)`));
      },
    };
  });
  project.provide("pgliteTemplate", value.pgliteTemplate);
  project.provide("postgresTemplate", value.postgresTemplate);
  return release;
}

async function prepare(): Promise<Prepared> {
  const pgliteTemplate = path.join(mkdtempSync(path.join(tmpdir(), "catalogue-template-")), "pglite");
  const [postgresTemplate] = await Promise.all([preparePostgres(), prepareEmbeddedDatabase({ pgliteDir: pgliteTemplate, migrationsFolder: MIGRATIONS })]);
  return { pgliteTemplate, postgresTemplate };
}

/** The template on the machine's PostgreSQL, prepared as `openCatalogueDatabase` prepares a first start. */
async function preparePostgres(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return "";
  const name = `${TEMPLATE_PREFIX}${process.pid}`;
  await withAdmin(async (admin) => {
    // Templates left by runs that were killed before their teardown.
    const stale = await admin<{ datname: string }[]>`SELECT datname FROM pg_database WHERE datname LIKE ${TEMPLATE_PREFIX + "%"}`;
    for (const { datname } of stale) {
      const pid = Number(datname.slice(TEMPLATE_PREFIX.length));
      if (pid === process.pid || !isRunning(pid)) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.unsafe(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
  try {
    await handle.migrate(MIGRATIONS);
    await seedIfPristine(handle.db);
    await seedRepsIfEmpty(handle.db);
  } finally {
    // A template with an open connection cannot be copied.
    await handle.close();
  }
  return name;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withAdmin<T>(work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
