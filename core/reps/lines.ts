/**
 * Product lines of the rep finder: the category family codes a region offers (from the route
 * manifest, like the categories), and their brand names (the family table), which are never translated.
 */
import { defaultCategories } from "../routing/categories";
import { familyFacts, type ProductFamily } from "../catalogue/families";
import type { Region } from "../regions/regions";

const OFFERED = new Map<Region, ProductFamily[]>();

export function linesOffered(region: Region): readonly ProductFamily[] {
  let lines = OFFERED.get(region);
  if (!lines) OFFERED.set(region, (lines = defaultCategories().filter((c) => c.regions.includes(region)).map((c) => c.code)));
  return lines;
}

export function isLineOffered(region: Region, line: string): line is ProductFamily {
  return (linesOffered(region) as readonly string[]).includes(line);
}


/** A line as the visitor reads it: "HIMACS · Solid surface", or the material alone. */
export function lineLabel(t: (key: `material.${ProductFamily}`) => string, line: ProductFamily): string {
  const brand = familyFacts(line).brand;
  const material = t(`material.${line}`);
  return brand ? `${brand} · ${material}` : material;
}
