import type { Region } from "../regions/regions";

/** Product family codes of spec §3 (route or category metadata). */
export const PRODUCT_FAMILIES = [
  "HIMACS_COLOR",
  "VIATERA_COLOR",
  "TERACANTO_COLOR",
  "BORTE_COLOR",
  "BENIF_COLOR",
  "DECO_COLOR",
  "EXTERIOR_COLOR",
  "PRD_FLOORING",
  "PCD_VIZUON",
  "AUTOMOTIVE",
  "HOME_APPLIANCE_FILM",
] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

/** What a route renders. `redirect` entries answer with a redirect and render nothing. */
export type PageKind =
  | "category"
  | "finder"
  | "product"
  | "sinks"
  | "info"
  | "all-colors"
  | "not-found"
  | "redirect";

export type PageType = "PCD" | "PD";

export type Availability = Readonly<Record<Region, boolean>>;

export interface RouteEntry {
  /** Stable identifier, also the React Router route id. */
  id: string;
  /** Pattern after `/{region}/products/`, React Router syntax (`:param`, `*`); "" is the products root. */
  path: string;
  kind: PageKind;
  /** Key of the localised page title (messages `meta.<metaCode>`). */
  metaCode: string;
  family?: ProductFamily;
  pageType?: PageType;
  categoryId?: number;
  /** Category type, when one path serves more than one (spec: the second /exterior-film entry). */
  categoryTypes?: readonly string[];
  availability: Availability;
  /** Allowed values of a dynamic segment; any other value is an unknown page. */
  paramValues?: Readonly<Record<string, readonly string[]>>;
  /** For redirects: target pattern after `/{region}/products/`, `:param` and `*` filled from the match. */
  redirectTo?: string;
  /** The entry whose page this route belongs to (finder filter children, detail variants). */
  parent?: string;
}
