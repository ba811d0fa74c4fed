/**
 * `npm run db:migrate`: the release step of a deployment on PostgreSQL. Applies the schema
 * migrations and, on a pristine database, writes the first catalogue, under the same advisory lock
 * a server's start takes (server/catalogue/open-catalogue-database.ts), so it may run while old
 * instances still serve and beside new ones starting. Exit codes: 0 done, 1 failed, 2 bad usage.
 */
import path from "node:path";
import { prepare } from "../server/catalogue/open-catalogue-database";
import { openDatabase } from "../server/db/client";
import { readLiveLock } from "../server/db/server-lock";
import { describeDatabase } from "./cli/confirm";
import { parseEnv } from "../server/env";

import { CommandError, runSingleCommand } from "./cli/command-line";
import { projectRoot } from "./cli/project-root";

const HELP = `Usage: npm run db:migrate

Applies the schema migrations to the database (DATABASE_URL, else the PGlite folder PGLITE_DIR)
and seeds the catalogue when the database is pristine, under the advisory lock servers take at
start. Run it as the release step before a rolling deploy.

Exit codes: 0 done, 1 failed, 2 bad usage.`;

await runSingleCommand("npm run db:migrate", HELP, process.argv.slice(2), async () => {
  const env = parseEnv(process.env, { server: false });
  if (!env.DATABASE_URL && readLiveLock(env.PGLITE_DIR)) throw new CommandError(`A running server holds the embedded database in ${env.PGLITE_DIR}; it migrated it at its start.`);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    const seeded = await prepare(database, path.join(projectRoot(import.meta.dirname), "drizzle"));
    console.log(`Migrated the ${describeDatabase(env)}${seeded ? " and seeded the catalogue" : ""} in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await database.close();
  }
});
