/**
 * Whether the run's prepared database is ready, told through a file beside it: the global setup
 * prepares it in vitest's main process while unit files already run (decision 0068), and a test
 * worker, another process, waits for the file before a file that copies the database starts.
 */
import { existsSync, readFileSync, renameSync, watch, writeFileSync } from "node:fs";
import path from "node:path";

export type PreparedState = { preparedSeeding: Record<string, boolean> } | { error: string };

/** Written whole (a rename), so a reader never sees half of it. */
export function writePreparedState(file: string, state: PreparedState): void {
  writeFileSync(`${file}.partial`, JSON.stringify(state));
  renameSync(`${file}.partial`, file);
}

/**
 * Seeding 4,000 products took 10-25 s alone and about 80 s at a load average of 17: a deadline
 * well past that, so a hung preparation fails with this message rather than hanging the run.
 */
const PREPARED_WITHIN_MS = 300_000;

/** Waits until the preparation has ended; throws its error if it failed. */
export async function waitForPreparedState(file: string): Promise<{ preparedSeeding: Record<string, boolean> }> {
  if (!existsSync(file)) {
    await new Promise<void>((resolve, reject) => {
      const watcher = watch(path.dirname(file), () => {
        if (existsSync(file)) done();
      });
      const timer = setTimeout(() => done(new Error(`The prepared database was not ready within ${PREPARED_WITHIN_MS / 1000} s (${file})`)), PREPARED_WITHIN_MS);
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
  const state = JSON.parse(readFileSync(file, "utf8")) as PreparedState;
  if ("error" in state) throw new Error(`Preparing the database failed: ${state.error}`);
  return state;
}
