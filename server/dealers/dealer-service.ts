/**
 * Where to buy: the region's partners, the place a visitor searched for (gazetteer) and the
 * ranked list the page, its map and the tests share.
 */
import { asc, eq } from "drizzle-orm";
import { defaultCategories } from "../../core/routing/categories";
import type { LatLon } from "../../core/dealers/distance";
import { DEALER_BRANDS, type DealerBrand, type PartnerType } from "../../core/dealers/partners";
import { rankPartners } from "../../core/dealers/ranking";
import type { DealerQuery } from "../../core/dealers/search-params";
import type { Region } from "../../core/regions/regions";
import type { Database } from "../db/client";
import { dealers } from "../db/schema";
import { Gazetteer, type Place } from "./gazetteer/gazetteer";

export interface Partner {
  id: string;
  name: string;
  partnerType: PartnerType;
  brands: DealerBrand[];
  country: string;
  stateOrProvince: string;
  city: string;
  postalCode: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  lat: number;
  lon: number;
}

export interface DealerSearch {
  /** Where the distances are measured from: a found place, or the visitor's location. */
  origin: { kind: "place"; place: Place; others: Place[] } | { kind: "here"; point: LatLon } | null;
  /** The place was not found: the list is every partner, by name, with these suggestions. */
  notFound: { suggestions: Place[] } | null;
  results: { partner: Partner; km: number | null }[];
  /** Matching partners in the region, before the limit. */
  total: number;
}

/** The gazetteer file, relative to the project root (scripts/build-gazetteer.ts writes it). */
export const GAZETTEER_FILE = "server/dealers/gazetteer/cities.tsv.gz";

/** The list and the map stay readable; the nearest are what a visitor came for. */
export const RESULT_LIMIT = 12;

const categories = defaultCategories();

/** The brands a region offers, in the site's order (the filter's choices). */
export const brandsOffered = (region: Region): DealerBrand[] =>
  DEALER_BRANDS.filter((brand) => categories.some((category) => category.code === brand && category.regions.includes(region)));

export class DealerService {
  readonly gazetteer: Gazetteer;

  constructor(
    private readonly db: Database,
    gazetteerFile: string,
  ) {
    this.gazetteer = new Gazetteer(gazetteerFile);
  }

  async partners(region: Region): Promise<Partner[]> {
    const rows = await this.db.select().from(dealers).where(eq(dealers.region, region)).orderBy(asc(dealers.name));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      partnerType: row.partnerType as PartnerType,
      brands: row.brands as DealerBrand[],
      country: row.country,
      stateOrProvince: row.stateOrProvince,
      city: row.city,
      postalCode: row.postalCode,
      address: row.address,
      phone: row.phone,
      email: row.email,
      website: row.website,
      lat: row.latitude,
      lon: row.longitude,
    }));
  }

  async search(region: Region, query: DealerQuery): Promise<DealerSearch> {
    const partners = await this.partners(region);
    const countries = [...new Set(partners.map((partner) => partner.country))];
    let origin: DealerSearch["origin"] = null;
    let notFound: DealerSearch["notFound"] = null;
    if (query.here) origin = { kind: "here", point: query.here };
    else if (query.place) {
      const known = partners.map((partner) => ({ code: partner.postalCode, place: { name: partner.city, country: partner.country, state: partner.stateOrProvince, lat: partner.lat, lon: partner.lon } }));
      const lookup = this.gazetteer.lookup(query.place, countries, known);
      if (lookup.found) origin = { kind: "place", place: lookup.found, others: lookup.others };
      else notFound = { suggestions: lookup.suggestions };
    }
    const from = origin?.kind === "here" ? origin.point : origin?.kind === "place" ? origin.place : null;
    const filter = { brand: query.brand, type: query.type };
    const all = rankPartners(partners, filter, from, Number.MAX_SAFE_INTEGER);
    return { origin, notFound, results: all.slice(0, RESULT_LIMIT).map(({ partner, km }) => ({ partner, km })), total: all.length };
  }
}
