/**
 * CSV exports of the staff lists, in the staff member's language: UTF-8 with a byte order mark and
 * CRLF, like the spec pack, and with the spec pack's guard against cells a spreadsheet would run
 * as formulas (visitors typed these names and messages).
 */
import { stringify } from "csv-stringify/sync";
import { guardCell } from "../likes/spec-pack-csv";
import type { OrderRow } from "./staff-orders";
import type { exportRequests } from "./staff-requests";

export const EXPORT_LIMIT = 10_000;

type Cell = string | number;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([header, ...rows].map((row) => row.map((cell) => guardCell(String(cell)))), { bom: true, record_delimiter: "windows" });
}

export interface CsvLabels {
  header: readonly string[];
  status(status: string): string;
}

export function ordersCsv(rows: readonly OrderRow[], labels: CsvLabels): string {
  return toCsv(
    labels.header,
    rows.map((row) => [row.reference, row.createdAt.toISOString(), row.region, row.name, row.email, row.country, row.itemCount, labels.status(row.status)]),
  );
}

export function requestsCsv(rows: Awaited<ReturnType<typeof exportRequests>>, labels: CsvLabels & { kind(kind: string): string }): string {
  return toCsv(
    labels.header,
    rows.map((row) => [row.reference, row.createdAt.toISOString(), row.region, labels.kind(row.kind), row.categoryCode ?? row.repId ?? "", row.name, row.email, row.phone, row.company, row.postalCode, labels.status(row.status), row.message]),
  );
}
