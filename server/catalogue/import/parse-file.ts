/**
 * Reads an import file (JSON catalogue or CSV of products) and validates every row with the zod
 * model (its import form, where files are package paths), collecting every problem with its line and field instead of stopping at the first.
 */
import { parse as parseCsv } from "csv-parse/sync";
import type { z } from "zod";
import { GuidesSchema, type Guides } from "../../../core/catalogue/guides";
import { CollectionSchema, ImportProductSchema } from "../../../core/catalogue/model";
import type { ImportCatalogue } from "./resolve-files";
import { CellError, rowToProduct, unknownColumns } from "./csv-format";
import { arrayElementLines, topLevelKeyLine } from "./json-positions";
import type { FileFormat } from "./file-format";

export interface RowError {
  /** 1-based line in the file where the row starts; 0 when the error concerns the whole file. */
  line: number;
  /** Which row: `products[3]`, `collections[0]`, or `file`. */
  row: string;
  field: string;
  message: string;
}

export interface RowLines {
  collections: Map<string, number>;
  products: Map<string, number>;
}

/** Rows as written: files are still package paths (resolve-files.ts stores them). */
export type ParseResult = { ok: true; catalogue: ImportCatalogue; lines: RowLines } | { ok: false; errors: RowError[] };

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export function parseCatalogueFile(content: string, format: FileFormat): ParseResult {
  if (content.length > MAX_IMPORT_BYTES) return fileError(`the file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
  return format === "json" ? parseJson(content) : parseCsvFile(content);
}

function fileError(message: string, field = ""): ParseResult {
  return { ok: false, errors: [{ line: 0, row: "file", field, message }] };
}

function parseJson(content: string): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch (error) {
    return fileError(`not valid JSON: ${(error as Error).message}`);
  }
  if (!document || typeof document !== "object" || Array.isArray(document)) return fileError('expected an object with "collections" and "products" arrays');
  // `$schema` names the file's JSON Schema for editors (docs/catalogue-import.md); it holds no data.
  const { collections = [], products = [], guides, $schema: _schema, ...rest } = document as Record<string, unknown>;
  if (!Array.isArray(collections)) return fileError("must be an array", "collections");
  if (!Array.isArray(products)) return fileError("must be an array", "products");
  const errors: RowError[] = Object.keys(rest).map((key) => ({ line: 0, row: "file", field: key, message: "unknown top-level field" }));
  const lines = arrayElementLines(content);
  const collectionLines = lines.get("collections") ?? [];
  const productLines = lines.get("products") ?? [];
  const parsedCollections = validateRows(collections, CollectionSchema, "collections", collectionLines, errors);
  const parsedProducts = validateRows(products, ImportProductSchema, "products", productLines, errors);
  const parsedGuides = guides === undefined ? undefined : validateGuides(guides, topLevelKeyLine(content, "guides"), errors);
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    catalogue: { collections: parsedCollections, products: parsedProducts, ...(parsedGuides ? { guides: parsedGuides } : {}) },
    lines: {
      collections: new Map(parsedCollections.map((c, i) => [c.code, collectionLines[i] ?? 0])),
      products: new Map(parsedProducts.map((p, i) => [p.contentId, productLines[i] ?? 0])),
    },
  };
}

function parseCsvFile(content: string): ParseResult {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parseCsv(content, { columns: true, bom: true, skip_empty_lines: true, info: true, relax_column_count: false }) as typeof records;
  } catch (error) {
    return fileError(`not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) return fileError("the file has no product rows");
  const unknown = unknownColumns(Object.keys(records[0]!.record));
  const errors: RowError[] = unknown.map((name) => ({ line: 1, row: "header", field: name, message: "unknown column" }));
  const productLines = new Map<string, number>();
  const products = records.flatMap(({ record, info }, index) => {
    const row = `products[${index}]`;
    let candidate: unknown;
    try {
      candidate = rowToProduct(record);
    } catch (error) {
      if (error instanceof CellError) {
        errors.push({ line: info.lines, row, field: error.column, message: error.message });
        return [];
      }
      throw error;
    }
    const valid = validateRows([candidate], ImportProductSchema, "products", [info.lines], errors, index);
    for (const product of valid) productLines.set(product.contentId, info.lines);
    return valid;
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, catalogue: { collections: [], products }, lines: { collections: new Map(), products: productLines } };
}

function validateRows<S extends z.ZodType>(rows: unknown[], schema: S, name: string, lines: number[], errors: RowError[], offset = 0): Array<z.infer<S>> {
  const valid: Array<z.infer<S>> = [];
  rows.forEach((row, i) => {
    const result = schema.safeParse(row);
    if (result.success) valid.push(result.data);
    else {
      for (const issue of result.error.issues) {
        errors.push({ line: lines[i] ?? 0, row: `${name}[${i + offset}]`, field: issue.path.join("."), message: issue.message });
      }
    }
  });
  return valid;
}

/** Guides are one document, checked whole: every problem is reported at its field, e.g. `materials.film.care.daily.de[0]`. */
function validateGuides(guides: unknown, line: number, errors: RowError[]): Guides | undefined {
  const result = GuidesSchema.safeParse(guides);
  if (result.success) return result.data;
  for (const issue of result.error.issues) errors.push({ line, row: "guides", field: fieldPath(issue.path), message: issue.message });
  return undefined;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i ? "." : ""}${String(part)}`)).join("");
}
