/**
 * `npm run catalog -- <command>`: import, export, reset or synthesise the catalogue.
 *
 *   import <file.json|file.csv> [--files folder] [--replace] [--dry-run]
 *   import <package.zip> [--replace] [--dry-run]          validate every row and file; write all or nothing
 *   export [--format json|csv] [--out file]               write the catalogue as an import file
 *   import-reps <file.json>                               replace the sales reps (all or nothing)
 *   reset                                                 replace the catalogue with the demo catalogue (demo/)
 *   synth <count> --out file.json [--seed n]              a synthetic catalogue for benchmarks
 *   dealers <file.json> [--dry-run]                       replace the where-to-buy partners of the regions the file names
 *
 * With PostgreSQL (DATABASE_URL) it writes to the database and running servers reload within
 * seconds. With the embedded PGlite held by a running server it hands the work to that server:
 * for a package, it checks the files and stores them in the blob store the two share (BLOB_DIR)
 * itself, then hands over the rows and the stored files.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client";
import { parseEnv } from "../server/env";
import { readLiveLock } from "../server/db/server-lock";
import { exportCatalogue } from "../server/catalogue/import/export-catalogue";
import { formatOf, parseCatalogueFile, type FileFormat } from "../server/catalogue/import/parse-file";
import { openPackage, PackageError, type ImportPackage } from "../server/catalogue/import/import-package";
import { resolveFiles, storeBlobs } from "../server/catalogue/import/resolve-files";
import { DiskBlobStore } from "../server/blobs/disk-blob-store";
import { formatRowErrors } from "../server/catalogue/import/format-errors";
import { runImport, runPackageImport } from "../server/catalogue/import/run-import";
import type { ImportResult } from "../server/catalogue/import/import-catalogue";
import { loadCatalogue } from "../server/catalogue/catalogue-repository";
import { ensureCategories, importDemoCatalogue } from "../server/catalogue/seed-database";
import type { Catalogue, StoredFile } from "../core/catalogue/model";
import { writeSyntheticCatalogue } from "./synthetic-file";
import { formatDealerProblems, importDealers } from "../server/dealers/import-dealers";
import { importReps } from "../server/reps/import-reps";

const root = path.resolve(import.meta.dirname, "..");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const env = parseEnv(process.env, { server: false });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await database.migrate(path.join(root, "drizzle"));
    await ensureCategories(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The running server that holds the embedded database, if any. */
function runningServer() {
  const env = parseEnv(process.env, { server: false });
  return env.DATABASE_URL ? null : readLiveLock(env.PGLITE_DIR);
}

function report(result: ImportResult, file: string): void {
  if (!result.ok) fail(`Import rejected: nothing was written. ${result.errors.length} problem(s) in ${file}:\n${formatRowErrors(result.errors)}`);
  const s = result.summary;
  const rows = `${s.products} product(s)${s.guides ? ", " : " and "}${s.collections} collection(s)${s.guides ? " and the guides" : ""}`;
  console.log(
    s.dryRun
      ? `Dry run: ${rows} are valid; nothing was written.`
      : `Imported ${rows}; the catalogue now holds ${s.totalProducts} products (version ${s.version}).`,
  );
}

const IMPORT_USAGE = "Usage: npm run catalog -- import <file.json|file.csv> [--files folder] | <package.zip> [--replace] [--dry-run]";

async function importCommand(file: string | undefined, flags: { replace?: boolean; "dry-run"?: boolean; files?: string }) {
  if (!file) fail(IMPORT_USAGE);
  const isZip = file.toLowerCase().endsWith(".zip");
  if (!isZip && !formatOf(file)) fail(`Cannot tell the format of ${file}: name it .json, .csv or .zip`);
  const options = { mode: flags.replace ? ("replace" as const) : ("upsert" as const), dryRun: Boolean(flags["dry-run"]) };
  if (isZip || flags.files) {
    let pkg: ImportPackage;
    try {
      pkg = await openPackage(file, flags.files ?? null);
    } catch (error) {
      if (error instanceof PackageError) fail(`Import rejected: nothing was written. ${file}: ${error.message}`);
      throw error;
    }
    try {
      await importPackage(pkg, file, options);
    } finally {
      await pkg.close();
    }
    return;
  }
  let content: string;
  try {
    content = readFileSync(file, "utf8");
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const format = formatOf(file)!;
  const server = runningServer();
  if (server) {
    const url = new URL("/internal/catalogue/import", server.url);
    url.search = new URLSearchParams({ format, mode: options.mode, dryRun: String(options.dryRun) }).toString();
    const response = await fetch(url, { method: "POST", body: content, headers: { authorization: `Bearer ${server.token}`, "content-type": "text/plain" } });
    if (response.status !== 200 && response.status !== 422) fail(`The running server refused the import (${response.status}): ${await response.text()}`);
    report((await response.json()) as ImportResult, file);
    return;
  }
  const blobs = new DiskBlobStore(parseEnv(process.env, { server: false }).BLOB_DIR);
  report(await withDatabase((database) => runImport(database.db, content, format, { ...options, blobs })), file);
}

async function importPackage(pkg: ImportPackage, file: string, options: { mode: "upsert" | "replace"; dryRun: boolean }) {
  const blobs = new DiskBlobStore(parseEnv(process.env, { server: false }).BLOB_DIR);
  const server = runningServer();
  if (!server) {
    report(await withDatabase((database) => runPackageImport(database.db, pkg, { ...options, blobs })), file);
    return;
  }
  // The server holds the database: check rows and files here, store the files in the blob store
  // the server reads too, then hand over the rows. If the server then refuses the rows (a
  // reference to a product it does not have), the stored files stay unused: content-addressed
  // blobs no row names are harmless, and a corrected import reuses them.
  const parsed = parseCatalogueFile(pkg.catalogue.content, pkg.catalogue.format);
  if (!parsed.ok) return report(parsed, file);
  const resolved = await resolveFiles(parsed.catalogue, parsed.lines.products, { pkg, blobs });
  if (!resolved.ok) return report(resolved, file);
  if (!options.dryRun) await storeBlobs(pkg, resolved.resolved.toStore, blobs);
  const byBlob = storedFilesByBlob(resolved.resolved.catalogue);
  const files = Object.fromEntries([...resolved.resolved.toStore].map(([packagePath, blob]) => [packagePath, byBlob.get(blob)]));
  const url = new URL("/internal/catalogue/import-package", server.url);
  url.search = new URLSearchParams({ mode: options.mode, dryRun: String(options.dryRun) }).toString();
  const response = await fetch(url, {
    method: "POST",
    body: JSON.stringify({ content: pkg.catalogue.content, format: pkg.catalogue.format, files }),
    headers: { authorization: `Bearer ${server.token}`, "content-type": "application/json" },
  });
  if (response.status !== 200 && response.status !== 422) fail(`The running server refused the import (${response.status}): ${await response.text()}`);
  report((await response.json()) as ImportResult, file);
}

/** The stored files of a resolved catalogue by blob (images carry their pixel size). */
function storedFilesByBlob(catalogue: Catalogue): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  for (const product of catalogue.products) {
    for (const image of product.images ?? []) if (image.file) files.set(image.file.blob, image.file);
    for (const doc of product.documents) for (const file of Object.values(doc.files ?? {})) if (file) files.set(file.blob, file);
  }
  return files;
}

async function exportCommand(flags: { format?: string; out?: string }) {
  const format = (flags.format ?? (flags.out ? formatOf(flags.out) : null) ?? "json") as FileFormat;
  if (format !== "json" && format !== "csv") fail("--format must be json or csv");
  const server = runningServer();
  let text: string;
  if (server) {
    const response = await fetch(new URL(`/internal/catalogue/export?format=${format}`, server.url), { headers: { authorization: `Bearer ${server.token}` } });
    if (!response.ok) fail(`The running server refused the export (${response.status})`);
    text = await response.text();
  } else {
    text = await withDatabase(async (database) => exportCatalogue((await loadCatalogue(database.db)).catalogue, format));
  }
  if (flags.out) {
    writeFileSync(flags.out, text);
    console.log(`Wrote ${flags.out}`);
  } else process.stdout.write(text);
}

async function resetCommand() {
  if (runningServer()) fail("Stop the running server first: reset rewrites the embedded database.");
  const version = await withDatabase((database) => importDemoCatalogue(database.db));
  console.log(`The catalogue is the demo catalogue again (version ${version}).`);
}

/** The file a partner or rep import names, read whole; the embedded database must be free. */
function readImportFile(file: string): string {
  // Pages read partners and reps from the database on every search: no server reload is needed,
  // but the embedded database can only be opened by one process.
  if (runningServer()) fail("Stop the running server first: the embedded database is held by it (or use PostgreSQL).");
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

async function dealersCommand(file: string | undefined, flags: { "dry-run"?: boolean }) {
  if (!file) fail("Usage: npm run catalog -- dealers <file.json> [--dry-run]");
  const content = readImportFile(file);
  const result = await withDatabase((database) => importDealers(database.db, content, { dryRun: Boolean(flags["dry-run"]) }));
  if (!result.ok) fail(`Import rejected: nothing was written. ${result.problems.length} problem(s) in ${file}:\n${formatDealerProblems(result.problems)}`);
  console.log(result.dryRun ? `Dry run: the partners in ${file} are valid; nothing was written.` : `Imported ${result.written} partner(s) from ${file}.`);
}

/** Replaces every sales rep with the file's (JSON, the format of demo/reps/sales-reps.json). */
async function importRepsCommand(file: string | undefined) {
  if (!file) fail("Usage: npm run catalog -- import-reps <file.json>");
  const content = readImportFile(file);
  const result = await withDatabase((database) => importReps(database.db, content));
  if (!result.ok) fail(`Reps import rejected: nothing was written. ${result.errors.length} problem(s) in ${file}:\n${result.errors.map((e) => `  - ${e}`).join("\n")}`);
  const regions = Object.entries(result.byRegion).map(([region, n]) => `${region} ${n}`).join(", ");
  console.log(`Imported ${result.count} sales rep(s) (${regions}); they replace the previous ones.`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    replace: { type: "boolean" },
    "dry-run": { type: "boolean" },
    format: { type: "string" },
    out: { type: "string" },
    seed: { type: "string" },
    files: { type: "string" },
  },
});
const [command, argument] = positionals;
switch (command) {
  case "import":
    await importCommand(argument, values);
    break;
  case "export":
    await exportCommand(values);
    break;
  case "reset":
    await resetCommand();
    break;
  case "dealers":
    await dealersCommand(argument, values);
    break;
  case "import-reps":
    await importRepsCommand(argument);
    break;
  case "synth": {
    const count = Number(argument);
    if (!Number.isInteger(count) || count < 1 || !values.out) fail("Usage: npm run catalog -- synth <count> --out file.json [--seed n]");
    await writeSyntheticCatalogue(values.out, count, Number(values.seed ?? 1));
    console.log(`Wrote ${count} synthetic products to ${values.out}`);
    break;
  }
  default:
    fail("Usage: npm run catalog -- import <file.json|file.csv> [--files folder] | <package.zip> [--replace] [--dry-run] | export [--format json|csv] [--out file] | reset | synth <count> --out file | dealers <file.json> [--dry-run] | import-reps <file.json>");
}
