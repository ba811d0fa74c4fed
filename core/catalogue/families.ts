/**
 * The product families (spec §3): one row per family with every fact the site keeps about it, so
 * the schema, the finder, the navigation, where-to-buy, the rep finder, samples and the PDFs read
 * one table. Add a family here and the typecheck names each place that still needs a word for it
 * (its messages, its manifest entries).
 *
 * The rows are declared in the order the API has always listed the families (OpenAPI enums);
 * `categoryOrder` is the order visitors see them in (menus, categories, where-to-buy brands).
 * Labels are message keys, checked against the message catalogue where they are used (routing),
 * so this table imports nothing.
 */
import type { MaterialClass } from "./guides";

/** How a family's sample is sent (core/samples/options.ts gives the sizes). */
export type SampleKind = "chips" | "sheets" | "tile";

export interface FamilyFacts {
  /** The family's code in finder facets and filter URLs (`family`, `category`). */
  short: string;
  /** Position in menus, the category list and where-to-buy's brands (1 = first). */
  categoryOrder: number;
  /** The manifest entry of the family's landing: the category's page in menus and the products overview. */
  landingRoute: string;
  /** The navigation's name for the family (`nav.*`), also its name as a where-to-buy brand. */
  navLabel: `nav.${string}`;
  /** The trademark shown before the material name in the rep finder; lines without one are named by material alone. */
  brand?: string;
  /** The brand line printed on the family's PDFs. */
  documentBrand: string;
  /** The advice a document gives (installation, care, fabrication). */
  materialClass: MaterialClass;
  /** Thermoformed (solid surface): its documents carry the thermoforming guidance. */
  thermoformed?: boolean;
  /** Sold through where-to-buy partners (automotive and appliance films are sold to industry). */
  dealers: boolean;
  /** The sample a visitor can order; without one the family sends its one standard sample. */
  sample?: SampleKind;
}

export const FAMILIES = {
  HIMACS_COLOR: { short: "himacs", categoryOrder: 1, landingRoute: "himacs.category", navLabel: "nav.himacs", brand: "HIMACS", documentBrand: "HIMACS", materialClass: "surface", thermoformed: true, dealers: true, sample: "chips" },
  VIATERA_COLOR: { short: "viatera", categoryOrder: 2, landingRoute: "viatera.category", navLabel: "nav.viatera", brand: "VIATERA", documentBrand: "VIATERA", materialClass: "surface", dealers: true, sample: "chips" },
  TERACANTO_COLOR: { short: "teracanto", categoryOrder: 3, landingRoute: "teracanto.category", navLabel: "nav.teracanto", brand: "TERACANTO", documentBrand: "TERACANTO", materialClass: "surface", dealers: true, sample: "chips" },
  BORTE_COLOR: { short: "borte", categoryOrder: 4, landingRoute: "borte.category", navLabel: "nav.borte", brand: "BORTE", documentBrand: "BORTE", materialClass: "surface", dealers: true },
  BENIF_COLOR: { short: "benif", categoryOrder: 5, landingRoute: "benif.category", navLabel: "nav.benif", brand: "BENIF", documentBrand: "BENIF", materialClass: "film", dealers: true, sample: "sheets" },
  DECO_COLOR: { short: "deco", categoryOrder: 6, landingRoute: "deco.category", navLabel: "nav.deco", documentBrand: "DECO FILM", materialClass: "film", dealers: true, sample: "sheets" },
  EXTERIOR_COLOR: { short: "exterior", categoryOrder: 7, landingRoute: "exterior.category", navLabel: "nav.exterior", documentBrand: "EXTERIOR FILM", materialClass: "film", dealers: true, sample: "sheets" },
  PRD_FLOORING: { short: "hflor", categoryOrder: 9, landingRoute: "hflor.category.about", navLabel: "nav.hflor", brand: "HFLOR", documentBrand: "HFLOR", materialClass: "flooring", dealers: true, sample: "tile" },
  PCD_VIZUON: { short: "vizuon", categoryOrder: 8, landingRoute: "vizuon.category", navLabel: "nav.vizuon", brand: "VIZUON", documentBrand: "VIZUON", materialClass: "film", dealers: true, sample: "sheets" },
  AUTOMOTIVE: { short: "automotive", categoryOrder: 10, landingRoute: "automotive.skin", navLabel: "nav.automotive", documentBrand: "AUTOMOTIVE SURFACES", materialClass: "film", dealers: false },
  HOME_APPLIANCE_FILM: { short: "appliance", categoryOrder: 11, landingRoute: "appliance.film", navLabel: "nav.appliance", documentBrand: "APPLIANCE FILM", materialClass: "film", dealers: false, sample: "sheets" },
} as const satisfies Record<string, FamilyFacts>;

type Table = typeof FAMILIES;
export type ProductFamily = keyof Table;

/** Every family code, in the table's (the API's) order; a non-empty tuple for zod's enum. */
export const PRODUCT_FAMILIES = Object.keys(FAMILIES) as [ProductFamily, ...ProductFamily[]];

/** One family's facts. */
export const familyFacts = (family: ProductFamily): FamilyFacts => FAMILIES[family];

/** Every family code in the order visitors see them. */
export const FAMILIES_IN_CATEGORY_ORDER: readonly ProductFamily[] = [...PRODUCT_FAMILIES].sort((a, b) => FAMILIES[a].categoryOrder - FAMILIES[b].categoryOrder);

/** The families where-to-buy partners carry (their brands), in category order. */
export type DealerBrand = { [F in ProductFamily]: Table[F]["dealers"] extends true ? F : never }[ProductFamily];
export const DEALER_BRANDS = FAMILIES_IN_CATEGORY_ORDER.filter((f): f is DealerBrand => FAMILIES[f].dealers) as [DealerBrand, ...DealerBrand[]];

/** A family's navigation label, as the literal type of its row (so callers keep the message key type). */
export type FamilyNavLabel = Table[ProductFamily]["navLabel"];
export const familyNavLabel = (family: ProductFamily): FamilyNavLabel => FAMILIES[family].navLabel;

export const isProductFamily = (code: string): code is ProductFamily => Object.hasOwn(FAMILIES, code);
