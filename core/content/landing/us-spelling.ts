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
  aluminium: "aluminum",
  favourite: "favorite",
  worktop: "countertop",
  worktops: "countertops",
};

const BRITISH = new RegExp(`\\b(${Object.keys(US_WORDS).join("|")})\\b`, "gi");

/** `text` with US spelling, keeping a capital first letter. */
export function usSpelling(text: string): string {
  return text.replace(BRITISH, (word) => {
    const us = US_WORDS[word.toLowerCase()] ?? word;
    return word[0] === word[0]?.toUpperCase() ? us[0]!.toUpperCase() + us.slice(1) : us;
  });
}
