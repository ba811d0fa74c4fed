/**
 * The where-to-buy GET form's parameters, read strictly: `q` (a city or postal code), `lat`/`lon`
 * (the browser's location, both or neither), `brand`, `type`. Anything malformed is a named
 * problem the page shows (400), never an exception.
 */
import { isLatLon, type LatLon } from "./distance";
import { isDealerBrand, isPartnerType, type DealerBrand, type PartnerType } from "./partners";

export const MAX_PLACE_LENGTH = 100;

export interface DealerQuery {
  place: string;
  here: LatLon | null;
  brand: DealerBrand | null;
  type: PartnerType | null;
}

export type DealerQueryProblem = "placeTooLong" | "badLocation" | "unknownBrand" | "unknownType";

export type ParsedDealerQuery = { ok: true; query: DealerQuery } | { ok: false; problem: DealerQueryProblem; query: DealerQuery };

/** A coordinate as the form sends it: a plain decimal number, nothing else (no "1e3", no "NaN"). */
const COORDINATE = /^-?\d{1,3}(\.\d{1,10})?$/;

export function parseDealerQuery(params: URLSearchParams, offeredBrands: readonly string[]): ParsedDealerQuery {
  const rawPlace = params.get("q") ?? "";
  const place = rawPlace.trim().replace(/\s+/g, " ");
  const brandParam = params.get("brand") ?? "";
  const typeParam = params.get("type") ?? "";
  const latParam = params.get("lat");
  const lonParam = params.get("lon");
  const brand = brandParam && isDealerBrand(brandParam) && offeredBrands.includes(brandParam) ? brandParam : null;
  const type = typeParam && isPartnerType(typeParam) ? typeParam : null;
  // What can be kept is kept, so the form shows it again beside the message.
  const query: DealerQuery = { place: place.slice(0, MAX_PLACE_LENGTH), here: null, brand, type };

  if (rawPlace.length > MAX_PLACE_LENGTH * 2 || place.length > MAX_PLACE_LENGTH) return { ok: false, problem: "placeTooLong", query };
  if (brandParam && !brand) return { ok: false, problem: "unknownBrand", query };
  if (typeParam && !type) return { ok: false, problem: "unknownType", query };
  if (latParam !== null || lonParam !== null) {
    if (latParam === null || lonParam === null || !COORDINATE.test(latParam) || !COORDINATE.test(lonParam)) return { ok: false, problem: "badLocation", query };
    const here = { lat: Number(latParam), lon: Number(lonParam) };
    if (!isLatLon(here)) return { ok: false, problem: "badLocation", query };
    query.here = here;
  }
  return { ok: true, query };
}
