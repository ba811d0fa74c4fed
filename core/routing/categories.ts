/**
 * The product categories, one per product family, with the landing route that names them (both
 * from the family table, core/catalogue/families.ts).
 * Their regional availability is read from the route manifest so the two cannot disagree.
 */
import { REGIONS, type Region } from "../regions/regions";
import { routeById } from "./manifest";
import { FAMILIES, FAMILIES_IN_CATEGORY_ORDER, type ProductFamily } from "../catalogue/families";

export interface Category {
  code: ProductFamily;
  slug: string;
  sortOrder: number;
  regions: readonly Region[];
}


export function defaultCategories(): Category[] {
  return FAMILIES_IN_CATEGORY_ORDER.map((code, index) => {
    const routeId = FAMILIES[code].landingRoute;
    const route = routeById(routeId);
    if (!route) throw new Error(`Category ${code} names unknown route ${routeId}`);
    return {
      code,
      slug: route.path,
      sortOrder: index + 1,
      regions: REGIONS.filter((r) => route.availability[r]),
    };
  });
}
