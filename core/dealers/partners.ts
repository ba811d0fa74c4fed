/**
 * Where-to-buy partners: what a partner is and which brands it may carry. Brands are the product
 * families a visitor recognises on the site (automotive and appliance films are sold to industry,
 * not through dealers).
 */
import type { ProductFamily } from "../routing/manifest-types";

export const PARTNER_TYPES = ["dealer", "distributor", "fabricator", "showroom"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const DEALER_BRANDS = [
  "HIMACS_COLOR",
  "VIATERA_COLOR",
  "TERACANTO_COLOR",
  "BORTE_COLOR",
  "BENIF_COLOR",
  "DECO_COLOR",
  "EXTERIOR_COLOR",
  "PCD_VIZUON",
  "PRD_FLOORING",
] as const satisfies readonly ProductFamily[];
export type DealerBrand = (typeof DEALER_BRANDS)[number];

export const isPartnerType = (value: string): value is PartnerType => (PARTNER_TYPES as readonly string[]).includes(value);
export const isDealerBrand = (value: string): value is DealerBrand => (DEALER_BRANDS as readonly string[]).includes(value);
