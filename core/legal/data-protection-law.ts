/**
 * The data protection law that applies to each region's visitors and the authority they may
 * complain to, named in the region's own languages (a region's legal pages are only shown in
 * those), from `content/<language>/legal.json`. A unit test checks that every language of every
 * region has its entry.
 */
import type { ContentLanguage } from "../catalogue/enums";
import { REGIONS, type Region } from "../regions/regions";
import DE from "../../content/de/legal.json" with { type: "json" };
import EN from "../../content/en/legal.json" with { type: "json" };
import ES from "../../content/es/legal.json" with { type: "json" };
import FR from "../../content/fr/legal.json" with { type: "json" };
import IT from "../../content/it/legal.json" with { type: "json" };
import JA from "../../content/ja/legal.json" with { type: "json" };
import NL from "../../content/nl/legal.json" with { type: "json" };
import RU from "../../content/ru/legal.json" with { type: "json" };
import ZH from "../../content/zh/legal.json" with { type: "json" };

export interface DataProtectionLaw {
  law: string;
  authority: string;
}

type LegalContent = { dataProtectionLaw: Readonly<Partial<Record<Region, DataProtectionLaw>>> };

/** `content/<language>/legal.json`: each language names the laws of the regions that offer it. */
const BY_LANGUAGE: Readonly<Partial<Record<ContentLanguage, LegalContent>>> = {
  en: EN satisfies LegalContent,
  de: DE satisfies LegalContent,
  fr: FR satisfies LegalContent,
  it: IT satisfies LegalContent,
  es: ES satisfies LegalContent,
  nl: NL satisfies LegalContent,
  ja: JA satisfies LegalContent,
  zh: ZH satisfies LegalContent,
  ru: RU satisfies LegalContent,
};

export const DATA_PROTECTION_LAW: Readonly<Record<Region, Readonly<Partial<Record<ContentLanguage, DataProtectionLaw>>>>> = Object.fromEntries(
  REGIONS.map((region) => [
    region,
    Object.fromEntries(Object.entries(BY_LANGUAGE).flatMap(([language, content]) => (content.dataProtectionLaw[region] ? [[language, content.dataProtectionLaw[region]]] : []))),
  ]),
) as Record<Region, Partial<Record<ContentLanguage, DataProtectionLaw>>>;

/** The law for a region in a language, falling back to the region's first entry (never reached for a language the region offers). */
export function dataProtectionLaw(region: Region, language: ContentLanguage): DataProtectionLaw {
  const laws = DATA_PROTECTION_LAW[region];
  return laws[language] ?? Object.values(laws)[0]!;
}
