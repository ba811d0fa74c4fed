/**
 * PGlite serves one process. A running server records itself next to its data folder (pid, URL and
 * a random token), so a second server refuses to open the same folder and the catalogue CLI sends
 * its work to the running server instead of opening the database under it.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface ServerLock {
  pid: number;
  url: string;
  token: string;
}

export function lockPath(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.server.json`;
}

export function readLiveLock(pgliteDir: string): ServerLock | null {
  const file = lockPath(pgliteDir);
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(readFileSync(file, "utf8")) as ServerLock;
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    return null;
  }
}

export function writeLock(pgliteDir: string, url: string): ServerLock {
  const lock = { pid: process.pid, url, token: randomBytes(24).toString("base64url") };
  writeFileSync(lockPath(pgliteDir), JSON.stringify(lock), { mode: 0o600 });
  return lock;
}

export function removeLock(pgliteDir: string): void {
  rmSync(lockPath(pgliteDir), { force: true });
}
