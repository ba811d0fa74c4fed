import { describe, expect, it } from "vitest";
import { FULL_CATALOGUES, resolveCatalogue } from "../../core/i18n/catalogues";
import { en, type MessageKey } from "../../core/i18n/locale-files";
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

/** Page title codes (`meta.HIMACS_FINDER`): every page's title, and so every page's description. */
const pageCodes = keys.filter((key) => /^meta\.[A-Z_]+$/.test(key)).map((key) => key.slice("meta.".length));
const descriptionKeys = keys.filter((key) => key.startsWith("meta.description."));
/** Digits a reader would see, not counting `{itemNumber}` and other placeholders. */
const figures = (message: Message) => (typeof message === "string" ? message : message.other).replace(/\{\w+\}/g, "").match(/\d/g);

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

  it.skipIf(language === "en")("describes every page for search results in its own words", () => {
    for (const key of descriptionKeys) expect(catalogue[key], key).not.toBe(en[key]);
  });
});

describe("meta descriptions", () => {
  it("exist for every page title code, plus the product templates", () => {
    expect(pageCodes.length).toBeGreaterThan(0);
    for (const code of pageCodes) expect(keys, code).toContain(`meta.description.${code}`);
    expect(placeholders(en["meta.description.product"])).toEqual(["{category}", "{collection}", "{itemNumber}", "{name}"]);
    expect(placeholders(en["meta.description.productNoCollection"])).toEqual(["{category}", "{itemNumber}", "{name}"]);
  });

  it("are short plain sentences without figures in every locale, regional variants included", () => {
    for (const locale of LOCALES) {
      const resolved = resolveCatalogue(locale);
      for (const key of descriptionKeys) {
        const text = resolved[key];
        expect(typeof text, `${locale} ${key}`).toBe("string");
        expect(String(text).length, `${locale} ${key}`).toBeLessThanOrEqual(170);
        expect(figures(text), `${locale} ${key}`).toBeNull();
      }
    }
  });

  it("fit a search result in English: 110 to 160 characters", () => {
    for (const key of descriptionKeys.filter((k) => !k.startsWith("meta.description.product"))) {
      const length = String(en[key]).length;
      expect(length, key).toBeGreaterThanOrEqual(110);
      expect(length, key).toBeLessThanOrEqual(160);
    }
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
    const american = resolveCatalogue("en-US");
    // Documents are written in British English for every English region (core/i18n/document-locale.ts).
    const siteKeys = keys.filter((key) => !key.startsWith("document."));
    for (const key of siteKeys) expect(JSON.stringify(american[key]), `en-US ${key}`).not.toMatch(/colour|fibre|catalogue|worktop/i);
  });

  it("interpolates and pluralises per language", () => {
    expect(createTranslator("en", resolveCatalogue("en"))("finder.results", { count: 1 })).toBe("1 product");
    expect(createTranslator("en", resolveCatalogue("en"))("finder.results", { count: 1200 })).toBe("1,200 products");
    const ru = createTranslator("ru", resolveCatalogue("ru"));
    expect(ru("finder.results", { count: 2 })).not.toBe(ru("finder.results", { count: 5 }));
    expect(createTranslator("de", resolveCatalogue("de"))("meta.suffix", { title: "HIMACS" })).toContain("HIMACS");
  });

  it("counts the values behind a facet's show-all control", () => {
    expect(createTranslator("en", resolveCatalogue("en"))("finder.facet.showAll", { count: 33 })).toBe("Show all 33 values");
    const ru = createTranslator("ru", resolveCatalogue("ru"));
    expect(ru("finder.facet.showAll", { count: 33 })).not.toBe(ru("finder.facet.showAll", { count: 35 }));
    expect(createTranslator("ja", resolveCatalogue("ja"))("finder.facet.showAll", { count: 33 })).toContain("33");
  });
});
