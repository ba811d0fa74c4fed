import { stringify } from "csv-stringify/sync";
import type { Catalogue } from "../../../core/catalogue/model";
import { CSV_HEADER, productToRow } from "./csv-format";
import type { FileFormat } from "./file-format";

/** The catalogue as an import file: JSON holds collections, products and guides; CSV only the products. */
export function exportCatalogue(catalogue: Catalogue, format: FileFormat): string {
  if (format === "json") return `${JSON.stringify(catalogue, null, 2)}\n`;
  return stringify(catalogue.products.map(productToRow), { header: true, columns: CSV_HEADER });
}
