/**
 * Where a product is offered and in which languages its documents exist. A product's regions are
 * a subset of its category's, its countries follow from its regions, and its document languages
 * from the languages those regions read.
 */
import type { Region } from "../../core/regions/regions";
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import { CONTENT_LANGUAGES } from "../../core/catalogue/enums";
import type { DocumentRef } from "../../core/catalogue/model";
import type { Rng } from "./prng";

/** Most products are offered everywhere their category is; about 15% miss one or two regions. */
export function pickRegions(rng: Rng, offered: readonly Region[]): Region[] {
  if (offered.length <= 1 || !rng.chance(0.15)) return [...offered];
  const drop = offered.length > 3 && rng.chance(0.3) ? 2 : 1;
  return rng.sample(offered, offered.length - drop);
}

const SINGLE_COUNTRY: Readonly<Partial<Record<Region, string>>> = { us: "US", ca: "CA", cf: "CA", jp: "JP", ru: "RU", cn: "CN" };

/** Countries served from the global site, with how likely a product is sold in each. */
const GLOBAL_COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ["DE", 0.95], ["GB", 0.9], ["FR", 0.9], ["KR", 0.9], ["IT", 0.85], ["ES", 0.8], ["NL", 0.8], ["AU", 0.7],
  ["AE", 0.6], ["BE", 0.6], ["AT", 0.55], ["CH", 0.55], ["PL", 0.45], ["SE", 0.45], ["SG", 0.45], ["DK", 0.4],
  ["SA", 0.4], ["NO", 0.35], ["PT", 0.35], ["IE", 0.35], ["NZ", 0.35], ["IN", 0.35], ["TR", 0.35], ["FI", 0.3],
  ["CZ", 0.3], ["MX", 0.3], ["BR", 0.3], ["ZA", 0.3],
];

export function countriesFor(rng: Rng, regions: readonly Region[]): string[] {
  const countries = new Set<string>();
  for (const region of regions) {
    const single = SINGLE_COUNTRY[region];
    if (single) countries.add(single);
  }
  if (regions.includes("gl")) {
    for (const [country, likelihood] of GLOBAL_COUNTRIES) if (rng.chance(likelihood)) countries.add(country);
    if (countries.size === 0) countries.add("DE");
  }
  return [...countries].sort();
}

const REGION_LANGUAGES: Readonly<Record<Region, readonly ContentLanguage[]>> = {
  gl: ["de", "fr", "it", "es", "nl"],
  us: [],
  ca: [],
  cf: ["fr"],
  jp: ["ja"],
  ru: ["ru"],
  cn: ["zh"],
};

/** English first, then every language the product's regions read, in content-language order. */
export function languagesFor(regions: readonly Region[]): ContentLanguage[] {
  const wanted = new Set<ContentLanguage>(["en"]);
  for (const region of regions) for (const lang of REGION_LANGUAGES[region]) wanted.add(lang);
  return CONTENT_LANGUAGES.filter((lang) => wanted.has(lang));
}

/** Certificates and test reports are issued in English, with a German edition for Europe. */
const ISSUED_IN_ENGLISH: ReadonlySet<DocumentType> = new Set(["certification", "test-report"]);

export function documentsFor(types: readonly DocumentType[], regions: readonly Region[]): DocumentRef[] {
  const translated = languagesFor(regions);
  const issued: ContentLanguage[] = regions.includes("gl") ? ["en", "de"] : ["en"];
  return types.map((type) => ({ type, languages: ISSUED_IN_ENGLISH.has(type) ? [...issued] : [...translated] }));
}
