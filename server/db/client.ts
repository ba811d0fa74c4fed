/**
 * Opens the database: PGlite under a local folder by default, PostgreSQL when DATABASE_URL is set.
 * Both go through Drizzle's Postgres dialect, so the rest of the server does not know which it is.
 */
import type { AdvisoryLocks } from "./advisory-lock";
import type { Unlisten } from "./listen";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";
import { createsPgliteFolder, openPglite } from "./open-pglite";
import { openPostgres, type FaultListener, type PostgresTimeouts } from "./open-postgres";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when this open created the embedded database (PGlite ran initdb); always false on PostgreSQL. */
  created: boolean;
  /** False for `memory://`: closing it loses the data, so it cannot be reopened. */
  reopenable: boolean;
  migrate(migrationsFolder: string): Promise<void>;
  /** Work one process at a time across every instance on this database (advisory-lock.ts). */
  locks: AdvisoryLocks;
  /**
   * PostgreSQL only: hears NOTIFY on a channel (listen.ts); resolves a function that stops.
   * Absent on PGlite, where the one process that writes is the one that reads.
   */
  listen?: (channel: string, onMessage: (payload: string) => void, onError: (error: Error) => void) => Unlisten;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use now, for `/metrics`. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite, or `memory://` for a throwaway in-memory database. */
  pgliteDir: string;
  /**
   * `memory://` only: the data folder to start from, as PGlite's `dumpDataDir()` wrote it, instead of
   * creating one (initdb: about 5 CPU-s). Tests start their throwaway databases from one image a run.
   */
  memoryImage?: Blob;
  /** PostgreSQL only: statement and connection timeouts (DB_STATEMENT_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS). */
  timeouts?: PostgresTimeouts;
  /** PostgreSQL only: where dropped connections are reported (the server logs them). */
  onFault?: FaultListener;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.timeouts, options.onFault) : openPglite(options.pgliteDir, options.memoryImage);
}

/** True when opening these options would create an embedded database on disk (PGlite's initdb). */
export function createsEmbeddedDatabase(options: DatabaseOptions): boolean {
  return !options.databaseUrl && createsPgliteFolder(options.pgliteDir);
}

export { DamagedDatabaseError } from "./open-pglite";
