/** Text normalisation shared by facet codes and search: case-, accent- and punctuation-insensitive. */
export function foldText(text: string): string {
  // NFKD through ICU is the costly step of an index build; plain ASCII has nothing to decompose.
  return (isAscii(text) ? text : text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")).toLowerCase();
}

const ASCII = /^[\x00-\x7f]*$/;
function isAscii(text: string): boolean {
  return ASCII.test(text);
}

/**
 * Facet texts repeat across products (a brand, a format, a class), so an index build asks for the
 * same few hundred codes millions of times. The memo is bounded so that a catalogue of free texts
 * cannot grow it without limit.
 */
const codes = new Map<string, string>();
const CODE_MEMO_LIMIT = 50_000;

/** A URL-safe facet value code: `Velvet Touch` → `velvet-touch`, `12.5` → `12.5`. */
export function valueCode(text: string): string {
  let code = codes.get(text);
  if (code === undefined) {
    code = foldText(text)
      .replace(/[^a-z0-9.'\u3040-\u30ff\u3400-\u9fff\u0400-\u04ff]+/g, "-")
      .replace(/^-+|-+$/g, "");
    if (codes.size >= CODE_MEMO_LIMIT) codes.clear();
    codes.set(text, code);
  }
  return code;
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
