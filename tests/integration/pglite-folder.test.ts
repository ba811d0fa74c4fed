/**
 * The embedded database's folder (issue 25, item 6): locked to one process before it is opened, a
 * stale lock of a killed process taken over, commits that reach the disk with fsync, files only the
 * server's user can read, and a damaged folder named in a plain message.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DamagedDatabaseError, openDatabase } from "../../server/db/client";
import { fsyncCounter } from "../../server/db/durable-node-fs";
import { acquireFolderLock, FolderLockedError, lockPath, readLiveLock } from "../../server/db/server-lock";
import { copyPgliteTemplate } from "../support/databases";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) for (const leftover of [folder, lockPath(folder)]) rmSync(leftover, { recursive: true, force: true });
});
const preparedCopy = () => {
  const folder = copyPgliteTemplate();
  folders.push(folder);
  return folder;
};

/** The pid of another process that is running (and is not this one's parent). */
function otherRunningProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  return { pid: child.pid!, stop: () => child.kill("SIGKILL") };
}

describe("the embedded database folder", () => {
  // A fresh clone's first `npm start`: ./data does not exist yet, and the lock goes beside ./data/pglite.
  it("locks a folder whose parent does not exist yet, creating the parent", () => {
    const parent = path.join(copyPgliteTemplate(), "not-yet");
    folders.push(path.dirname(parent));
    const folder = path.join(parent, "pglite");
    const held = acquireFolderLock(folder, "http://localhost:1");
    expect(readLiveLock(folder)).toMatchObject({ pid: process.pid, url: "http://localhost:1" });
    expect(readdirSync(parent)).toEqual(["pglite.server.json"]);
    held.release();
    expect(readLiveLock(folder)).toBeNull();
  });

  it("refuses a folder another running process holds, naming the folder", async () => {
    const folder = preparedCopy();
    const other = otherRunningProcess();
    try {
      writeFileSync(lockPath(folder), JSON.stringify({ pid: other.pid }));
      const opening = openDatabase({ pgliteDir: folder });
      await expect(opening).rejects.toBeInstanceOf(FolderLockedError);
      await expect(opening).rejects.toThrow(folder);
    } finally {
      other.stop();
    }
  });

  it("takes over the lock a killed process left behind, and releases its own on close", async () => {
    const folder = preparedCopy();
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    writeFileSync(lockPath(folder), JSON.stringify({ pid: Number(gone.stdout.trim()) }));
    const handle = await openDatabase({ pgliteDir: folder });
    expect(JSON.parse(readFileSync(lockPath(folder), "utf8"))).toEqual({ pid: process.pid });
    await handle.close();
    expect(() => statSync(lockPath(folder))).toThrow();
  });

  it("flushes a commit to the disk, and keeps every file and folder to the owner", async () => {
    const folder = preparedCopy();
    const handle = await openDatabase({ pgliteDir: folder });
    try {
      const before = fsyncCounter.calls;
      await handle.db.execute(sql`create table fsync_probe (id int)`);
      await handle.db.execute(sql`insert into fsync_probe values (1)`);
      expect(fsyncCounter.calls).toBeGreaterThan(before);
    } finally {
      await handle.close();
    }
    const modes = new Set<string>();
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      const mode = statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
      modes.add(`${entry.isDirectory() ? "folder" : "file"} ${mode.toString(8)}`);
    }
    modes.add(`folder ${(statSync(folder).mode & 0o777).toString(8)}`);
    expect([...modes].sort()).toEqual(["file 600", "folder 700"]);
  });

  it("names a damaged folder and where to read how to restore it", async () => {
    const folder = preparedCopy();
    rmSync(path.join(folder, "global", "pg_control"));
    const opening = openDatabase({ pgliteDir: folder });
    await expect(opening).rejects.toBeInstanceOf(DamagedDatabaseError);
    await expect(opening).rejects.toThrow(new RegExp(`${folder}.*docs/operations\\.md`));
    // The failed open let go of the folder: nothing is left holding it.
    expect(() => statSync(lockPath(folder))).toThrow();
  });
});
