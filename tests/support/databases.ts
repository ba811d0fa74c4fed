/**
 * The engines integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it to the machine's server). Each `open()` gives a fresh, migrated, empty database.
 */
import path from "node:path";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { ensureCategories } from "../../server/catalogue/seed-database";

export const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

export interface Engine {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }>;
}

let counter = 0;

export const ENGINES: Engine[] = [
  {
    name: "pglite",
    async open() {
      const handle = await openDatabase({ pgliteDir: "memory://" });
      await handle.migrate(MIGRATIONS);
      await ensureCategories(handle.db);
      return { handle, dispose: () => handle.close() };
    },
  },
];

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  ENGINES.push({
    name: "postgres",
    async open() {
      const name = `catalogue_test_${process.pid}_${Date.now()}_${counter++}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
      await handle.migrate(MIGRATIONS);
      await ensureCategories(handle.db);
      return {
        handle,
        async dispose() {
          await handle.close();
          await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  });
}

/**
 * The engines a whole server process runs on in durability tests: `env()` gives the variables for
 * `startOwnServer` (PGlite: none, its own folder; PostgreSQL: a fresh database), and `cleanup`
 * drops what it made.
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
      const name = `server_test_${process.pid}_${Date.now()}_${counter++}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      cleanups.push(async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      });
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    },
  });
}
