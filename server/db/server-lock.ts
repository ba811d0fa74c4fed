/**
 * PGlite serves one process. Whoever opens a data folder first takes `<folder>.server.json` with an
 * exclusive create (a hard link, which fails when the lock exists) BEFORE opening it, so a second
 * process refuses to start instead of writing into the same files (two servers on one folder lost every acknowledged write of the
 * second: issue 25). A server records its URL and a random token in the lock, so the catalogue CLI
 * can send its work to the running server instead of opening the database under it.
 *
 * A process killed with -9 leaves its lock behind: a lock whose pid is not running is stale and is
 * taken over (docs/operations.md says what the lock means). A pid reused by an unrelated process
 * makes a stale lock look held: the message names the pid, and the lock file may then be removed.
 */
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface FolderLock {
  pid: number;
  /** Set by a server: where the CLI reaches it. A CLI holding the folder leaves these out. */
  url?: string;
  token?: string;
}

export type ServerLock = Required<FolderLock>;

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: FolderLock,
  ) {
    super(
      `The embedded database in ${folder} is in use by another process (pid ${holder.pid}${holder.url ? `, serving ${holder.url}` : ""}). ` +
        `Stop it, or set PGLITE_DIR to another folder or DATABASE_URL to PostgreSQL. See docs/operations.md ("The folder lock").`,
    );
    this.name = "FolderLockedError";
  }
}

export function lockPath(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.server.json`;
}

function readLock(pgliteDir: string): FolderLock | null {
  try {
    return JSON.parse(readFileSync(lockPath(pgliteDir), "utf8")) as FolderLock;
  } catch {
    // Missing, or a torn write of a process killed while writing it: nobody holds the folder.
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid runs under another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running server that holds this folder, if any (a CLI's lock has no URL to send work to). */
export function readLiveLock(pgliteDir: string): ServerLock | null {
  const lock = readLock(pgliteDir);
  return lock?.url && lock.token && isRunning(lock.pid) ? (lock as ServerLock) : null;
}

/**
 * True when this process may open the folder without a lock of its own: it holds the lock already
 * (the server reopening after its first start), or its parent does (the first start's child process,
 * server.js, which prepares the folder on the parent's behalf).
 */
export function heldByThisProcess(pgliteDir: string): boolean {
  const lock = readLock(pgliteDir);
  return lock !== null && (lock.pid === process.pid || lock.pid === process.ppid);
}

export interface HeldLock {
  lock: FolderLock;
  release(): void;
}

/** Takes the folder's lock, or throws FolderLockedError naming the folder and the running holder. */
export function acquireFolderLock(pgliteDir: string, url?: string): HeldLock {
  const lock: FolderLock = url ? { pid: process.pid, url, token: randomBytes(24).toString("base64url") } : { pid: process.pid };
  const file = lockPath(pgliteDir);
  // Written whole to a file of our own, then linked into place: link fails if the lock exists, and
  // a reader never sees a half-written lock.
  const draft = `${file}.${process.pid}.draft`;
  // The lock sits beside the folder, which does not exist yet on a first start (./data/pglite of a fresh clone).
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(draft, JSON.stringify(lock), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(draft, file);
        return { lock, release: () => releaseIfOurs(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = readLock(pgliteDir);
      if (holder && holder.pid !== process.pid && isRunning(holder.pid)) throw new FolderLockedError(path.resolve(pgliteDir), holder);
      takeOverStale(file, holder);
    }
    throw new FolderLockedError(path.resolve(pgliteDir), readLock(pgliteDir) ?? { pid: 0 });
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves a stale lock (its process is gone: kill -9, a crash, a power cut) out of the way. It is
 * renamed, not deleted, so that if another starter replaced it with a live lock in the meantime,
 * that lock is put back instead of being lost.
 */
function takeOverStale(file: string, stale: FolderLock | null): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved it first: try the link again
  }
  const moved = (() => {
    try {
      return JSON.parse(readFileSync(aside, "utf8")) as FolderLock;
    } catch {
      return null;
    }
  })();
  if (moved && moved.pid !== stale?.pid && isRunning(moved.pid)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third starter linked in meanwhile; it holds the folder now.
    }
  }
  rmSync(aside, { force: true });
}

function releaseIfOurs(file: string): void {
  try {
    if ((JSON.parse(readFileSync(file, "utf8")) as FolderLock).pid === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}
