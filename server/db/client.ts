/**
 * Opens the database: PGlite under a local folder by default, PostgreSQL when DATABASE_URL is set.
 * Both go through Drizzle's Postgres dialect, so the rest of the server does not know which it is.
 */
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when this open created the embedded database (PGlite ran initdb); always false on PostgreSQL. */
  created: boolean;
  /** False for `memory://`: closing it loses the data, so it cannot be reopened. */
  reopenable: boolean;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite, or `memory://` for a throwaway in-memory database. */
  pgliteDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

/** True when opening these options would create an embedded database on disk (PGlite's initdb). */
export function createsEmbeddedDatabase(options: DatabaseOptions): boolean {
  if (options.databaseUrl || isInMemory(options.pgliteDir)) return false;
  return !existsSync(path.join(path.resolve(options.pgliteDir), "PG_VERSION"));
}

const isInMemory = (dir: string) => dir.startsWith("memory://");

/**
 * Postgres' default shared_buffers (128 MB) is allocated and touched inside PGlite's WASM heap, which
 * never shrinks: it cost 110 MB of RSS. The site reads the catalogue from memory and asks the
 * database little, so 16 MB is plenty (docs/memory.md).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB"];

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = isInMemory(dir);
  const created = inMemory || createsEmbeddedDatabase({ pgliteDir: dir });
  const dataDir = inMemory ? dir : path.resolve(dir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])];
  const client = await PGlite.create(dataDir, { startParams });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    created,
    reopenable: !inMemory,
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    created: false,
    reopenable: true,
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}
