import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES } from "../../core/catalogue/enums";
import type { ContentLanguage } from "../../core/catalogue/enums";
import { FIGURES, TOPIC_IDS, TOPIC_TABS, categoryIntro, resolveCopy, topicCopy } from "../../core/content/landing";
import type { CopyBlock } from "../../core/content/landing";
import { PLACEHOLDERS, placeholdersIn } from "../../core/content/landing/figures";
import { GENERIC_TOPICS, HIMACS_TOPICS, INTROS } from "../../core/content/landing/languages";
import type { Table } from "../../core/content/landing/languages";
import type { Locale, Region } from "../../core/regions/regions";
import { HIMACS_ABOUT_PAGES, ROUTE_MANIFEST } from "../../core/routing/manifest";
import type { ProductFamily, RouteEntry } from "../../core/routing/manifest-types";
import { PRODUCT_FAMILIES } from "../../core/catalogue/families";

/** Where each content language is read: its region and locale (English also in the US). */
const READ_IN: Readonly<Record<ContentLanguage, readonly [Region, Locale][]>> = {
  en: [["gl", "en"], ["us", "en-US"], ["ca", "en-CA"]],
  de: [["gl", "de"]],
  fr: [["gl", "fr"], ["cf", "fr-CA"]],
  it: [["gl", "it"]],
  es: [["gl", "es"]],
  nl: [["gl", "nl"]],
  ja: [["jp", "ja"]],
  zh: [["cn", "zh-CN"]],
  ru: [["ru", "ru"]],
};
/** The GL languages must be translated; ja, zh and ru may fall back to English (spec §1). */
const MUST_TRANSLATE: readonly ContentLanguage[] = ["en", "de", "fr", "it", "es", "nl"];

const text = (block: CopyBlock) => [block.title, ...block.paragraphs].join("\n");
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

/** Every landing page of kind "category", with its about page where it has one. */
const LANDINGS: readonly { id: string; about?: string; availability: RouteEntry["availability"] }[] = ROUTE_MANIFEST.filter((e) => e.kind === "category").flatMap((e) =>
  e.id === "himacs.about" ? HIMACS_ABOUT_PAGES.map((about) => ({ id: e.id, about, availability: e.availability })) : [{ id: e.id, availability: e.availability }],
);

function expectWellFormed(block: CopyBlock, language: ContentLanguage, label: string) {
  expect([language, "en"], label).toContain(block.lang);
  if (MUST_TRANSLATE.includes(language)) expect(block.lang, `${label} is translated`).toBe(language);
  expect(block.title.trim(), label).not.toBe("");
  expect(block.paragraphs.length, label).toBeGreaterThan(0);
  expect(text(block), `${label} has no unfilled placeholder`).not.toMatch(/[{}]/);
}

describe("landing intros", () => {
  it("exist for every category landing of the manifest in every content language", () => {
    expect(LANDINGS.length).toBeGreaterThan(25);
    for (const landing of LANDINGS)
      for (const language of CONTENT_LANGUAGES)
        for (const [region, locale] of READ_IN[language]) {
          const label = `${landing.id}${landing.about ? `/${landing.about}` : ""} ${language} ${region}`;
          expectWellFormed(categoryIntro(landing.id, language, region, locale, landing.about), language, label);
        }
  });

  it("refuse an id that is no category landing", () => {
    expect(() => categoryIntro("himacs.finder", "en", "gl", "en")).toThrow();
  });
});

describe("landing topics", () => {
  it("resolve for every family and content language, with the same topics in every language", () => {
    for (const family of PRODUCT_FAMILIES)
      for (const topic of TOPIC_IDS) {
        const applies = topicCopy(topic, family, "en", "gl", "en") !== null;
        for (const language of CONTENT_LANGUAGES)
          for (const [region, locale] of READ_IN[language]) {
            const block = topicCopy(topic, family, language, region, locale);
            const label = `${topic} ${family} ${language} ${region}`;
            expect(block !== null, label).toBe(applies);
            if (block) expectWellFormed(block, language, label);
          }
      }
  });

  it("fall into the three tabs, each topic once", () => {
    expect(Object.values(TOPIC_TABS).flat().sort()).toEqual([...TOPIC_IDS].sort());
    for (const [tab, topics] of Object.entries(TOPIC_TABS)) for (const topic of topics) expect(topic.startsWith(`${tab}.`), topic).toBe(true);
  });

  it("give HIMACS every topic and the Exteria certificates to HIMACS only", () => {
    for (const topic of TOPIC_IDS) expect(topicCopy(topic, "HIMACS_COLOR", "en", "gl", "en"), topic).not.toBeNull();
    for (const family of PRODUCT_FAMILIES.filter((f): f is Exclude<ProductFamily, "HIMACS_COLOR"> => f !== "HIMACS_COLOR"))
      expect(topicCopy("certification.exteria", family, "en", "gl", "en"), family).toBeNull();
    // Quartz worktops carry no fire classification; films no hygiene certificate.
    expect(topicCopy("certification.fireRating", "VIATERA_COLOR", "en", "gl", "en")).toBeNull();
    expect(topicCopy("certification.hygiene", "DECO_COLOR", "en", "gl", "en")).toBeNull();
    expect(topicCopy("quality.design", "AUTOMOTIVE", "en", "gl", "en")).toBeNull();
  });

  it("name the brand of the family where it is natural", () => {
    expect(text(topicCopy("quality.design", "VIATERA_COLOR", "en", "gl", "en")!)).toContain("VIATERA");
    expect(text(topicCopy("quality.design", "TERACANTO_COLOR", "en", "gl", "en")!)).toContain("TERACANTO");
    expect(text(topicCopy("quality.design", "PRD_FLOORING", "de", "gl", "de")!)).toContain("HFLOR");
  });
});

describe("figures of spec §9 in landing copy", () => {
  const fire = (language: ContentLanguage, region: Region, locale: Locale) => plain(text(topicCopy("certification.fireRating", "HIMACS_COLOR", language, region, locale)!));

  it("state the fire test thickness in the region's units", () => {
    expect(fire("en", "gl", "en")).toContain("12 mm");
    expect(fire("en", "gl", "en")).toMatch(/DIN 4102/);
    expect(fire("de", "gl", "de")).toContain("12 mm");
    expect(fire("en", "us", "en-US")).toContain("1/2″");
    expect(fire("en", "us", "en-US")).not.toMatch(/\bmm\b/);
  });

  it("state the warranty and the greenhouse gas cut with the locale's digits", () => {
    expect(text(topicCopy("quality.performance", "HIMACS_COLOR", "en", "us", "en-US")!)).toContain(`${FIGURES.warrantyYears}-year transferable`);
    const commitment = (language: ContentLanguage, locale: Locale) => plain(text(topicCopy("sustainability.commitment", "HIMACS_COLOR", language, "gl", locale)!));
    expect(commitment("en", "en")).toContain("15,000 tons");
    expect(commitment("en", "en")).toContain("2008");
    expect(commitment("de", "de")).toContain("15.000");
    expect(commitment("fr", "fr")).toContain("15 000");
  });

  it("speak American English to a US visitor and British English elsewhere", () => {
    expect(text(topicCopy("quality.design", "HIMACS_COLOR", "en", "us", "en-US")!)).toMatch(/same color and composition/);
    expect(text(topicCopy("quality.design", "HIMACS_COLOR", "en", "gl", "en")!)).toMatch(/same colour and composition/);
    expect(text(topicCopy("quality.design", "HIMACS_COLOR", "en", "ca", "en-CA")!)).toMatch(/colour/);
    for (const family of PRODUCT_FAMILIES)
      for (const topic of TOPIC_IDS) {
        const block = topicCopy(topic, family, "en", "us", "en-US");
        if (block) expect(text(block), `${topic} ${family}`).not.toMatch(/colour|worktop|centre|mould/i);
      }
    for (const landing of LANDINGS.filter((l) => l.availability.us)) expect(text(categoryIntro(landing.id, "en", "us", "en-US", landing.about)), landing.id).not.toMatch(/colour|worktop/i);
  });

  it("never show millimetres to a US visitor", () => {
    for (const family of PRODUCT_FAMILIES)
      for (const topic of TOPIC_IDS) {
        const block = topicCopy(topic, family, "en", "us", "en-US");
        if (block) expect(text(block), `${topic} ${family}`).not.toMatch(/\bmm\b/);
      }
    for (const landing of LANDINGS.filter((l) => l.availability.us)) expect(text(categoryIntro(landing.id, "en", "us", "en-US", landing.about))).not.toMatch(/\bmm\b/);
  });
});

describe("language fallback", () => {
  it("answers in English, and says so, where a language has no text yet", () => {
    const table: Table<"a"> = { en: { a: { title: "Since {greenhouseSince}", paragraphs: ["English"] } }, de: {}, fr: {}, it: {}, es: {}, nl: {}, ja: {}, zh: {}, ru: {} };
    expect(resolveCopy(table, "a", "ja", "jp", "ja")).toEqual({ lang: "en", title: "Since 2008", paragraphs: ["English"] });
    expect(resolveCopy({ ...table, ja: { a: { title: "和文", paragraphs: ["本文"] } } }, "a", "ja", "jp", "ja").lang).toBe("ja");
  });
});

describe("landing copy templates", () => {
  const tables: [string, Table<string>][] = [["himacs", HIMACS_TOPICS], ["materials", GENERIC_TOPICS], ["intros", INTROS]];

  it("use only known placeholders, the same ones as the English text", () => {
    for (const [name, table] of tables)
      for (const language of CONTENT_LANGUAGES)
        for (const [key, copy] of Object.entries(table[language])) {
          if (!copy) continue;
          const english = table.en[key]!;
          const used = [copy.title, ...copy.paragraphs].flatMap(placeholdersIn);
          for (const p of used) expect(PLACEHOLDERS, `${name} ${language} ${key}`).toContain(p);
          expect(used.sort(), `${name} ${language} ${key} keeps the figures`).toEqual([english.title, ...english.paragraphs].flatMap(placeholdersIn).sort());
          expect(copy.paragraphs.length, `${name} ${language} ${key}`).toBe(english.paragraphs.length);
        }
  });

  it("write no measurement into copy text", () => {
    const measurement = /\d\s*(mm|cm|m|in|inch|kg|lbs?|°|мм|см|кг)(?![\p{L}])/u;
    for (const [name, table] of tables)
      for (const language of CONTENT_LANGUAGES)
        for (const [key, copy] of Object.entries(table[language])) if (copy) expect([copy.title, ...copy.paragraphs].join(" "), `${name} ${language} ${key}`).not.toMatch(measurement);
  });
});
