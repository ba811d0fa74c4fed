/** A sales representative as the site shows and matches it (a `sales_reps` row). */
import { contentLanguageOf, REGION_CONFIG, type Region } from "../regions/regions";
import type { ContentLanguage } from "../catalogue/enums";
import type { ProductFamily } from "../catalogue/families";

export interface SalesRep {
  id: string;
  region: Region;
  name: string;
  email: string;
  phone: string;
  /** What the territory is called on screen, e.g. "Texas, Oklahoma", in the region's default language. */
  territory: string;
  /** The territory's name in the region's other languages (GL's German, French…), by content language. */
  territoryNames?: Readonly<Partial<Record<ContentLanguage, string>>>;
  /** ISO 3166 alpha-2 code of the rep's home country. */
  country: string;
  /** State, province, prefecture or country codes and names a visitor may type. */
  states: string[];
  /**
   * Postal prefixes (`750`), ranges of equal-length prefixes (`750-799`), optionally qualified by
   * a country (`BE:1`, `DE:` for the whole country); unqualified entries are in `country`.
   */
  postalPrefixes: string[];
  cities: string[];
  lines: ProductFamily[];
}

/** A territory as a page shows it: its name in the page's language, or the region's default with that language marked. */
export interface TerritoryText {
  territory: string;
  /** The `lang` of `territory` when it is not in the page's language. */
  territoryLang: ContentLanguage | null;
}

export function territoryIn(rep: Pick<SalesRep, "region" | "territory" | "territoryNames">, language: ContentLanguage): TerritoryText {
  const named = rep.territoryNames?.[language];
  if (named) return { territory: named, territoryLang: null };
  const own = contentLanguageOf(REGION_CONFIG[rep.region].defaultLocale);
  return { territory: rep.territory, territoryLang: own === language ? null : own };
}
