/**
 * Measurements are stored metric (millimetres, kilograms) and shown in the region's units:
 * inch and lbs in the US, mm, cm and kg elsewhere (spec §9).
 */
import { REGION_CONFIG, type Locale, type Region } from "../regions/regions";

const MM_PER_INCH = 25.4;
const KG_PER_LB = 0.45359237;

type LengthUse = "thickness" | "dimension";

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and immutable: one per locale, unit and precision. */
function cachedFormat(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = create()));
  return format;
}

function unitFormat(locale: Locale, unit: string, maximumFractionDigits: number): Intl.NumberFormat {
  return cachedFormat(`${locale}|${unit}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits }));
}

/** Thickness in mm (metric) or inch to 3 places (imperial); dimensions in cm above 100 cm, else mm. */
export function formatLength(mm: number, region: Region, locale: Locale, use: LengthUse = "dimension"): string {
  if (REGION_CONFIG[region].units === "imperial") {
    const inches = mm / MM_PER_INCH;
    return unitFormat(locale, "inch", use === "thickness" ? 3 : 2).format(inches);
  }
  if (use === "dimension" && mm >= 1000) return unitFormat(locale, "centimeter", 1).format(mm / 10);
  return unitFormat(locale, "millimeter", 1).format(mm);
}

/** Width x length (x height) with the unit once at the end, e.g. "3,680 x 760 mm" or "144.88 x 29.92 in". */
export function formatDimensions(mms: readonly number[], region: Region, locale: Locale): string {
  const imperial = REGION_CONFIG[region].units === "imperial";
  const digits = imperial ? 2 : 1;
  const numbers = cachedFormat(`${locale}|plain|${digits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }));
  const values = mms.map((mm) => numbers.format(imperial ? mm / MM_PER_INCH : mm));
  return `${values.join(" × ")} ${imperial ? "in" : "mm"}`;
}

export function formatWeight(kg: number, region: Region, locale: Locale): string {
  if (REGION_CONFIG[region].units === "imperial") return unitFormat(locale, "pound", 1).format(kg / KG_PER_LB);
  return unitFormat(locale, "kilogram", 1).format(kg);
}
