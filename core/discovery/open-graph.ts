/**
 * Open Graph's names for the site's languages. Open Graph wants `language_TERRITORY` (`ja_JP`),
 * never a bare language: a locale without a country in the URL takes the country whose usage it
 * writes (GL English is British English, core/i18n/us-spelling.ts; GL German is Germany's).
 */
import type { Locale } from "../regions/regions";

export const OG_LOCALES: Readonly<Record<Locale, string>> = {
  en: "en_GB",
  "en-GB": "en_GB",
  "en-US": "en_US",
  "en-CA": "en_CA",
  "fr-CA": "fr_CA",
  de: "de_DE",
  fr: "fr_FR",
  it: "it_IT",
  es: "es_ES",
  nl: "nl_NL",
  ja: "ja_JP",
  "zh-CN": "zh_CN",
  ru: "ru_RU",
};
