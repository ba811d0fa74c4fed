/**
 * Whether something a global setup makes in vitest's main process is ready, told through a file:
 * the setup returns at once so unit files run meanwhile (decision 0068, 0076), and a test worker,
 * another process, waits for the file before a file that needs it starts. Two such files: the
 * prepared database's (prepared-database.ts) and the shared site server's address (site-server.ts).
 */
import { existsSync, readFileSync, renameSync, watch, writeFileSync } from "node:fs";
import path from "node:path";

export type ReadyState<T> = T | { error: string };
/** What one of the instances that prepared the PostgreSQL template at once answered (prepared-database.ts). */
export type PostgresStart = { seeded: boolean } | { error: string };
export interface PreparedResult {
  preparedSeeding: Record<string, boolean>;
  /** With TEST_DATABASE_URL: each of the three starts that prepared the template. */
  postgresStarts?: PostgresStart[];
}
export type PreparedState = ReadyState<PreparedResult>;

/** Written whole (a rename), so a reader never sees half of it. */
export function writeReadyFile<T extends object>(file: string, state: ReadyState<T>): void {
  writeFileSync(`${file}.partial`, JSON.stringify(state));
  renameSync(`${file}.partial`, file);
}

/** Reads a ready file that exists (after a wait); throws the error it carries. */
export function readReadyFile<T extends object>(file: string, what: string): T {
  const state = JSON.parse(readFileSync(file, "utf8")) as ReadyState<T>;
  if ("error" in state) throw new Error(`${what} failed: ${state.error}`);
  return state as T;
}

/** Waits until the file exists, then reads it; a deadline so a hang fails with a message. */
export async function waitForReadyFile<T extends object>(file: string, what: string, withinMs: number): Promise<T> {
  if (!existsSync(file)) {
    await new Promise<void>((resolve, reject) => {
      const watcher = watch(path.dirname(file), () => {
        if (existsSync(file)) done();
      });
      const timer = setTimeout(() => done(new Error(`${what} was not ready within ${withinMs / 1000} s (${file})`)), withinMs);
      function done(error?: Error) {
        clearTimeout(timer);
        watcher.close();
        if (error) reject(error);
        else resolve();
      }
      // Written between the first look and the watch's start.
      if (existsSync(file)) done();
    });
  }
  return readReadyFile<T>(file, what);
}

export const writePreparedState = (file: string, state: PreparedState) => writeReadyFile(file, state);

/**
 * Seeding 4,000 products took 10-25 s alone and about 80 s at a load average of 17: a deadline
 * well past that, so a hung preparation fails with this message rather than hanging the run.
 */
export const PREPARED_WITHIN_MS = 300_000;

/** Waits until the preparation has ended; throws its error if it failed. */
export function waitForPreparedState(file: string): Promise<PreparedResult> {
  return waitForReadyFile(file, "The prepared database", PREPARED_WITHIN_MS);
}
