/**
 * Imports a parsed catalogue: merges it with what is stored (or replaces it), checks the result
 * as a whole (references, unique keys, regions), and writes it in one transaction — all or nothing.
 */
import { checkCatalogue } from "../../../core/import/integrity";
import type { Catalogue } from "../../../core/catalogue/model";
import type { Database } from "../../db/client";
import { loadCatalogue, writeCatalogue, type WriteMode } from "../catalogue-repository";
import type { ReadBlob } from "../product-colours";
import type { RowError } from "./parse-file";

export interface ImportSummary {
  collections: number;
  products: number;
  /** Whether the file carried guides (which then replace the stored ones). */
  guides: boolean;
  /** Products in the catalogue after the import. */
  totalProducts: number;
  version: number | null;
  dryRun: boolean;
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; errors: RowError[] };

export interface ImportOptions {
  mode: WriteMode;
  dryRun?: boolean;
  /** Where each incoming row starts in its file, for error messages. */
  lines?: { collections: ReadonlyMap<string, number>; products: ReadonlyMap<string, number> };
  /** Runs once every check has passed, just before the write (not on a dry run): stores the files. */
  beforeWrite?: () => Promise<void>;
  /** Reads stored photos, to measure each product's colour (product-colours.ts). */
  readBlob?: ReadBlob | null;
}

export async function importCatalogue(db: Database, incoming: Catalogue, options: ImportOptions): Promise<ImportResult> {
  const merged = options.mode === "replace" ? incoming : mergeCatalogues((await loadCatalogue(db)).catalogue, incoming);
  const issues = checkCatalogue(merged);
  if (issues.length > 0) {
    return {
      ok: false,
      errors: issues.map((issue) => {
        const lines = issue.kind === "product" ? options.lines?.products : options.lines?.collections;
        return { line: lines?.get(issue.key) ?? 0, row: `${issue.kind} ${issue.key}`, field: issue.field, message: issue.message };
      }),
    };
  }
  if (!options.dryRun) await options.beforeWrite?.();
  const version = options.dryRun ? null : await writeCatalogue(db, incoming, options.mode, options.readBlob ?? null);
  return {
    ok: true,
    summary: {
      collections: incoming.collections.length,
      products: incoming.products.length,
      guides: incoming.guides !== undefined,
      totalProducts: merged.products.length,
      version,
      dryRun: Boolean(options.dryRun),
    },
  };
}

/** Incoming rows replace stored rows with the same key; everything else is kept, the stored guides too when the file has none. */
function mergeCatalogues(stored: Catalogue, incoming: Catalogue): Catalogue {
  const collections = new Map(stored.collections.map((c) => [c.code, c]));
  for (const c of incoming.collections) collections.set(c.code, c);
  const products = new Map(stored.products.map((p) => [p.contentId, p]));
  for (const p of incoming.products) products.set(p.contentId, p);
  return { collections: [...collections.values()], products: [...products.values()], guides: incoming.guides ?? stored.guides };
}
