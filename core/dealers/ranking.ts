/**
 * The where-to-buy list: partners that match the filters, nearest first. Pure, so the page, the
 * map endpoint and the tests rank the same way.
 */
import { distanceKm, type LatLon } from "./distance";
import type { DealerBrand, PartnerType } from "./partners";

export interface RankablePartner extends LatLon {
  id: string;
  name: string;
  partnerType: PartnerType;
  brands: readonly string[];
}

export interface PartnerFilter {
  brand?: DealerBrand | null;
  type?: PartnerType | null;
}

export interface Ranked<T> {
  partner: T;
  /** null when no origin was given (the list is then alphabetical). */
  km: number | null;
}

export const matchesFilter = (partner: RankablePartner, filter: PartnerFilter): boolean =>
  (!filter.brand || partner.brands.includes(filter.brand)) && (!filter.type || partner.partnerType === filter.type);

/**
 * Nearest first from `origin` (ties by name, then id, so the order is stable); without an origin,
 * by name. `limit` keeps the list and the map readable.
 */
export function rankPartners<T extends RankablePartner>(partners: readonly T[], filter: PartnerFilter, origin: LatLon | null, limit: number): Ranked<T>[] {
  const matching = partners.filter((partner) => matchesFilter(partner, filter));
  const ranked = matching.map((partner) => ({ partner, km: origin ? distanceKm(origin, partner) : null }));
  const byName = (a: Ranked<T>, b: Ranked<T>) => a.partner.name.localeCompare(b.partner.name, "en") || a.partner.id.localeCompare(b.partner.id);
  ranked.sort((a, b) => (a.km !== null && b.km !== null && a.km !== b.km ? a.km - b.km : byName(a, b)));
  return ranked.slice(0, limit);
}
