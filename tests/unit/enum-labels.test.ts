/**
 * One string system: every enumeration value is named in every locale, translated outside English,
 * and the PDFs name it as the pages do (same message, read through each side's own code path).
 */
import { describe, expect, it } from "vitest";
import {
  COLOUR_FAMILIES,
  CONTENT_LANGUAGES,
  DOCUMENT_TYPES,
  EDGE_PROFILES,
  FINISHES,
  PRODUCT_FLAGS,
  PRODUCT_TYPES,
  SINK_COLOURS,
  SPACES,
  type ContentLanguage,
} from "../../core/catalogue/enums";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { seedGuides } from "../../demo/catalogue/guides";
import { CERTIFICATION_SCOPES, RESULT_WORDS, TEST_PROPERTIES } from "../../core/catalogue/technical-data";
import { valueLabel } from "../../core/finder/facet-labels";
import { FULL_CATALOGUES, resolveCatalogue } from "../../core/i18n/catalogues";
import { CONTENT_LANGUAGE_LOCALES } from "../../core/i18n/document-locale";
import * as keys from "../../core/i18n/enum-keys";
import type { MessageKey } from "../../core/i18n/locale-files";
import { createTranslator } from "../../core/i18n/translate";
import { LOCALES, contentLanguageOf, type Locale } from "../../core/regions/regions";
import { PRODUCT_FAMILIES } from "../../core/catalogue/families";
import { createFormatter } from "../../server/documents/content/format";
import { attributeRows, keySpecificationRows } from "../../server/documents/content/specs";
import { wordingFor } from "../../server/documents/content/wording";
import { toProductDetail } from "../../core/product/product-view";
import { renderDocument } from "../../server/documents/render-document";
import { toTechnicalDataView } from "../../core/product/technical-data-view";
import { pdfLines } from "../support/pdf-tools";

const GUIDES = seedGuides();

/** Every enumeration and the keys that name its values. */
const ENUMERATIONS: Record<string, readonly MessageKey[]> = {
  documentTypes: DOCUMENT_TYPES.map(keys.documentTypeKey),
  materials: PRODUCT_FAMILIES.map(keys.materialKey),
  productTypes: PRODUCT_TYPES.map(keys.productTypeKey),
  attributes: Object.values(keys.ATTRIBUTE_KEYS),
  flags: PRODUCT_FLAGS.map((flag) => keys.FLAG_KEYS[flag]),
  edgeProfiles: EDGE_PROFILES.map(keys.edgeProfileKey),
  finishes: FINISHES.map(keys.finishKey),
  spaces: SPACES.map(keys.spaceKey),
  sinkColours: SINK_COLOURS.map(keys.sinkColourKey),
  colourFamilies: COLOUR_FAMILIES.map(keys.colourFamilyKey),
  testProperties: TEST_PROPERTIES.map(keys.testPropertyKey),
  resultWords: RESULT_WORDS.map(keys.testResultKey),
  certificationScopes: CERTIFICATION_SCOPES.map(keys.certificationScopeKey),
};

describe("enumeration labels", () => {
  it.each(LOCALES)("resolve to a non-empty string in %s", (locale) => {
    const catalogue = resolveCatalogue(locale);
    for (const [name, list] of Object.entries(ENUMERATIONS)) {
      for (const key of list) expect(String(catalogue[key]).trim(), `${locale} ${name} ${key}`).not.toBe("");
    }
  });

  it.each(Object.keys(FULL_CATALOGUES).filter((locale) => locale !== "en"))("are translated in %s for most values of each enumeration", (locale) => {
    const own = FULL_CATALOGUES[locale]!;
    const en = FULL_CATALOGUES.en!;
    for (const [name, list] of Object.entries(ENUMERATIONS)) {
      for (const key of list) expect(own[key], `${locale} ${key} is its own, not a fallback`).toBeDefined();
      const translated = list.filter((key) => own[key] !== en[key]).length;
      // Brand-like words (Bookmatch, PVC, Looselay) may stay English; most of every list may not.
      expect(translated / list.length, `${locale} ${name}: ${translated}/${list.length}`).toBeGreaterThanOrEqual(0.6);
    }
  });
});

describe("the content-language mapping", () => {
  it("gives every content language a locale of that language", () => {
    for (const language of CONTENT_LANGUAGES) expect(contentLanguageOf(CONTENT_LANGUAGE_LOCALES[language])).toBe(language);
  });
});

const seed = demoSeed();
const base = seed.products.find((p) => p.family === "HIMACS_COLOR" && p.technicalData)!;
const pageTranslator = (locale: Locale) => createTranslator(locale, resolveCatalogue(locale));

/** What a document says for a product: its key-specification and attribute rows as label → value. */
function documentRows(product: Product, language: ContentLanguage): Map<string, string> {
  const wording = wordingFor(language);
  const f = createFormatter(wording);
  return new Map([...keySpecificationRows(product, wording, f), ...attributeRows(product, wording, f)]);
}

describe.each(CONTENT_LANGUAGES)("PDF and page in %s", (language) => {
  const locale = CONTENT_LANGUAGE_LOCALES[language];
  const t = pageTranslator(locale);
  const finder = { t, locale, region: "gl" as const, language };
  const label = (key: keyof typeof keys.ATTRIBUTE_KEYS) => t(keys.ATTRIBUTE_KEYS[key]);

  it("name finishes, colours and product types as the finder does", () => {
    for (const finish of FINISHES) {
      const rows = documentRows({ ...base, finish }, language);
      expect(rows.get(label("finish")), finish).toBe(valueLabel({ name: "finish", kind: "enum" }, finish, finish, finder));
    }
    for (const colour of COLOUR_FAMILIES) {
      const rows = documentRows({ ...base, colourFamily: colour }, language);
      expect(rows.get(label("colourFamily")), colour).toBe(valueLabel({ name: "color", kind: "enum" }, colour, colour, finder));
    }
    for (const type of PRODUCT_TYPES) {
      const rows = documentRows({ ...base, type }, language);
      expect(rows.get(label("productType")), type).toBe(valueLabel({ name: "category", kind: "enum" }, type.toLowerCase(), type, finder));
    }
  });

  it("name each finish in its care heading as the finder does", () => {
    const { t: pdf, locale: documentLocale } = wordingFor(language);
    for (const finish of FINISHES) {
      const name = valueLabel({ name: "finish", kind: "enum" }, finish, finish, finder).toLocaleLowerCase(documentLocale);
      expect(pdf(`document.care.finish.${finish}`).toLocaleLowerCase(documentLocale), finish).toContain(name);
    }
  });

  it("name the finder's features as the document's characteristics", () => {
    for (const flag of ["outdoor", "semi-translucent", "lucent", "designer-series", "veined", "ada"] as const) {
      const rows = documentRows({ ...base, flags: [flag] }, language);
      expect(rows.get(label("characteristics")), flag).toBe(valueLabel({ name: "feature", kind: "enum" }, flag, flag, finder));
    }
  });

  it("name document types, test properties, result words and certificate scopes as the product page does", () => {
    const documents = DOCUMENT_TYPES.map((type) => ({ type, languages: [language] }));
    const detail = toProductDetail({ ...base, documents }, { region: "gl", locale, language, collection: () => undefined, guidesVersion: "" });
    const { t: pdf } = wordingFor(language);
    for (const doc of detail.documents) expect(doc.label, doc.type).toBe(pdf(keys.documentTypeKey(doc.type)));
    const view = toTechnicalDataView(base.technicalData!, "gl", locale);
    for (const test of view.tests) expect(test.property, test.code).toBe(pdf(keys.testPropertyKey(test.code as (typeof TEST_PROPERTIES)[number])));
    for (const [i, certificate] of view.certificates.entries()) expect(certificate.scope).toBe(pdf(keys.certificationScopeKey(base.technicalData!.certificates[i]!.scope)));
  });
});

describe("a rendered PDF", () => {
  it.each(["de", "ja", "ru"] as const)("says the finish and product type as the site does in %s", async (language) => {
    const t = pageTranslator(CONTENT_LANGUAGE_LOCALES[language]);
    const product: Product = { ...base, finish: "leather", type: "SINK" };
    const bytes = await renderDocument({ guides: GUIDES, product, collection: undefined, type: "care-and-maintenance", language, swatchImage: null });
    const text = await pdfLines(bytes);
    expect(text).toContain(t("finish.leather"));
    expect(text).toContain(t("type.sink"));
    expect(text).toContain(t("documentType.care-and-maintenance"));
  });
});
