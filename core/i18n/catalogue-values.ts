/**
 * The catalogue's vocabulary in the reader's language. Attribute values such as a classification
 * ("Acrylic solid surface"), a use ("Interior") or a look ("Marble look") come from a closed list
 * the trade shares, so the message catalogues name them like any enumeration (decision 0016):
 * `value.<code>`, where the code is the finder's code of the English value. A value no catalogue
 * names (free text an importer wrote) is shown as written, marked English on other pages
 * (docs/decisions/0056-catalogue-values-and-trade-sizes.md).
 */
import type { Attributes } from "../catalogue/model";
import { valueCode } from "../catalogue/normalise";
import { contentLanguageOf, type Locale } from "../regions/regions";
import { isMessageKey } from "./catalogues";
import type { Translate } from "./translate";
import { forLocale } from "./us-spelling";

/**
 * Attributes whose values are vocabulary. Names (brand, adhesive code), standards and classes
 * (fire resistance, fire grade) and sizes (slab size, repeat image) are not: they read the same
 * in every language or are measured.
 */
export const VOCABULARY_ATTRIBUTES = [
  "productClassification",
  "use",
  "application",
  "salesChannel",
  "installation",
  "format",
  "material",
  "filmType",
  "emboss",
  "stoneType",
  "woodSpecies",
  "colourGroup",
  "patternGroup",
  "textileType",
  "grade",
  "weatherability",
  "remark",
  "adhesiveType",
  "adhesiveName",
  "liner",
  "pvcClass",
  "petClass",
  "acrylicClass",
] as const satisfies readonly (keyof Attributes)[];
export type VocabularyAttribute = (typeof VOCABULARY_ATTRIBUTES)[number];

const VOCABULARY: ReadonlySet<string> = new Set(VOCABULARY_ATTRIBUTES);
export const isVocabularyAttribute = (key: string): key is VocabularyAttribute => VOCABULARY.has(key);

/** Text as a page shows it: `lang` is set when it stays in English on a page in another language. */
export interface CatalogueText {
  text: string;
  lang?: "en";
}

/** The message key that names an English vocabulary value. */
export const vocabularyKey = (english: string): string => `value.${valueCode(english)}`;

/** A vocabulary value in the reader's language, or as written (US-spelled for en-US) when no catalogue names it. */
export function catalogueValue(english: string, t: Translate, locale: Locale): CatalogueText {
  const key = vocabularyKey(english);
  if (isMessageKey(key)) return { text: t(key) };
  const text = forLocale(english, locale);
  return contentLanguageOf(locale) === "en" ? { text } : { text, lang: "en" };
}

/** A list of vocabulary values; marked English only when none of them was named. */
export function catalogueValues(english: readonly string[], t: Translate, locale: Locale, separator: string): CatalogueText {
  const values = english.map((value) => catalogueValue(value, t, locale));
  const text = values.map((value) => value.text).join(separator);
  return values.every((value) => value.lang) ? { text, lang: "en" } : { text };
}
