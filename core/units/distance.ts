/**
 * Distances to a place (where to buy): kilometres, or miles in imperial regions (US). Stored and
 * computed in km; converted only where shown.
 */
import { REGION_CONFIG, type Locale, type Region, type UnitSystem } from "../regions/regions";

export const KM_PER_MILE = 1.609344;

const formats = new Map<string, Intl.NumberFormat>();

/** Under 10 one decimal ("3.4 km"), above that whole units ("128 mi"). */
export function distanceIn(system: UnitSystem, km: number, locale: Locale): string {
  const value = system === "imperial" ? km / KM_PER_MILE : km;
  const unit = system === "imperial" ? "mile" : "kilometer";
  const digits = value < 10 ? 1 : 0;
  const key = `${locale}|${unit}|${digits}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: digits })));
  return format.format(value);
}

export function formatDistance(km: number, region: Region, locale: Locale): string {
  return distanceIn(REGION_CONFIG[region].units, km, locale);
}
