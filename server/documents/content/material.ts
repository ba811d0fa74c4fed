/**
 * What kind of material a product family is: its brand mark and the advice class (installation, care,
 * fabrication). Tests, certificates and warranty periods are product data (core/catalogue/technical-data.ts).
 */
import type { MaterialClass } from "../../../core/catalogue/guides";
import { familyFacts, type ProductFamily } from "../../../core/catalogue/families";

interface FamilyProfile {
  brand: string;
  materialClass: MaterialClass;
}

/** The family table (core/catalogue/families.ts) as the documents read it. */
export function profileOf(family: ProductFamily): FamilyProfile {
  const facts = familyFacts(family);
  return { brand: facts.documentBrand, materialClass: facts.materialClass };
}

export function isThermoformable(family: ProductFamily): boolean {
  return familyFacts(family).thermoformed === true;
}
