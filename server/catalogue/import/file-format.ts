/**
 * The import and export file formats, told by the file's name. Its own module, free of the parsers,
 * so the catalogue CLI can check a command line without loading them (scripts/catalog.ts).
 */
export type FileFormat = "json" | "csv";

export function formatOf(fileName: string): FileFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".csv")) return "csv";
  return null;
}
