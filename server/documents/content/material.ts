/**
 * What kind of material a product family is: its brand mark and the advice class (installation, care,
 * fabrication). Tests, certificates and warranty periods are product data (core/catalogue/technical-data.ts).
 */
import type { MaterialClass } from "../../../core/catalogue/guides";
import type { ProductFamily } from "../../../core/routing/manifest-types";

interface FamilyProfile {
  brand: string;
  materialClass: MaterialClass;
}

const PROFILES: Record<ProductFamily, FamilyProfile> = {
  HIMACS_COLOR: { brand: "HIMACS", materialClass: "surface" },
  VIATERA_COLOR: { brand: "VIATERA", materialClass: "surface" },
  TERACANTO_COLOR: { brand: "TERACANTO", materialClass: "surface" },
  BORTE_COLOR: { brand: "BORTE", materialClass: "surface" },
  BENIF_COLOR: { brand: "BENIF", materialClass: "film" },
  DECO_COLOR: { brand: "DECO FILM", materialClass: "film" },
  EXTERIOR_COLOR: { brand: "EXTERIOR FILM", materialClass: "film" },
  PRD_FLOORING: { brand: "HFLOR", materialClass: "flooring" },
  PCD_VIZUON: { brand: "VIZUON", materialClass: "film" },
  AUTOMOTIVE: { brand: "AUTOMOTIVE SURFACES", materialClass: "film" },
  HOME_APPLIANCE_FILM: { brand: "APPLIANCE FILM", materialClass: "film" },
};

export function profileOf(family: ProductFamily): FamilyProfile {
  return PROFILES[family];
}

/** Solid surface is the one material that is thermoformed. */
export function isThermoformable(family: ProductFamily): boolean {
  return family === "HIMACS_COLOR";
}
