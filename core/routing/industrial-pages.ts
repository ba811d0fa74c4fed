/**
 * The automotive and appliance pages (spec §2.7): which family and catalogue lines (collections)
 * each presents, and which figures it reads from their products. Routing owns this table because a
 * product of these families has no detail page: its link is the page that shows its line
 * (product-path.ts). The pages' words live in content (core/content/industrial/).
 */
import type { ProductFamily } from "../catalogue/families";

export const INDUSTRIAL_PAGES = ["automotive.skin", "automotive.lightweight", "automotive.component", "appliance.film"] as const;
export type IndustrialPageId = (typeof INDUSTRIAL_PAGES)[number];

export type FigureKind = "recycled" | "weightCut" | "glassFibre" | "thickness" | "designs";

export interface IndustrialPageDef {
  family: ProductFamily;
  /** Collection codes, in display order; null shows every line of the family. */
  lines: readonly string[] | null;
  figures: readonly FigureKind[];
}

export const INDUSTRIAL_PAGE_DEFS: Readonly<Record<IndustrialPageId, IndustrialPageDef>> = {
  "automotive.skin": { family: "AUTOMOTIVE", lines: ["vegan-leather-premium", "vegan-leather-eco", "suede-touch"], figures: ["recycled"] },
  "automotive.lightweight": { family: "AUTOMOTIVE", lines: ["lightweight-lft"], figures: ["weightCut", "glassFibre"] },
  "automotive.component": { family: "AUTOMOTIVE", lines: ["interior-trim", "exterior-parts"], figures: ["weightCut"] },
  "appliance.film": { family: "HOME_APPLIANCE_FILM", lines: null, figures: ["designs", "thickness"] },
};
