/**
 * Resolves wording for a locale: regional variant, then its base language, then GL English.
 * Server-side: it holds every catalogue. Pages receive only their locale's resolved catalogue.
 */
import type { Locale } from "../regions/regions";
import { de, en, enCA, enGB, enUS, es, fr, frCA, it, ja, nl, ru, zhCN, type MessageKey } from "./locale-files";
import type { Catalogue, CatalogueOverrides, Message } from "./types";

/** Catalogues from most to least specific, ending with English. */
const CHAINS: Readonly<Record<Locale, readonly CatalogueOverrides[]>> = {
  en: [en],
  "en-GB": [enGB, en],
  "en-US": [enUS, en],
  "en-CA": [enCA, en],
  de: [de, en],
  fr: [fr, en],
  "fr-CA": [frCA, fr, en],
  it: [it, en],
  es: [es, en],
  nl: [nl, en],
  ja: [ja, en],
  "zh-CN": [zhCN, en],
  ru: [ru, en],
};

/**
 * For keys built from data (URL segments, facet codes), which the compiler cannot check: every
 * resolved catalogue has exactly the English keys.
 */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function lookup(locale: Locale, key: MessageKey): Message {
  for (const catalogue of CHAINS[locale]) {
    const message = catalogue[key];
    if (message !== undefined) return message;
  }
  return en[key];
}

/** The wording of a locale with every key resolved through its fallback chain. */
export function resolveCatalogue(locale: Locale): Catalogue {
  let resolved = resolvedCache.get(locale);
  if (!resolved) {
    const entries = (Object.keys(en) as MessageKey[]).map((key) => [key, lookup(locale, key)] as const);
    resolved = Object.freeze(Object.fromEntries(entries)) as Catalogue;
    resolvedCache.set(locale, resolved);
  }
  return resolved;
}
const resolvedCache = new Map<Locale, Catalogue>();

/** Every catalogue a locale resolves through, for completeness checks. */
export function catalogueChain(locale: Locale): readonly CatalogueOverrides[] {
  return CHAINS[locale];
}

export const FULL_CATALOGUES: Readonly<Record<string, Catalogue>> = { en, de, fr, it, es, nl, ja, "zh-CN": zhCN, ru };
