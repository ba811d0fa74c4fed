/**
 * The spec pack as CSV: a header row (category, collection, name, item number, then every
 * specification label, then the material pack's link) and a row per product. UTF-8 with a byte order mark, so Excel opens
 * Japanese, Chinese and Cyrillic text as such; CRLF line ends (RFC 4180).
 *
 * Catalogue text is not ours to trust in a spreadsheet: a cell that starts with = + - @ (or a tab
 * or carriage return) would be run as a formula, so it gets a leading apostrophe (OWASP, "CSV
 * injection").
 */
import { stringify } from "csv-stringify/sync";
import type { Translate } from "../../core/i18n/translate";
import type { SpecPack } from "./spec-pack";

const FORMULA_START = /^[=+\-@\t\r]/;

export function guardCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function specPackCsv(pack: SpecPack, t: Translate): string {
  const header = [t("likes.pack.category"), t("document.collection"), t("likes.pack.name"), t("document.itemNumber"), ...pack.specLabels, `${t("product.material.heading")} (ZIP)`];
  const rows = pack.products.map((product, i) => [product.category, product.collection, product.name, product.itemNumber, ...pack.specValues.map((values) => values[i] ?? ""), product.material]);
  return stringify([header, ...rows].map((row) => row.map(guardCell)), { bom: true, record_delimiter: "windows" });
}
