/**
 * Prepares the run's PGlite template in a process of its own (prepared-database.ts starts it):
 * migrates and seeds the folder as a server's first start does, and prints whether it seeded. In
 * vitest's main process the seed held the event loop that serves the workers' modules, so the
 * unit files meant to run beside it could not even load.
 *
 *   node --import tsx tests/support/prepare-pglite-folder.ts <folder> <migrations folder>
 */
import { prepareEmbeddedDatabase } from "../../server/catalogue/open-catalogue-database";

const [pgliteDir, migrationsFolder] = process.argv.slice(2);
if (!pgliteDir || !migrationsFolder) throw new Error("usage: prepare-pglite-folder.ts <folder> <migrations folder>");
const seeded = await prepareEmbeddedDatabase({ pgliteDir, migrationsFolder });
process.stdout.write(`\n${JSON.stringify({ seeded })}\n`);
