/**
 * The wording of a document: the site's message catalogues (core/i18n), resolved for the locale of
 * the document's content language, so a PDF names every value as the page does.
 */
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { CONTENT_LANGUAGE_LOCALES, translatorForLanguage } from "../../../core/i18n/document-locale";
import type { Translate } from "../../../core/i18n/translate";
import type { Locale } from "../../../core/regions/regions";

export interface Wording {
  t: Translate;
  /** Message locale, also used for number, date and country-name formatting. */
  locale: Locale;
  /** Items of an inline list joined as the language does (", " or "、"). */
  join(items: readonly string[]): string;
}

export function wordingFor(language: ContentLanguage): Wording {
  const t = translatorForLanguage(language);
  const separator = t("document.separator");
  return {
    t,
    locale: CONTENT_LANGUAGE_LOCALES[language],
    join: (items) => items.join(separator),
  };
}
