import type { CatalogueOverrides } from "../types";
import { enNAGuide } from "./guide/en-US";
import { enNAVisualiser } from "./visualiser/en-US";

/**
 * Canadian English: only where the GL English catalogue differs. Canadian spelling keeps "colour" and
 * "catalogue" as en.ts does, so the differences are the discontinued badge, which en.ts spells the
 * American way, and "countertop", the North American word for the British "worktop".
 */
export const enCA = {
  "badge.discontinued": "Discontinued Colour",

  "meta.description.HIMACS_CATEGORY": "HIMACS solid surface: explore the collections, quality, certifications and sustainability of a seamless material for countertops, walls and furniture.",
  "meta.description.VIATERA_CATEGORY": "VIATERA quartz surface: explore the collections, quality, certifications and sustainability of a hard-wearing quartz for countertops and vanities.",
  "meta.description.VIATERA_SINK": "VIATERA quartz sinks for kitchens and bathrooms: see each shape with its overall and inner dimensions, and the colours that match your countertop.",
  "meta.description.TERACANTO_CATEGORY": "TERACANTO porcelain surface: explore the collections, quality, certifications and sustainability of large porcelain slabs for countertops and walls.",
  // The rep finder (issue 12): Canada has provinces.
  "reps.intro": "Enter a postal code, a province or a city to find the representative for your area and product line.",
  "reps.searchLabel": "Postal code, province or city",
  "reps.error.characters": "Please enter a postal code, a province or a city, in letters and digits only.",
  ...enNAGuide,
  ...enNAVisualiser,
} satisfies CatalogueOverrides;
