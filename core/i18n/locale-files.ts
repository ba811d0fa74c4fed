/**
 * The UI wording, read from `locales/<locale>.json`: the files translators and translation tools
 * edit (docs/i18n.md). This module only gives them types:
 * - `MessageKey` is the union of English keys, so a key a page names must exist in English.
 * - A full language `satisfies` `Catalogue`: a key missing from it fails `npm run typecheck`.
 * - Every file, full or regional, may hold only English keys: a misspelt or stale key fails too.
 * Server-side only (it holds every language); a browser receives its locale's resolved set
 * (decision 0041), and client code picks keys with the `?keys=` import (decision 0059).
 */
import enJson from "../../locales/en.json" with { type: "json" };
import deJson from "../../locales/de.json" with { type: "json" };
import esJson from "../../locales/es.json" with { type: "json" };
import frJson from "../../locales/fr.json" with { type: "json" };
import itJson from "../../locales/it.json" with { type: "json" };
import jaJson from "../../locales/ja.json" with { type: "json" };
import nlJson from "../../locales/nl.json" with { type: "json" };
import ruJson from "../../locales/ru.json" with { type: "json" };
import zhCNJson from "../../locales/zh-CN.json" with { type: "json" };
import enGBJson from "../../locales/en-GB.json" with { type: "json" };
import enUSJson from "../../locales/en-US.json" with { type: "json" };
import enCAJson from "../../locales/en-CA.json" with { type: "json" };
import frCAJson from "../../locales/fr-CA.json" with { type: "json" };
import type { Catalogue, CatalogueOverrides, Message } from "./types";

/** A key of the English catalogue, the one every other catalogue is checked against. */
export type MessageKey = keyof typeof enJson;

/** Keys a file holds that English does not: each must be `never`, so any such key is a type error. */
type NoUnknownKeys<T> = Readonly<Record<Exclude<keyof T, MessageKey>, never>>;

/** English (GL): the default wording, and the fallback of every key missing elsewhere. */
export const en = enJson satisfies Readonly<Record<MessageKey, Message>>;

export const de = deJson satisfies Catalogue & NoUnknownKeys<typeof deJson>;
export const es = esJson satisfies Catalogue & NoUnknownKeys<typeof esJson>;
export const fr = frJson satisfies Catalogue & NoUnknownKeys<typeof frJson>;
export const it = itJson satisfies Catalogue & NoUnknownKeys<typeof itJson>;
export const ja = jaJson satisfies Catalogue & NoUnknownKeys<typeof jaJson>;
export const nl = nlJson satisfies Catalogue & NoUnknownKeys<typeof nlJson>;
export const ru = ruJson satisfies Catalogue & NoUnknownKeys<typeof ruJson>;
export const zhCN = zhCNJson satisfies Catalogue & NoUnknownKeys<typeof zhCNJson>;

/** Regional variants: only the wording that differs from their base language. */
export const enGB = enGBJson satisfies CatalogueOverrides & NoUnknownKeys<typeof enGBJson>;
export const enUS = enUSJson satisfies CatalogueOverrides & NoUnknownKeys<typeof enUSJson>;
export const enCA = enCAJson satisfies CatalogueOverrides & NoUnknownKeys<typeof enCAJson>;
export const frCA = frCAJson satisfies CatalogueOverrides & NoUnknownKeys<typeof frCAJson>;
