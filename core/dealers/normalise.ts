/**
 * Place names compared as a visitor types them: case, accents and punctuation do not matter
 * ("zurich" finds "Zürich", "sao paulo" finds "São Paulo"); CJK and Cyrillic letters are kept.
 */
const FOLDS: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", ı: "i" };

export function normalisePlace(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæøœłđı]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A postal code as typed: letters upper-cased, spaces and dashes dropped ("k1a 0b1" → "K1A0B1"). */
export function normalisePostal(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, "");
}

/** Looks like a postal code rather than a city name: digits, or a Canadian code (A1A 1A1). */
export function looksPostal(text: string): boolean {
  const code = normalisePostal(text);
  return /^\d{3,7}$/.test(code) || /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(code);
}
