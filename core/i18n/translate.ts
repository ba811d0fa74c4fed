/**
 * Turns a resolved catalogue into a `t(key, params)` function. Small and dependency-free, so the
 * client can use it with the catalogue the server sent for the page's locale.
 */
import type { Locale } from "../regions/regions";
import type { MessageKey } from "./locale-files";
import type { Catalogue } from "./types";
import { formatCount } from "./count-format";

export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

function interpolate(text: string, params: TranslateParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const translators = new WeakMap<Catalogue, Map<Locale, Translate>>();

/** `t(key, params)` for a locale, cached per catalogue object. */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translate {
  let byLocale = translators.get(catalogue);
  if (!byLocale) translators.set(catalogue, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) byLocale.set(locale, (t = buildTranslator(locale, catalogue)));
  return t;
}

/** One plural rule per locale, made on the first counted message. */
const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralsFor(locale: Locale): Intl.PluralRules {
  let found = pluralRules.get(locale);
  if (!found) pluralRules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

function buildTranslator(locale: Locale, catalogue: Catalogue): Translate {
  return (key, params) => {
    const message = catalogue[key] as Catalogue[MessageKey] | undefined;
    if (message === undefined) return key;
    if (typeof message === "string") return interpolate(message, params);
    const count = Number(params?.count ?? 0);
    const text = message[pluralsFor(locale).select(count)] ?? message.other;
    return interpolate(text, { ...params, count: formatCount(locale, count) });
  };
}

export type { MessageKey };
