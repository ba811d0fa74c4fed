/**
 * The work of `npm run catalog -- <command>` (scripts/catalog.ts reads the command line, then loads
 * this module): the database, the parsers, sharp and the blob store load only when a command runs,
 * so `--help` and a usage error answer at once.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { parseEnv } from "../../server/env";
import { readLiveLock } from "../../server/db/server-lock";
import { exportCatalogue } from "../../server/catalogue/import/export-catalogue";
import { formatOf, type FileFormat } from "../../server/catalogue/import/file-format";
import { parseCatalogueFile } from "../../server/catalogue/import/parse-file";
import { openPackage, PackageError, type ImportPackage } from "../../server/catalogue/import/import-package";
import { resolveFiles, storeBlobs } from "../../server/catalogue/import/resolve-files";
import { openBlobStore } from "../../server/blobs/open-blob-store";
import { MIGRATE_LOCK } from "../../server/catalogue/open-catalogue-database";
import { formatRowErrors } from "../../server/catalogue/import/format-errors";
import { runImport, runPackageImport } from "../../server/catalogue/import/run-import";
import type { ImportResult } from "../../server/catalogue/import/import-catalogue";
import { loadCatalogue } from "../../server/catalogue/catalogue-repository";
import { ensureCategories, importSeedCatalogue } from "../../server/catalogue/seed-database";
import type { Catalogue, StoredFile } from "../../core/catalogue/model";
import { writeSyntheticCatalogue } from "../synthetic-file";
import { formatDealerProblems, importDealers } from "../../server/dealers/import-dealers";
import { importReps } from "../../server/reps/import-reps";
import { CommandError } from "./command-line";
import { projectRoot } from "./project-root";
import { confirm, describeDatabase } from "./confirm";
import { stderrProgress } from "./progress";

const root = projectRoot(import.meta.dirname);

/** A failure the operator can act on: one message, exit code 1. */
function fail(message: string): never {
  throw new CommandError(message);
}

const progress = stderrProgress();
const env = () => parseEnv(process.env, { server: false });

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  progress.step(`Opening the ${describeDatabase({ DATABASE_URL, PGLITE_DIR })}`);
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: PGLITE_DIR });
  try {
    // Under the lock servers take at start: a CLI beside starting instances waits its turn.
    await database.locks.withLock(MIGRATE_LOCK, () => database.migrate(path.join(root, "drizzle")));
    await ensureCategories(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The running server that holds the embedded database, if any. */
function runningServer() {
  const { DATABASE_URL, PGLITE_DIR } = env();
  return DATABASE_URL ? null : readLiveLock(PGLITE_DIR);
}

/** `--replace` rewrites the whole catalogue: the operator says yes to the database it names. */
async function confirmReplace(flags: ImportFlags, what: string): Promise<void> {
  if (!flags.replace || flags["dry-run"]) return;
  const server = runningServer();
  const where = `${describeDatabase(env())}${server ? ` (through the server running at ${server.url})` : ""}`;
  await confirm({ action: `Replace the whole catalogue in the ${where} with the rows of ${what} (products not in it are removed)`, command: "import", yes: Boolean(flags.yes) });
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

export interface ImportFlags {
  replace?: boolean;
  "dry-run"?: boolean;
  files?: string;
  yes?: boolean;
}

/** `file`: a .json, .csv or .zip name (the command line is checked before this module loads). */
export async function importCommand(file: string, flags: ImportFlags) {
  const isZip = file.toLowerCase().endsWith(".zip");
  if (!existsSync(file)) fail(`Cannot read ${file}: there is no such file.`);
  await confirmReplace(flags, file);
  const options = { mode: flags.replace ? ("replace" as const) : ("upsert" as const), dryRun: Boolean(flags["dry-run"]), progress };
  if (isZip || flags.files) {
    let pkg: ImportPackage;
    progress.step(`Opening ${file}`);
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
    progress.step(`Handing the file to the server running at ${server.url}, which holds the database`);
    const url = new URL("/internal/catalogue/import", server.url);
    url.search = new URLSearchParams({ format, mode: options.mode, dryRun: String(options.dryRun) }).toString();
    const response = await fetch(url, { method: "POST", body: content, headers: { authorization: `Bearer ${server.token}`, "content-type": "text/plain" } });
    if (response.status !== 200 && response.status !== 422) fail(`The running server refused the import (${response.status}): ${await response.text()}`);
    report((await response.json()) as ImportResult, file);
    return;
  }
  const blobs = openBlobStore(env());
  report(await withDatabase((database) => runImport(database.db, content, format, { ...options, blobs })), file);
}

async function importPackage(pkg: ImportPackage, file: string, options: { mode: "upsert" | "replace"; dryRun: boolean }) {
  const blobs = openBlobStore(env());
  const server = runningServer();
  if (!server) {
    report(await withDatabase((database) => runPackageImport(database.db, pkg, { ...options, blobs })), file);
    return;
  }
  // The server holds the database: check rows and files here, store the files in the blob store
  // the server reads too, then hand over the rows. If the server then refuses the rows (a
  // reference to a product it does not have), the stored files stay unused: content-addressed
  // blobs no row names are harmless, and a corrected import reuses them.
  progress.step(`Checking the rows of ${file}`);
  const parsed = parseCatalogueFile(pkg.catalogue.content, pkg.catalogue.format);
  if (!parsed.ok) return report(parsed, file);
  const resolved = await resolveFiles(parsed.catalogue, parsed.lines.products, { pkg, blobs, onChecked: (done, total) => progress.count("Checked files", done, total) });
  if (!resolved.ok) return report(resolved, file);
  if (!options.dryRun) await storeBlobs(pkg, resolved.resolved.toStore, blobs, (done, total) => progress.count("Stored files", done, total));
  progress.step(`Handing the rows to the server running at ${server.url}, which holds the database`);
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

export async function exportCommand(format: FileFormat, out: string | undefined) {
  const server = runningServer();
  let text: string;
  if (server) {
    progress.step(`Asking the server running at ${server.url} for the catalogue`);
    const response = await fetch(new URL(`/internal/catalogue/export?format=${format}`, server.url), { headers: { authorization: `Bearer ${server.token}` } });
    if (!response.ok) fail(`The running server refused the export (${response.status})`);
    text = await response.text();
  } else {
    text = await withDatabase(async (database) => {
      progress.step("Reading the catalogue");
      const { catalogue } = await loadCatalogue(database.db);
      progress.step(`Writing ${catalogue.products.length} products as ${format.toUpperCase()}`);
      return exportCatalogue(catalogue, format);
    });
  }
  if (out) {
    writeFileSync(out, text);
    console.log(`Wrote ${out}`);
  } else process.stdout.write(text);
}

export async function resetCommand(flags: { yes?: boolean }) {
  if (runningServer()) fail("Stop the running server first: reset rewrites the embedded database.");
  await confirm({ action: `Replace the whole catalogue in the ${describeDatabase(env())} with the demo catalogue`, command: "reset", yes: Boolean(flags.yes) });
  progress.step("Writing the demo catalogue (demo/)");
  const version = await withDatabase((database) => importSeedCatalogue(database.db));
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

export async function dealersCommand(file: string, flags: { "dry-run"?: boolean }) {
  const content = readImportFile(file);
  const result = await withDatabase((database) => importDealers(database.db, content, { dryRun: Boolean(flags["dry-run"]) }));
  if (!result.ok) fail(`Import rejected: nothing was written. ${result.problems.length} problem(s) in ${file}:\n${formatDealerProblems(result.problems)}`);
  console.log(result.dryRun ? `Dry run: the partners in ${file} are valid; nothing was written.` : `Imported ${result.written} partner(s) from ${file}.`);
}

/** Replaces every sales rep with the file's (JSON, the format of demo/reps/sales-reps.json). */
export async function importRepsCommand(file: string) {
  const content = readImportFile(file);
  const result = await withDatabase((database) => importReps(database.db, content));
  if (!result.ok) fail(`Reps import rejected: nothing was written. ${result.errors.length} problem(s) in ${file}:\n${result.errors.map((e) => `  - ${e}`).join("\n")}`);
  const regions = Object.entries(result.byRegion).map(([region, n]) => `${region} ${n}`).join(", ");
  console.log(`Imported ${result.count} sales rep(s) (${regions}); they replace the previous ones.`);
}

export async function synthCommand(out: string, count: number, seed: number) {
  await writeSyntheticCatalogue(out, count, seed);
  console.log(`Wrote ${count} synthetic products to ${out}`);
}
