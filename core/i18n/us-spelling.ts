/**
 * The English copy is written in British spelling (GL, UK, Canada). A US visitor reads US spelling
 * and terms, as the en-US chrome does: "color", "fiber", "countertop" for "worktop".
 */
const US_WORDS: Readonly<Record<string, string>> = {
  colour: "color",
  colours: "colors",
  coloured: "colored",
  centre: "center",
  centres: "centers",
  mould: "mold",
  moulded: "molded",
  grey: "gray",
  greys: "grays",
  fibre: "fiber",
  microfibre: "microfiber",
  aluminium: "aluminum",
  favourite: "favorite",
  worktop: "countertop",
  worktops: "countertops",
};

const BRITISH = new RegExp(`\\b(${Object.keys(US_WORDS).join("|")})\\b`, "gi");

const respell = (text: string) =>
  text.replace(BRITISH, (word) => {
    const us = US_WORDS[word.toLowerCase()] ?? word;
    return word[0] === word[0]?.toUpperCase() ? us[0]!.toUpperCase() + us.slice(1) : us;
  });

/**
 * `text` with US spelling, keeping a capital first letter. Names in `keep` (a product's or its
 * collection's, which a description may quote) are left as they are: "Cool Grey" stays its name.
 */
export function usSpelling(text: string, keep: readonly string[] = []): string {
  const names = keep.filter(Boolean);
  if (!names.length) return respell(text);
  const quoted = new RegExp(`(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
  return text
    .split(quoted)
    .map((part, i) => (i % 2 === 1 ? part : respell(part)))
    .join("");
}

/** Catalogue prose (descriptions, features, collection copy) as a visitor in `locale` reads it. */
export function forLocale(text: string, locale: string, keep: readonly string[] = []): string {
  return locale === "en-US" ? usSpelling(text, keep) : text;
}
