/**
 * The embedded database: PGlite on a local folder, locked to this process before it is opened
 * (server-lock.ts), with fsync that reaches the disk (durable-node-fs.ts) and files only the
 * server's user can read (owner-only.ts). A folder PGlite cannot open is reported by name, with
 * where to read how to restore it, instead of a WASM stack trace.
 */
import { inProcessLocks } from "./advisory-lock";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import * as schema from "./schema";
import type { Database, DatabaseHandle } from "./client";
import { DurableNodeFS } from "./durable-node-fs";
import { restrictToOwner, OWNER_ONLY_FOLDER } from "./owner-only";
import { acquireFolderLock, heldByThisProcess } from "./server-lock";

export class DamagedDatabaseError extends Error {
  constructor(
    readonly folder: string,
    cause: unknown,
  ) {
    super(
      `The embedded database in ${folder} could not be opened (${cause instanceof Error ? cause.message : String(cause)}). ` +
        `Its files may be damaged or unreadable: docs/operations.md ("A damaged folder") says how to restore it from a backup.`,
    );
    this.name = "DamagedDatabaseError";
  }
}

/**
 * Postgres' default shared_buffers (128 MB) is allocated and touched inside PGlite's WASM heap, which
 * never shrinks: it cost 110 MB of RSS. The site reads the catalogue from memory and asks the
 * database little, so 16 MB is plenty (docs/memory.md).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "fsync=on"];
/** PGlite starts Postgres with `-F` (fsync off) by default: an acknowledged commit could be lost. */
const FSYNC_OFF = "-F";

export const isInMemory = (dir: string) => dir.startsWith("memory://");

/** True when opening this folder would create an embedded database on disk (PGlite's initdb). */
export function createsPgliteFolder(dir: string): boolean {
  return !isInMemory(dir) && !existsSync(path.join(path.resolve(dir), "PG_VERSION"));
}

export async function openPglite(dir: string, memoryImage?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = isInMemory(dir);
  const created = (inMemory && !memoryImage) || createsPgliteFolder(dir);
  const dataDir = inMemory ? dir : path.resolve(dir);
  // A server takes the lock itself before this (with its URL); the first start's child works under its parent's.
  const lock = inMemory || heldByThisProcess(dataDir) ? null : acquireFolderLock(dataDir);
  const startParams = [...PGlite.defaultStartParams.filter((param) => param !== FSYNC_OFF), ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])];
  let client;
  try {
    if (inMemory) client = await PGlite.create(dataDir, { startParams, ...(memoryImage ? { loadDataDir: memoryImage } : {}) });
    else {
      mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
      try {
        client = await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams });
      } catch (error) {
        throw new DamagedDatabaseError(dataDir, error);
      }
      restrictToOwner(dataDir);
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    created,
    reopenable: !inMemory,
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    locks: inProcessLocks(),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}
