/** A sales representative as the site shows and matches it (a `sales_reps` row). */
import type { Region } from "../regions/regions";
import type { ProductFamily } from "../routing/manifest-types";

export interface SalesRep {
  id: string;
  region: Region;
  name: string;
  email: string;
  phone: string;
  /** What the territory is called on screen, e.g. "Texas, Oklahoma". */
  territory: string;
  /** ISO 3166 alpha-2 code of the rep's home country. */
  country: string;
  /** State, province, prefecture or country codes and names a visitor may type. */
  states: string[];
  /**
   * Postal prefixes (`750`), ranges of equal-length prefixes (`750-799`), optionally qualified by
   * a country (`BE:1`, `DE:` for the whole country); unqualified entries are in `country`.
   */
  postalPrefixes: string[];
  cities: string[];
  lines: ProductFamily[];
}
