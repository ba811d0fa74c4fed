/**
 * The product categories, one per product family, with the landing route that names them.
 * Their regional availability is read from the route manifest so the two cannot disagree.
 */
import { REGIONS, type Region } from "../regions/regions";
import { routeById } from "../routing/manifest";
import type { ProductFamily } from "../routing/manifest-types";

export interface Category {
  code: ProductFamily;
  slug: string;
  sortOrder: number;
  regions: readonly Region[];
}

const LANDING_ROUTES: ReadonlyArray<readonly [ProductFamily, string]> = [
  ["HIMACS_COLOR", "himacs.category"],
  ["VIATERA_COLOR", "viatera.category"],
  ["TERACANTO_COLOR", "teracanto.category"],
  ["BORTE_COLOR", "borte.category"],
  ["BENIF_COLOR", "benif.category"],
  ["DECO_COLOR", "deco.category"],
  ["EXTERIOR_COLOR", "exterior.category"],
  ["PCD_VIZUON", "vizuon.category"],
  ["PRD_FLOORING", "hflor.category.about"],
  ["AUTOMOTIVE", "automotive.skin"],
  ["HOME_APPLIANCE_FILM", "appliance.film"],
];

export function defaultCategories(): Category[] {
  return LANDING_ROUTES.map(([code, routeId], index) => {
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
