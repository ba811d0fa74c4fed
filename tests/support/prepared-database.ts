/**
 * One prepared database per test run (global setup of the integration and site projects): migrated
 * and seeded once, exactly as a server's first start does it, then copied for every test or server
 * that wants a seeded catalogue (tests/support/databases.ts, own-server.ts, site-server.ts).
 *
 * - PGlite: a data folder, copied per use (a plain file copy of about 100 MB: a tenth of a second,
 *   where seeding 4,000 products takes 10-25 s).
 * - PostgreSQL (TEST_DATABASE_URL): a template database, copied with `CREATE DATABASE … TEMPLATE`.
 *
 * Every project that lists this global setup shares the one preparation (shared-setup.ts). The
 * setup returns before the preparation ends, so unit files run during the seed (decision 0068).
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { withAdmin } from "./postgres-admin";
import type { TestProject } from "vitest/node";
import { openCatalogueDatabase } from "../../server/catalogue/open-catalogue-database";
import { acquire } from "./shared-setup";
import { writePreparedState, type PostgresStart, type PreparedResult } from "./prepared-state";
import { isRunning, makeRunFolder, removeAbandonedRunFolders } from "./run-folders";

declare module "vitest" {
  export interface ProvidedContext {
    /** A seeded PGlite folder: copy it, never open it in place (databases.ts `copyPgliteTemplate`). */
    pgliteTemplate: string;
    /** A fresh PGlite's data folder, dumped (prepare-pglite-image.ts): throwaway in-memory databases start from it. */
    pgliteImage: string;
    /** A seeded PostgreSQL database to name in `CREATE DATABASE … TEMPLATE`, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
    /**
     * A file written when the preparation has ended (prepared-state.ts): the setup file
     * prepared-database-ready.ts waits for it, and `preparedSeeding()` reads it.
     */
    preparedReadyFile: string;
  }
}

export const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");
const TEMPLATE_PREFIX = "test_template_";

/**
 * Starts the preparation and returns at once: vitest runs every global setup before any test file,
 * so a setup that waited for the seed kept the unit files, which need no database, waiting too. A
 * file that copies the database waits for it in its setup file (prepared-database-ready.ts); the
 * shared site (site-server.ts) waits for it in the background before it starts.
 */
export async function setup(project: TestProject) {
  const { value, release } = await acquire("prepared-database", async () => {
    // Copies and templates of runs that were killed before their teardown (100 MB each).
    removeAbandonedRunFolders();
    const folder = makeRunFolder("template");
    const pgliteTemplate = path.join(folder, "pglite");
    const pgliteImage = path.join(folder, "pglite-image.tar");
    const postgresTemplate = process.env.TEST_DATABASE_URL ? `${TEMPLATE_PREFIX}${process.pid}` : "";
    const preparedReadyFile = path.join(folder, "ready.json");
    const prepared = prepare(pgliteTemplate, pgliteImage, postgresTemplate).then(
      (state) => writePreparedState(preparedReadyFile, state),
      (error: Error) => writePreparedState(preparedReadyFile, { error: error.stack ?? String(error) }),
    );
    return {
      value: { pgliteTemplate, pgliteImage, postgresTemplate, preparedReadyFile },
      async dispose() {
        await prepared;
        rmSync(folder, { recursive: true, force: true });
        if (postgresTemplate) await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`));
      },
    };
  });
  project.provide("pgliteTemplate", value.pgliteTemplate);
  project.provide("pgliteImage", value.pgliteImage);
  project.provide("postgresTemplate", value.postgresTemplate);
  project.provide("preparedReadyFile", value.preparedReadyFile);
  return release;
}

/** What seeding the pristine templates answered, per engine (seedIfPristine: true when it wrote the seed). */
async function prepare(pgliteTemplate: string, pgliteImage: string, postgresTemplate: string): Promise<PreparedResult> {
  const [postgresStarts, pgliteSeeded] = await Promise.all([
    postgresTemplate ? preparePostgres(postgresTemplate) : null,
    preparePgliteInChild(pgliteTemplate),
    runChild("prepare-pglite-image.ts", [pgliteImage]),
  ]);
  if (postgresStarts === null) return { preparedSeeding: { pglite: pgliteSeeded } };
  const postgresSeeded = postgresStarts.some((start) => "seeded" in start && start.seeded);
  return { preparedSeeding: { pglite: pgliteSeeded, postgres: postgresSeeded }, postgresStarts };
}

/** Runs a preparation script of this folder in a process of its own; resolves its output. */
function runChild(script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, script), ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve(stdout) : reject(new Error(`${script} ${args.join(" ")} failed (${signal ?? `exit code ${code}`}): ${stdout.slice(-500)}`))));
  });
}

/** The PGlite template, prepared in a child process (prepare-pglite-folder.ts says why). */
async function preparePgliteInChild(pgliteDir: string): Promise<boolean> {
  const stdout = await runChild("prepare-pglite-folder.ts", [pgliteDir, MIGRATIONS]);
  // The answer is the last line: anything the seed prints comes before it.
  const answer = /\{"seeded":(true|false)\}\s*$/.exec(stdout);
  if (!answer) throw new Error(`Preparing the PGlite template in ${pgliteDir} answered no result: ${stdout.slice(-500)}`);
  return answer[1] === "true";
}

/**
 * The template on the machine's PostgreSQL, prepared as a first start prepares it, by three
 * instances starting at once on the empty database: the run's one PostgreSQL seed is also the check
 * that such starts migrate and seed it once and all open it (tests/integration/start-lock.test.ts
 * reads what each start answered), where that test seeding a database of its own cost a second seed
 * of 4,000 products (decision 0076).
 */
async function preparePostgres(name: string): Promise<PostgresStart[]> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  await withAdmin(async (admin) => {
    // Templates left by runs that were killed before their teardown.
    const { rows: stale } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of stale) {
      const pid = Number(datname.slice(TEMPLATE_PREFIX.length));
      if (pid === process.pid || !isRunning(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const starts = await Promise.allSettled([0, 1, 2].map(() => openCatalogueDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" }, MIGRATIONS)));
  // A template with an open connection cannot be copied.
  await Promise.all(starts.map((start) => (start.status === "fulfilled" ? start.value.database.close() : null)));
  // One start that opened it leaves a usable template; the others' failures are start-lock's to report.
  if (!starts.some((start) => start.status === "fulfilled")) throw (starts[0] as PromiseRejectedResult).reason;
  return starts.map((start) => (start.status === "fulfilled" ? { seeded: start.value.seeded } : { error: String(start.reason) }));
}
