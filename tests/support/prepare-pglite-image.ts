/**
 * Writes the run's in-memory database image (prepared-database.ts starts it in a process of its own,
 * beside the template's seed): a fresh PGlite's data folder as `dumpDataDir()` writes it. An
 * in-memory database opened from it (`ENGINES[0].open()`, databases.ts) skips initdb, which cost
 * about 5 of the 7 CPU-s of each open, and timed out hooks of 15 s on a loaded machine.
 *
 *   node --import tsx tests/support/prepare-pglite-image.ts <file>
 */
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

const [file] = process.argv.slice(2);
if (!file) throw new Error("usage: prepare-pglite-image.ts <file>");
const client = await PGlite.create("memory://");
const image = await client.dumpDataDir("none");
await client.close();
writeFileSync(file, Buffer.from(await image.arrayBuffer()));
