/**
 * The engines integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it to the machine's server). `open()` gives a fresh, migrated database with its
 * categories and no catalogue; `openSeeded()` a copy of the run's prepared database
 * (tests/support/prepared-database.ts): the seed catalogue, dealers and reps, as after a first start.
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { ensureCategories } from "../../server/catalogue/seed-database";
import { MIGRATIONS } from "./prepared-database";
import { withAdmin } from "./postgres-admin";
import { makeRunFolder } from "./run-folders";
import { waitForPreparedState, type PostgresStart } from "./prepared-state";

export { MIGRATIONS };

export interface OpenedDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export interface Engine {
  name: string;
  open(): Promise<OpenedDatabase>;
  openSeeded(): Promise<OpenedDatabase>;
}

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Date.now()}_${counter++}`;

/** A private copy of the prepared PGlite folder (the template itself is never opened). */
export function copyPgliteTemplate(into = makeRunFolder("copy")): string {
  cpSync(inject("pgliteTemplate"), into, { recursive: true });
  return into;
}

/**
 * What seeding each engine's pristine template answered (seedIfPristine: true when it wrote the
 * seed): the run's one seed of each engine is the check that a pristine database is seeded.
 */
export async function preparedSeeding(): Promise<Record<string, boolean>> {
  return (await waitForPreparedState(inject("preparedReadyFile"))).preparedSeeding;
}

/**
 * What each of the three instances that prepared the PostgreSQL template at once answered
 * (prepared-database.ts): the check that instances starting together seed an empty database once.
 */
export async function preparedPostgresStarts(): Promise<PostgresStart[]> {
  return (await waitForPreparedState(inject("preparedReadyFile"))).postgresStarts ?? [];
}

export const ENGINES: Engine[] = [
  {
    name: "pglite",
    async open() {
      // From the run's image of a fresh data folder (prepare-pglite-image.ts): no initdb per open.
      const handle = await openDatabase({ pgliteDir: "memory://", memoryImage: new Blob([readFileSync(inject("pgliteImage"))]) });
      await handle.migrate(MIGRATIONS);
      await ensureCategories(handle.db);
      return { handle, dispose: () => handle.close() };
    },
    async openSeeded() {
      const dir = copyPgliteTemplate();
      const handle = await openDatabase({ pgliteDir: dir });
      return {
        handle,
        async dispose() {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

const serverUrl = process.env.TEST_DATABASE_URL;

/** Creates a database on the test server (empty, or a copy of the prepared template) and the means to drop it. */
export async function createPostgresDatabase(prefix: string, fromTemplate: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName(prefix);
  const template = inject("postgresTemplate");
  if (fromTemplate && !template) throw new Error("No prepared PostgreSQL template: is tests/support/prepared-database.ts this project's globalSetup?");
  await withAdmin((admin) => admin.query(fromTemplate ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

if (serverUrl) {
  const openOn = async (fromTemplate: boolean): Promise<OpenedDatabase> => {
    const created = await createPostgresDatabase("catalogue_test", fromTemplate);
    const handle = await openDatabase({ databaseUrl: created.url, pgliteDir: "unused" });
    if (!fromTemplate) {
      await handle.migrate(MIGRATIONS);
      await ensureCategories(handle.db);
    }
    return {
      handle,
      async dispose() {
        await handle.close();
        await created.drop();
      },
    };
  };
  ENGINES.push({ name: "postgres", open: () => openOn(false), openSeeded: () => openOn(true) });
}

/**
 * The engines a whole server process runs on in durability tests: `env()` gives the variables for
 * `startOwnServer` (PGlite: none, the server starts on its own copy of the prepared folder;
 * PostgreSQL: a copy of the template database), and `cleanups` drops what it made.
 */
export interface ServerEngine {
  name: string;
  env(cleanups: Array<() => Promise<void> | void>): Promise<Record<string, string>>;
}

export const SERVER_ENGINES: ServerEngine[] = [{ name: "pglite", env: async () => ({}) }];
if (serverUrl) {
  SERVER_ENGINES.push({
    name: "postgres",
    async env(cleanups) {
      const created = await createPostgresDatabase("server_test", true);
      cleanups.push(() => created.drop());
      return { DATABASE_URL: created.url };
    },
  });
}
