/**
 * The one mapping from a content language (of documents and catalogue copy) to the message locale
 * whose catalogue and fallback chain word it. English documents serve every English region, so they
 * use British English, GL's own spelling and date order ("1 March 2024").
 */
import type { ContentLanguage } from "../catalogue/enums";
import type { Locale } from "../regions/regions";
import { resolveCatalogue } from "./catalogues";
import { createTranslator, type Translate } from "./translate";

export const CONTENT_LANGUAGE_LOCALES: Readonly<Record<ContentLanguage, Locale>> = {
  en: "en-GB",
  de: "de",
  fr: "fr",
  it: "it",
  es: "es",
  nl: "nl",
  ja: "ja",
  zh: "zh-CN",
  ru: "ru",
};

export function translatorForLanguage(language: ContentLanguage): Translate {
  const locale = CONTENT_LANGUAGE_LOCALES[language];
  return createTranslator(locale, resolveCatalogue(locale));
}
