import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/regions/regions";
import { formatLocaleJson, isMessage, type LocaleMessages } from "../../scripts/i18n/locale-json";

/**
 * The locale files as translators and tools see them (docs/i18n.md): one per locale, every message a
 * string or a plural object, one key a line as the scripts write them, and every full language in
 * English's key order, so line N of de.json is the German of line N of en.json.
 */
const DIR = path.resolve(import.meta.dirname, "../../locales");
const FULL = ["de", "fr", "it", "es", "nl", "ja", "zh-CN", "ru"];
const read = (locale: string): { text: string; messages: LocaleMessages } => {
  const text = readFileSync(path.join(DIR, `${locale}.json`), "utf8");
  return { text, messages: JSON.parse(text) as LocaleMessages };
};

describe("locales/", () => {
  it("has one file per locale the site serves, and no other (beside the notes folder)", () => {
    expect(readdirSync(DIR).filter((name) => name !== "notes").sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each([...LOCALES])("%s holds only messages, written one key a line", (locale) => {
    const { text, messages } = read(locale);
    expect(Object.entries(messages).filter(([, message]) => !isMessage(message)).map(([key]) => key)).toEqual([]);
    expect(text).toBe(formatLocaleJson(messages));
  });

  it.each(FULL)("%s follows English's key order", (locale) => {
    expect(Object.keys(read(locale).messages)).toEqual(Object.keys(read("en").messages));
  });
});
