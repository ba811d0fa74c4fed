/** Text normalisation shared by facet codes and search: case-, accent- and punctuation-insensitive. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** A URL-safe facet value code: `Velvet Touch` → `velvet-touch`, `12.5` → `12.5`. */
export function valueCode(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9.'\u3040-\u30ff\u3400-\u9fff\u0400-\u04ff]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Words of a text for search; item numbers also match without their separators. */
export function searchTokens(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9\u3040-\u30ff\u3400-\u9fff\u0400-\u04ff]+/)
    .filter(Boolean);
}

export function compactItemNumber(itemNumber: string): string {
  return foldText(itemNumber).replace(/[^a-z0-9]/g, "");
}
