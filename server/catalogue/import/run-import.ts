import type { StoredFile } from "../../../core/catalogue/model";
import type { BlobStore } from "../../blobs/blob-store";
import type { Database } from "../../db/client";
import type { WriteMode } from "../catalogue-repository";
import { importCatalogue, type ImportResult } from "./import-catalogue";
import type { ImportPackage } from "./import-package";
import type { FileFormat } from "./file-format";
import { parseCatalogueFile } from "./parse-file";
import { resolveFiles, storeBlobs } from "./resolve-files";

/** Where a long import has got to: the catalogue CLI prints it on stderr (scripts/cli/progress.ts). */
export interface ImportProgress {
  /** A phase begins: "Checking rows". */
  step(message: string): void;
  /** `done` of `total` items of a phase. */
  count(label: string, done: number, total: number): void;
}

export interface RunImportOptions {
  mode: WriteMode;
  dryRun?: boolean;
  /**
   * The blob store: rows may then name stored files (an export imported again), and a package's
   * files are stored in it. Without it, a row that names a file is refused.
   */
  blobs?: BlobStore;
  /** Package paths whose files another process already checked and stored (resolve-files.ts). */
  prestored?: ReadonlyMap<string, StoredFile>;
  progress?: ImportProgress;
}

/** Parse, validate and import one file: the whole pipeline behind the CLI and the internal endpoint. */
export async function runImport(db: Database, content: string, format: FileFormat, options: RunImportOptions): Promise<ImportResult> {
  return runImportWith(db, content, format, null, options);
}

/**
 * Imports a package: its catalogue file, and every file its rows name, checked, stored and put in
 * place. All or nothing: blobs are written only after every row, file and catalogue check passed,
 * then the catalogue in one transaction. (A write that fails after that leaves blobs no row names:
 * harmless, content-addressed files a later import reuses.)
 */
export async function runPackageImport(db: Database, pkg: ImportPackage, options: RunImportOptions & { blobs: BlobStore }): Promise<ImportResult> {
  return runImportWith(db, pkg.catalogue.content, pkg.catalogue.format, pkg, options);
}

async function runImportWith(db: Database, content: string, format: FileFormat, pkg: ImportPackage | null, options: RunImportOptions): Promise<ImportResult> {
  const progress = options.progress;
  progress?.step(`Checking the rows of the ${format.toUpperCase()} file`);
  const parsed = parseCatalogueFile(content, format);
  if (!parsed.ok) return parsed;
  const files = await resolveFiles(parsed.catalogue, parsed.lines.products, {
    pkg,
    blobs: options.blobs ?? null,
    prestored: options.prestored,
    requireStored: !options.dryRun,
    onChecked: progress && ((done, total) => progress.count("Checked files", done, total)),
  });
  if (!files.ok) return files;
  const { catalogue, toStore } = files.resolved;
  const blobs = options.blobs;
  progress?.step(options.dryRun ? `Checking ${catalogue.products.length} products against the catalogue` : `Writing ${catalogue.products.length} products`);
  return importCatalogue(db, catalogue, {
    mode: options.mode,
    dryRun: options.dryRun,
    lines: parsed.lines,
    beforeWrite: pkg && blobs && toStore.size ? () => storeBlobs(pkg, toStore, blobs, progress && ((done, total) => progress.count("Stored files", done, total))) : undefined,
    readBlob: blobs ? (hash) => blobs.get(hash) : null,
  });
}
