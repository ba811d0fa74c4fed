/**
 * Opens the database: PGlite under a local folder by default, PostgreSQL when DATABASE_URL is set.
 * Both go through Drizzle's Postgres dialect, so the rest of the server does not know which it is.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
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

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.resolve(dir), { recursive: true });
  const client = await PGlite.create(inMemory ? dir : path.resolve(dir));
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
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
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}
