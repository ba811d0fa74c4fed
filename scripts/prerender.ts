/**
 * `npm run prerender`: renders ahead, in a process of its own, every image, share image and
 * online book of the current catalogue that is not in the cache yet, then exits. Meant for a
 * shared object store (BLOB_STORE on S3): it takes the same advisory lock per catalogue version
 * the servers take, so it and they never render the same version twice, and servers may then run
 * with IMAGE_PRERENDER=off. Exit codes: 0 done (or done before, or under way elsewhere), 1 failed,
 * 2 bad usage.
 */
import path from "node:path";
import { CatalogueStore } from "../server/catalogue/catalogue-store";
import { prepare } from "../server/catalogue/open-catalogue-database";
import { openDatabase } from "../server/db/client";
import { readLiveLock } from "../server/db/server-lock";
import { parseEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { startImages } from "../server/images/start-images";
import { CommandError, runSingleCommand } from "./cli/command-line";
import { projectRoot } from "./cli/project-root";

const HELP = `Usage: npm run prerender

Renders ahead every swatch, share image and online book of the current catalogue that is not
cached yet (IMAGE_CACHE_DIR, and the shared store when BLOB_STORE is set), once per catalogue
version across every server on the same database. With a shared store it then deletes the renders
the catalogue no longer links to, once the previous version's grace (15 minutes) has passed.
Then it exits.

Exit codes: 0 done (or done before, or under way in another process), 1 failed, 2 bad usage.`;

await runSingleCommand("npm run prerender", HELP, process.argv.slice(2), async () => {
  const env = parseEnv(process.env, { server: false });
  if (!env.DATABASE_URL && readLiveLock(env.PGLITE_DIR)) throw new CommandError(`A running server holds the embedded database in ${env.PGLITE_DIR}; it prerenders itself.`);
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await prepare(database, path.join(projectRoot(import.meta.dirname), "drizzle"));
    const catalogue = new CatalogueStore(database.db);
    await catalogue.refresh();
    // Started without its own timer (IMAGE_PRERENDER off): this process prerenders once, now.
    const images = startImages({ ...env, IMAGE_PRERENDER: false }, logger, catalogue, { db: database.db, locks: database.locks });
    try {
      const outcome = await images.prerenderNow();
      console.log(`Prerender of catalogue version ${catalogue.current.version}: ${outcome}.`);
      if (outcome === "failed" || outcome === "interrupted") process.exitCode = 1;
      const pruned = await images.pruneNow();
      if (pruned?.pruned) console.log(`Pruned the shared store's renders: ${pruned.deleted} of ${pruned.examined} deleted (${Math.round(pruned.deletedBytes / 1_048_576)} MB), no longer linked by the catalogue.`);
      else if (pruned) console.log(`Renders not pruned: ${pruned.reason}.`);
    } finally {
      await images.stop();
    }
  } finally {
    await database.close();
  }
});
