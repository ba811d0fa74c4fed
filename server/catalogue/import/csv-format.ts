/** Converts products to and from CSV rows, following PRODUCT_COLUMNS. */
import type { Product } from "../../../core/catalogue/model";
import { LIST_SEPARATOR, PRODUCT_COLUMNS, type Column } from "./csv-columns";

type Row = Record<string, string>;

export class CellError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

function getPath(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  node[path.at(-1)!] = value;
}

export function productToRow(product: Product): Row {
  const row: Row = {};
  for (const column of PRODUCT_COLUMNS) {
    const value = getPath(product, column.name.split("."));
    row[column.name] = value === undefined ? "" : formatCell(column, value);
  }
  return row;
}

function formatCell(column: Column, value: unknown): string {
  switch (column.kind) {
    case "list":
      return (value as unknown[]).join(LIST_SEPARATOR);
    case "json":
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** Builds the object a row describes; the product schema validates it afterwards. */
export function rowToProduct(row: Row): unknown {
  const product: Record<string, unknown> = { features: [], flags: [], related: [], availableCountries: [], documents: [], dimensions: {}, attributes: {} };
  for (const column of PRODUCT_COLUMNS) {
    const raw = row[column.name]?.trim() ?? "";
    if (raw === "") continue;
    setPath(product, column.name.split("."), parseCell(column, raw));
  }
  return product;
}

function parseCell(column: Column, raw: string): unknown {
  switch (column.kind) {
    case "number": {
      const value = Number(raw);
      if (!Number.isFinite(value)) throw new CellError(column.name, `"${raw}" is not a number`);
      return value;
    }
    case "boolean":
      if (raw === "true" || raw === "false") return raw === "true";
      throw new CellError(column.name, `"${raw}" is not true or false`);
    case "list":
      return raw.split(LIST_SEPARATOR).map((item) => item.trim()).filter(Boolean);
    case "json":
      try {
        return JSON.parse(raw);
      } catch {
        throw new CellError(column.name, "is not valid JSON");
      }
    default:
      return raw;
  }
}

export const CSV_HEADER = PRODUCT_COLUMNS.map((c) => c.name);
const KNOWN = new Set(CSV_HEADER);

export function unknownColumns(header: readonly string[]): string[] {
  return header.filter((name) => !KNOWN.has(name));
}
