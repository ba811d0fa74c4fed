import type { Database } from "../../db/client";
import type { WriteMode } from "../catalogue-repository";
import { importCatalogue, type ImportResult } from "./import-catalogue";
import { parseCatalogueFile, type FileFormat } from "./parse-file";

/** Parse, validate and import one file: the whole pipeline behind the CLI and the internal endpoint. */
export async function runImport(db: Database, content: string, format: FileFormat, options: { mode: WriteMode; dryRun?: boolean }): Promise<ImportResult> {
  const parsed = parseCatalogueFile(content, format);
  if (!parsed.ok) return parsed;
  return importCatalogue(db, parsed.catalogue, { ...options, lines: parsed.lines });
}
