/**
 * The catalogue's vocabulary (classification, use, application, material, look…) reads in the
 * visitor's language on product pages, in finder filters and in PDFs; only free text no message
 * names stays English, marked lang="en" (docs/decisions/0056-catalogue-values-and-trade-sizes.md).
 * The values checked are derived from the catalogue through the facet definitions, not listed here.
 */
import { describe, expect, it } from "vitest";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { valueLabel, valueText } from "../../core/finder/facet-labels";
import { FACETS, type FacetContext } from "../../core/finder/facets";
import { VOCABULARY_ATTRIBUTES, vocabularyKey } from "../../core/i18n/catalogue-values";
import { FULL_CATALOGUES, resolveCatalogue } from "../../core/i18n/catalogues";
import { ATTRIBUTE_KEYS } from "../../core/i18n/enum-keys";
import { createTranslator } from "../../core/i18n/translate";
import type { Locale } from "../../core/regions/regions";
import { createFormatter } from "../../server/documents/content/format";
import { attributeRows } from "../../server/documents/content/specs";
import { wordingFor } from "../../server/documents/content/wording";
import { toSpecView, type SpecRow } from "../../core/product/spec-view";

const catalogue = demoSeed();
const NO_COLLECTIONS: FacetContext = { collectionName: () => undefined, collectionParent: () => undefined };

/** Every value code the shown vocabulary facets offer over the catalogue, with an English example. */
function facetVocabulary(): Map<string, string> {
  const values = new Map<string, string>();
  for (const facet of FACETS.filter((f) => f.vocabulary)) {
    for (const product of catalogue.products) {
      for (const value of facet.values(product, NO_COLLECTIONS)) values.set(`value.${value.code}`, String(value.label));
    }
  }
  return values;
}

/** Every vocabulary value the specification tables show (attributes that are not facets, such as use and sales channel). */
function attributeVocabulary(): Map<string, string> {
  const values = new Map<string, string>();
  for (const product of catalogue.products) {
    for (const key of VOCABULARY_ATTRIBUTES) {
      const value = product.attributes[key];
      for (const text of Array.isArray(value) ? value : value === undefined ? [] : [value]) values.set(vocabularyKey(text), text);
    }
  }
  return values;
}

const vocabulary = new Map([...facetVocabulary(), ...attributeVocabulary()]);
const TRANSLATED_LANGUAGES = Object.keys(FULL_CATALOGUES).filter((language) => language !== "en");
const t = (locale: Locale) => createTranslator(locale, resolveCatalogue(locale));

describe("the catalogue's vocabulary", () => {
  it("is drawn from the facets and the specification attributes", () => {
    // Guards the derivation itself: an empty list would pass every check below.
    expect(vocabulary.size).toBeGreaterThan(300);
    expect(vocabulary.get("value.acrylic-solid-surface")).toBe("Acrylic solid surface");
    expect(vocabulary.get("value.authorised-fabricators")).toBe("Authorised fabricators");
  });

  it.each(Object.keys(FULL_CATALOGUES))("has a name for every value in %s", (language) => {
    const own = FULL_CATALOGUES[language] as Record<string, unknown>;
    const missing = [...vocabulary].filter(([key]) => own[key] === undefined).map(([, english]) => english);
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED_LANGUAGES)("is translated, not copied, in %s (trade codes such as PVC or PET-G may stay)", (language) => {
    const own = FULL_CATALOGUES[language] as Record<string, unknown>;
    const english = FULL_CATALOGUES.en as Record<string, unknown>;
    const copied = [...vocabulary.keys()].filter((key) => own[key] === english[key]);
    expect(copied.length / vocabulary.size, copied.join(", ")).toBeLessThan(0.1);
  });
});

const solidSurface = catalogue.products.find((p) => p.attributes.productClassification === "Acrylic solid surface" && p.attributes.use === "Interior")!;
const fabricated = catalogue.products.find((p) => p.attributes.salesChannel === "Authorised fabricators")!;
const marbleLook = catalogue.products.find((p) => p.attributes.stoneType === "Marble look")!;
const withApplications = catalogue.products.find((p) => p.attributes.application?.includes("Kitchen worktops"))!;

function specRow(product: Product, locale: Locale, key: keyof typeof ATTRIBUTE_KEYS): SpecRow | undefined {
  const label = t(locale)(ATTRIBUTE_KEYS[key]);
  return toSpecView(product, t(locale), locale)
    .groups.flatMap((g) => g.rows)
    .find((row) => row.label === label);
}

describe("a product page's specifications", () => {
  it.each([
    ["de", "productClassification", solidSurface, "Acryl-Mineralwerkstoff"],
    ["de", "use", solidSurface, "Innenbereich"],
    ["de", "salesChannel", fabricated, "Autorisierte Verarbeiter"],
    ["de", "stoneType", marbleLook, "Marmoroptik"],
    ["fr-CA", "productClassification", solidSurface, "Surface solide acrylique"],
    ["fr-CA", "use", solidSurface, "Intérieur"],
    ["fr-CA", "salesChannel", fabricated, "Transformateurs agréés"],
    ["fr-CA", "stoneType", marbleLook, "Aspect marbre"],
    ["ja", "stoneType", marbleLook, "大理石調"],
    ["zh-CN", "use", solidSurface, "室内"],
    ["ru", "use", solidSurface, "Интерьер"],
  ] as const)("in %s name %s in the page's language, without an English mark", (locale, key, product, expected) => {
    const row = specRow(product, locale, key);
    expect(row?.value).toBe(expected);
    expect(row?.lang).toBeUndefined();
  });

  it("list applications in the page's language, in US spelling for the US", () => {
    expect(specRow(withApplications, "de", "application")?.value).toContain("Küchenarbeitsplatten");
    expect(specRow(withApplications, "en-US", "application")?.value).toContain("Kitchen countertops");
    expect(specRow(withApplications, "en", "application")?.value).toContain("Kitchen worktops");
  });

  it("keep free text no message names as written, marked English outside English pages", () => {
    const imported = { ...solidSurface, attributes: { ...solidSurface.attributes, use: "Yacht galleys, grey-water areas" } };
    expect(specRow(imported, "de", "use")).toMatchObject({ value: "Yacht galleys, grey-water areas", lang: "en" });
    expect(specRow(imported, "en-US", "use")).toEqual(expect.objectContaining({ value: "Yacht galleys, gray-water areas" }));
    expect(specRow(imported, "en-US", "use")?.lang).toBeUndefined();
  });
});

describe("finder filters and PDFs", () => {
  it("label a vocabulary facet's values as the product page names them", () => {
    const ctx = { t: t("ja"), locale: "ja" as const, region: "jp" as const, language: "ja" };
    expect(valueLabel({ name: "stoneType", kind: "text" }, "marble-look", "Marble look", ctx)).toBe("大理石調");
    expect(valueLabel({ name: "productClassification", kind: "text" }, "acrylic-solid-surface", "Acrylic solid surface", ctx)).toBe("アクリル系人工大理石");
    // Names are not vocabulary: a brand reads the same everywhere.
    expect(valueLabel({ name: "brand", kind: "text" }, "himacs", "HIMACS", ctx)).toBe("HIMACS");
  });

  it("mark a filter value English only where it really is untranslated", () => {
    const de = { t: t("de"), locale: "de" as const, region: "gl" as const, language: "de" };
    // Free text an importer wrote, which no catalogue names: English, and said so.
    expect(valueText({ name: "stoneType", kind: "text" }, "yacht-galley-look", "Yacht galley look", de)).toEqual({ text: "Yacht galley look", lang: "en" });
    // Vocabulary, names, enumerations and measures read in the page's language: not marked.
    expect(valueText({ name: "stoneType", kind: "text" }, "marble-look", "Marble look", de).lang).toBeUndefined();
    expect(valueText({ name: "brand", kind: "text" }, "himacs", "HIMACS", de).lang).toBeUndefined();
    expect(valueText({ name: "thickness", kind: "measure" }, "12mm", "12 mm", de).lang).toBeUndefined();
    // Catalogue text with no German version shows its English one, marked; with one, it is German.
    expect(valueText({ name: "collection", kind: "text" }, "solids", { en: "Solids" }, de)).toEqual({ text: "Solids", lang: "en" });
    expect(valueText({ name: "collection", kind: "text" }, "solids", { en: "Solids", de: "Unifarben" }, de)).toEqual({ text: "Unifarben" });
    // On an English page nothing is marked.
    const en = { ...de, t: t("en"), locale: "en" as const, language: "en" };
    expect(valueText({ name: "stoneType", kind: "text" }, "yacht-galley-look", "Yacht galley look", en).lang).toBeUndefined();
  });

  it("write the same names in a German PDF", () => {
    const wording = wordingFor("de");
    const rows = new Map(attributeRows(solidSurface, wording, createFormatter(wording)));
    expect(rows.get(wording.t(ATTRIBUTE_KEYS.productClassification))).toBe("Acryl-Mineralwerkstoff");
    expect(rows.get(wording.t(ATTRIBUTE_KEYS.use))).toBe("Innenbereich");
  });
});
