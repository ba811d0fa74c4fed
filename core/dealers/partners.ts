/**
 * Where-to-buy partners: what a partner is and which brands it may carry. Brands are the product
 * families a visitor recognises on the site, marked `dealers` in the family table
 * (core/catalogue/families.ts: automotive and appliance films are sold to industry, not through dealers).
 */
import { DEALER_BRANDS, type DealerBrand } from "../catalogue/families";

export { DEALER_BRANDS, type DealerBrand };

export const PARTNER_TYPES = ["dealer", "distributor", "fabricator", "showroom"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const isPartnerType = (value: string): value is PartnerType => (PARTNER_TYPES as readonly string[]).includes(value);
export const isDealerBrand = (value: string): value is DealerBrand => (DEALER_BRANDS as readonly string[]).includes(value);
