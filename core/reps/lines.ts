/**
 * Product lines of the rep finder: the category family codes a region offers (from the route
 * manifest, like the categories), and their brand names, which are never translated.
 */
import { defaultCategories } from "../catalogue/categories";
import type { Region } from "../regions/regions";
import type { ProductFamily } from "../routing/manifest-types";

const OFFERED = new Map<Region, ProductFamily[]>();

export function linesOffered(region: Region): readonly ProductFamily[] {
  let lines = OFFERED.get(region);
  if (!lines) OFFERED.set(region, (lines = defaultCategories().filter((c) => c.regions.includes(region)).map((c) => c.code)));
  return lines;
}

export function isLineOffered(region: Region, line: string): line is ProductFamily {
  return (linesOffered(region) as readonly string[]).includes(line);
}

/** Trademarks shown before the localised material name; the other lines are named by material alone. */
export const BRAND_OF_LINE: Readonly<Partial<Record<ProductFamily, string>>> = {
  HIMACS_COLOR: "HIMACS",
  VIATERA_COLOR: "VIATERA",
  TERACANTO_COLOR: "TERACANTO",
  BORTE_COLOR: "BORTE",
  BENIF_COLOR: "BENIF",
  PRD_FLOORING: "HFLOR",
  PCD_VIZUON: "VIZUON",
};

/** A line as the visitor reads it: "HIMACS · Solid surface", or the material alone. */
export function lineLabel(t: (key: `material.${ProductFamily}`) => string, line: ProductFamily): string {
  const brand = BRAND_OF_LINE[line];
  const material = t(`material.${line}`);
  return brand ? `${brand} · ${material}` : material;
}
