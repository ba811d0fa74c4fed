/**
 * The prepared database's folders that a killed run leaves in /tmp (100 MB each) are removed by a
 * later run, and the folders of a run still going beside it are not.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { makeRunFolder, removeAbandonedRunFolders } from "../support/run-folders";

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(name: string): string {
  const full = path.join(tmpdir(), name);
  mkdirSync(full, { recursive: true });
  made.push(full);
  return full;
}

/** The id of a process that has exited. */
function finishedPid(): number {
  return Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout);
}

it("removes the folders of a process that has ended, the server's beside them included", () => {
  const gone = finishedPid();
  const template = folder(`catalogue-template-${gone}-abcdef`);
  const images = folder(`catalogue-test-${gone}-abcdef-images`);
  removeAbandonedRunFolders();
  expect(existsSync(template)).toBe(false);
  expect(existsSync(images)).toBe(false);
});

it("keeps the folders of a running process, its own and another run's", () => {
  const own = makeRunFolder("copy");
  made.push(own);
  const parent = folder(`catalogue-copy-${process.ppid}-abcdef`);
  removeAbandonedRunFolders();
  expect(existsSync(own)).toBe(true);
  expect(existsSync(parent)).toBe(true);
});

it("removes a folder named before the process id was in the name only once it is a day old", () => {
  const recent = folder("catalogue-copy-Xy12Zq");
  const old = folder("catalogue-copy-Ab34Cd-images");
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  utimesSync(old, twoDaysAgo, twoDaysAgo);
  removeAbandonedRunFolders();
  expect(existsSync(recent)).toBe(true);
  expect(existsSync(old)).toBe(false);
});
