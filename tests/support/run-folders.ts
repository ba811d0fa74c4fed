/**
 * Temporary folders of the prepared database and its copies (about 100 MB each), named after the
 * process that made them, so a later run can tell which ones a killed run left behind: a folder
 * whose process is gone is no one's, one whose process still runs (another run beside this one)
 * is left alone.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The kinds of folder: the run's prepared database, a test's copy of it, the shared server's copy. */
export type RunFolderKind = "template" | "copy" | "test";

/**
 * `catalogue-<kind>-<pid>-XXXXXX` (and the server's `…-images`, `…-blobs`, `…-mail` and
 * `….server.json` beside it, which start with the same name).
 */
const OWNED = /^catalogue-(template|copy|test)-(\d+)-/;
/** Names from before the pid was part of them: `catalogue-template-XXXXXX`, six random characters. */
const UNOWNED = /^catalogue-(template|copy|test)-[A-Za-z0-9]{6}(?:$|[-.])/;
/** An unowned folder this old belongs to no running test (a whole run takes well under an hour). */
const UNOWNED_AGE_MS = 24 * 60 * 60 * 1000;

export function makeRunFolder(kind: RunFolderKind): string {
  return mkdtempSync(path.join(tmpdir(), `catalogue-${kind}-${process.pid}-`));
}

/** Removes the folders of processes that no longer run; returns how many it removed. */
export function removeAbandonedRunFolders(now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(tmpdir())) {
    const owner = OWNED.exec(name)?.[2];
    const abandoned = owner !== undefined ? !isRunning(Number(owner)) : UNOWNED.test(name) && isOlderThan(path.join(tmpdir(), name), now - UNOWNED_AGE_MS);
    if (!abandoned) continue;
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

function isOlderThan(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs < time;
  } catch {
    return false;
  }
}

/** Whether a process with this id runs (one of another user's counts as running: it is not ours to judge). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
