/**
 * "All page chrome is translated in every locale" (issue 10, part 7): no message of a full locale
 * catalogue may read exactly as its English, unless every word of it is one a reader of that
 * language also writes that way. What counts as such a word is a rule, not a list of keys, so the
 * test holds for namespaces added later:
 * - brand and product-line names, and the site's own name;
 * - trade terms the surfaces industry uses untranslated in every market;
 * - codes (upper-case abbreviations such as PVC, DIN, ADA) and unit symbols;
 * - per language, the few words it spells as English does (cognates and loanwords its own
 *   catalogue already uses: German "Design", French "Collection").
 * Placeholders (`{name}`) and punctuation are not words.
 */
import { describe, expect, it } from "vitest";
import { FULL_CATALOGUES } from "../../core/i18n/catalogues";
import { en, type MessageKey } from "../../core/i18n/locale-files";
import type { Message } from "../../core/i18n/types";

/** Brand and product-line names (spec §1), and the site's name. */
const NAMES = ["Surfaces", "HIMACS", "VIATERA", "TERACANTO", "BORTE", "BENIF", "VIZUON", "HFLOR", "Looselay"];
/** Trade terms left in English across the industry: a veining match, a stone finish, a test name (DIN 75201). */
const TRADE_TERMS = ["Bookmatch", "Terrazzo", "Fogging"];
/**
 * The catalogue's vocabulary kept as the trade writes it everywhere: leather grains and textiles,
 * a brushed-metal finish, stone names, and the film grades (Premium, Intermediate, Economy, Eco).
 */
const TRADE_VOCABULARY = ["Saffiano", "Nappa", "Tweed", "Denim", "Canvas", "Hairline", "Onyx", "Premium", "Intermediate", "Economy", "Eco"];
const UNITS = ["mm", "cm", "m", "kg", "g", "in", "lb", "lbs", "ft"];
/** Upper-case abbreviations: material and standard codes (PVC, PET, DIN, ADA, LVT). */
const CODE = /^[A-Z0-9]{1,5}$/;

/** Words each language spells as English does; only real words of that language belong here. */
const SAME_SPELLING: Readonly<Record<string, readonly string[]>> = {
  de: ["beige", "china", "design", "detail", "ellipse", "finder", "format", "imperial", "hygiene", "japan", "material", "orange", "region", "transport", "min", "max", "banner", "displays", "corporate", "identity", "polyolefin", "basalt", "wenge", "hickory", "teak", "bronze", "gold", "warm", "jute", "standard", "marine", "anti", "fingerprint", "code", "links"],
  fr: ["application", "applications", "architecture", "beige", "canada", "certification", "collection", "commercial", "cycles", "design", "dimensions", "documents", "ellipse", "film", "format", "français", "menu", "orange", "performance", "surface", "textile", "type", "transport", "min", "max", "certifications", "collections", "façades", "quartzite", "hickory", "acacia", "bronze", "jute", "standard", "marine", "façade"],
  it: ["beige", "design", "menu", "no", "russia", "min", "max", "account", "banner", "retail", "freestanding", "hickory", "acacia", "teak", "standard"],
  es: ["beige", "china", "general", "imperial", "global", "material", "metal", "no", "min", "max", "interior", "exterior", "industrial", "acacia"],
  nl: ["architect", "beige", "china", "detail", "filters", "japan", "menu", "transport", "type", "min", "max", "design", "account", "retail", "plank", "displays", "grilles", "ovens", "basalt", "hickory", "acacia", "teak", "warm", "jute", "marine", "product", "code", "close", "up", "links"],
  ja: [],
  "zh-CN": [],
  ru: [],
};

/**
 * Message groups that hold marketing copy rather than chrome: the spec lets the Japanese, Chinese
 * and Russian sets keep such copy in English (rendered with lang="en"). None so far: copy lives in
 * the catalogue's data. A namespace of copy added to the messages is named here.
 */
const MARKETING_COPY_GROUPS: readonly string[] = [];
const ENGLISH_COPY_ALLOWED = new Set(["ja", "zh-CN", "ru"]);

const GLOBAL_WORDS = new Set([...NAMES, ...TRADE_TERMS, ...TRADE_VOCABULARY].map((w) => w.toLowerCase()));
const UNIT_WORDS = new Set(UNITS);

/** Case and spacing aside: "Corporate branding" is still the English "Corporate Branding". */
const normalised = (message: Message) => JSON.stringify(texts(message).map((text) => text.toLowerCase().replace(/\s+/g, " ").trim()));
const texts = (message: Message) => (typeof message === "string" ? [message] : Object.values(message));

/** Whether every word of an English text is one the language writes the same way. */
function legitimatelyEnglish(language: string, message: Message): boolean {
  const own = new Set(SAME_SPELLING[language] ?? []);
  const words = texts(message).flatMap((text) => text.replace(/\{\w+\}/g, " ").match(/[\p{L}\p{N}]+/gu) ?? []);
  return words.every((word) => GLOBAL_WORDS.has(word.toLowerCase()) || UNIT_WORDS.has(word) || CODE.test(word) || own.has(word.toLowerCase()));
}

/** Keys of a catalogue whose wording is English and not allowed to be. */
function untranslated(language: string, catalogue: Partial<Record<MessageKey, Message>>): MessageKey[] {
  return (Object.keys(en) as MessageKey[]).filter((key) => {
    const message = catalogue[key] ?? en[key];
    if (normalised(message) !== normalised(en[key])) return false;
    if (ENGLISH_COPY_ALLOWED.has(language) && MARKETING_COPY_GROUPS.includes(key.slice(0, key.indexOf(".")))) return false;
    return !legitimatelyEnglish(language, message);
  });
}

const LANGUAGES = ["de", "fr", "it", "es", "nl", "ja", "zh-CN", "ru"] as const;

describe.each(LANGUAGES)("%s", (language) => {
  it("translates every piece of page chrome", () => {
    const catalogue = FULL_CATALOGUES[language as keyof typeof FULL_CATALOGUES] as Partial<Record<MessageKey, Message>> | undefined;
    expect(catalogue, `a full ${language} catalogue`).toBeDefined();
    const gaps = untranslated(language, catalogue!).map((key) => `${key}: ${JSON.stringify(en[key])}`);
    expect(gaps, `${language} messages still in English`).toEqual([]);
  });
});

describe("the rule itself", () => {
  it("lets names, codes, units and the language's own words through, and nothing else", () => {
    expect(legitimatelyEnglish("de", "VIZUON {name}")).toBe(true);
    expect(legitimatelyEnglish("de", "min. {value}")).toBe(true);
    expect(legitimatelyEnglish("ja", "PVC")).toBe(true);
    expect(legitimatelyEnglish("ja", ", ")).toBe(true);
    expect(legitimatelyEnglish("ja", "Design")).toBe(false);
    expect(legitimatelyEnglish("de", "Automotive")).toBe(false);
    expect(legitimatelyEnglish("fr", "Load more")).toBe(false);
  });
});
