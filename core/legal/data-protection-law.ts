/**
 * The data protection law that applies to each region's visitors and the authority they may
 * complain to, named in the region's own languages (a region's legal pages are only shown in
 * those). A unit test checks that every language of every region has its entry.
 */
import type { ContentLanguage } from "../catalogue/enums";
import type { Region } from "../regions/regions";

export interface DataProtectionLaw {
  law: string;
  authority: string;
}

const GDPR: Readonly<Partial<Record<ContentLanguage, DataProtectionLaw>>> = {
  en: { law: "The EU General Data Protection Regulation (GDPR)", authority: "the data protection authority of the country where you live" },
  de: { law: "Die Datenschutz-Grundverordnung der EU (DSGVO)", authority: "die Datenschutzbehörde des Landes, in dem Sie wohnen" },
  fr: { law: "Le règlement général sur la protection des données de l’UE (RGPD)", authority: "l’autorité de protection des données du pays où vous résidez" },
  it: { law: "Il regolamento generale sulla protezione dei dati dell’UE (GDPR)", authority: "l’autorità per la protezione dei dati del paese in cui risiede" },
  es: { law: "El Reglamento General de Protección de Datos de la UE (RGPD)", authority: "la autoridad de protección de datos del país donde reside" },
  nl: { law: "De Algemene verordening gegevensbescherming van de EU (AVG)", authority: "de toezichthouder voor gegevensbescherming van het land waar u woont" },
};

export const DATA_PROTECTION_LAW: Readonly<Record<Region, Readonly<Partial<Record<ContentLanguage, DataProtectionLaw>>>>> = {
  gl: GDPR,
  us: { en: { law: "US state privacy laws, such as the California Consumer Privacy Act (CCPA)", authority: "your state’s attorney general or, in California, the California Privacy Protection Agency" } },
  ca: { en: { law: "The Personal Information Protection and Electronic Documents Act (PIPEDA)", authority: "the Office of the Privacy Commissioner of Canada" } },
  cf: { fr: { law: "La Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE)", authority: "le Commissariat à la protection de la vie privée du Canada" } },
  jp: { ja: { law: "個人情報の保護に関する法律（個人情報保護法）", authority: "個人情報保護委員会" } },
  ru: { ru: { law: "Федеральный закон № 152-ФЗ «О персональных данных»", authority: "Роскомнадзор" } },
  cn: { zh: { law: "《中华人民共和国个人信息保护法》", authority: "国家网信部门及其他履行个人信息保护职责的部门" } },
};

/** The law for a region in a language, falling back to the region's first entry (never reached for a language the region offers). */
export function dataProtectionLaw(region: Region, language: ContentLanguage): DataProtectionLaw {
  const laws = DATA_PROTECTION_LAW[region];
  return laws[language] ?? Object.values(laws)[0]!;
}
