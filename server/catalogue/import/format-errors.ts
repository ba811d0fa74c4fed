import type { RowError } from "./parse-file";

/** One line per problem, in file order: `line 12, products[3], dimensions.thicknessMm: …`. */
export function formatRowErrors(errors: readonly RowError[], limit = 200): string {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const lines = sorted.slice(0, limit).map((e) => `  ${e.line ? `line ${e.line}, ` : ""}${e.row}${e.field ? `, ${e.field}` : ""}: ${e.message}`);
  if (sorted.length > limit) lines.push(`  … and ${sorted.length - limit} more`);
  return lines.join("\n");
}
