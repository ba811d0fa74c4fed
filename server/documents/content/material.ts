/**
 * What kind of material a product family is: its brand mark, the advice class (installation, care,
 * fabrication) and the technical suite (tests, certificates, warranty periods).
 */
import type { ProductFamily } from "../../../core/routing/manifest-types";
import type { MaterialClass } from "../labels/types";

export type Suite =
  | "solidSurface"
  | "quartz"
  | "porcelain"
  | "panel"
  | "interiorFilm"
  | "exteriorFilm"
  | "graphicFilm"
  | "automotive"
  | "appliance"
  | "flooring";

interface FamilyProfile {
  brand: string;
  materialClass: MaterialClass;
  suite: Suite;
}

const PROFILES: Record<ProductFamily, FamilyProfile> = {
  HIMACS_COLOR: { brand: "HIMACS", materialClass: "surface", suite: "solidSurface" },
  VIATERA_COLOR: { brand: "VIATERA", materialClass: "surface", suite: "quartz" },
  TERACANTO_COLOR: { brand: "TERACANTO", materialClass: "surface", suite: "porcelain" },
  BORTE_COLOR: { brand: "BORTE", materialClass: "surface", suite: "panel" },
  BENIF_COLOR: { brand: "BENIF", materialClass: "film", suite: "interiorFilm" },
  DECO_COLOR: { brand: "DECO FILM", materialClass: "film", suite: "interiorFilm" },
  EXTERIOR_COLOR: { brand: "EXTERIOR FILM", materialClass: "film", suite: "exteriorFilm" },
  PRD_FLOORING: { brand: "HFLOR", materialClass: "flooring", suite: "flooring" },
  PCD_VIZUON: { brand: "VIZUON", materialClass: "film", suite: "graphicFilm" },
  AUTOMOTIVE: { brand: "AUTOMOTIVE SURFACES", materialClass: "film", suite: "automotive" },
  HOME_APPLIANCE_FILM: { brand: "APPLIANCE FILM", materialClass: "film", suite: "appliance" },
};

export function profileOf(family: ProductFamily): FamilyProfile {
  return PROFILES[family];
}

/** Solid surface is the one material that is thermoformed. */
export function isThermoformable(family: ProductFamily): boolean {
  return family === "HIMACS_COLOR";
}
