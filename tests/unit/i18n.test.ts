import { describe, expect, it } from "vitest";
import { FULL_CATALOGUES, resolveCatalogue } from "../../core/i18n/catalogues";
import { en, type MessageKey } from "../../core/i18n/messages/en";
import { createTranslator } from "../../core/i18n/translate";
import type { Message } from "../../core/i18n/types";
import { LOCALES } from "../../core/regions/regions";

const keys = Object.keys(en) as MessageKey[];
const placeholders = (message: Message) =>
  [...new Set((typeof message === "string" ? [message] : Object.values(message)).join(" ").match(/\{\w+\}/g) ?? [])].sort();

/** The messages of spec §8 and §9 that every language must carry in its own words. */
const SPEC_MESSAGES: MessageKey[] = [
  "message.loginToLike",
  "message.compareFull",
  "message.noResult",
  "message.noResultHint",
  "message.compareEmpty",
  "message.selectOption",
  "header.search.placeholder",
  "message.compareReplaceAction",
  "message.compareEditAction",
];

describe.each(Object.entries(FULL_CATALOGUES))("catalogue %s", (language, catalogue) => {
  it("has every English key, with the same placeholders", () => {
    for (const key of keys) {
      expect(catalogue[key], key).toBeDefined();
      expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("has the plural forms its language needs", () => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of keys) {
      const message = catalogue[key];
      if (typeof message === "string") continue;
      for (const category of needed) {
        if (category === "other" || category === "one" || category === "few" || category === "many") {
          expect(message[category] ?? (category === "many" && language === "fr" ? message.other : undefined), `${key}.${category}`).toBeDefined();
        }
      }
    }
  });

  it.skipIf(language === "en")("translates the spec's messages", () => {
    for (const key of SPEC_MESSAGES) expect(catalogue[key], key).not.toBe(en[key]);
  });
});

describe("fallback and formatting", () => {
  it("resolves every key for every locale, regional variants through their base language", () => {
    for (const locale of LOCALES) {
      const resolved = resolveCatalogue(locale);
      for (const key of keys) expect(resolved[key], `${locale} ${key}`).toBeDefined();
    }
    expect(resolveCatalogue("fr-CA")["message.noResult"]).toBe(resolveCatalogue("fr")["message.noResult"]);
  });

  it("spells colour the American way in the US and the British way in GL English", () => {
    expect(resolveCatalogue("en-US")["nav.allColors"]).toMatch(/colors/i);
    expect(resolveCatalogue("en")["nav.allColors"]).toMatch(/colours/i);
  });

  it("interpolates and pluralises per language", () => {
    expect(createTranslator("en", resolveCatalogue("en"))("finder.results", { count: 1 })).toBe("1 product");
    expect(createTranslator("en", resolveCatalogue("en"))("finder.results", { count: 1200 })).toBe("1,200 products");
    const ru = createTranslator("ru", resolveCatalogue("ru"));
    expect(ru("finder.results", { count: 2 })).not.toBe(ru("finder.results", { count: 5 }));
    expect(createTranslator("de", resolveCatalogue("de"))("meta.suffix", { title: "HIMACS" })).toContain("HIMACS");
  });
});
