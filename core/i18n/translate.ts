/**
 * Turns a resolved catalogue into a `t(key, params)` function. Small and dependency-free, so the
 * client can use it with the catalogue the server sent for the page's locale.
 */
import type { Locale } from "../regions/regions";
import type { MessageKey } from "./messages/en";
import type { Catalogue } from "./types";

export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

function interpolate(text: string, params: TranslateParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function createTranslator(locale: Locale, catalogue: Catalogue): Translate {
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  return (key, params) => {
    const message = catalogue[key] as Catalogue[MessageKey] | undefined;
    if (message === undefined) return key;
    if (typeof message === "string") return interpolate(message, params);
    const count = Number(params?.count ?? 0);
    const text = message[plurals.select(count)] ?? message.other;
    return interpolate(text, { ...params, count: numbers.format(count) });
  };
}

export type { MessageKey };
