import type { DealerBrand } from "../../core/dealers/partners";

/** A brand's name is the navigation's (one wording for the brand across the site). */
export const BRAND_LABEL = {
  HIMACS_COLOR: "nav.himacs",
  VIATERA_COLOR: "nav.viatera",
  TERACANTO_COLOR: "nav.teracanto",
  BORTE_COLOR: "nav.borte",
  BENIF_COLOR: "nav.benif",
  DECO_COLOR: "nav.deco",
  EXTERIOR_COLOR: "nav.exterior",
  PCD_VIZUON: "nav.vizuon",
  PRD_FLOORING: "nav.hflor",
} as const satisfies Record<DealerBrand, string>;
