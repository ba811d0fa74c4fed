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

/** A temperature stored in °C: °F in imperial regions. */
export function formatTemperature(celsius: number, region: Region, locale: Locale): string {
  if (REGION_CONFIG[region].units === "imperial") return unitFormat(locale, "fahrenheit", 0).format((celsius * 9) / 5 + 32);
  return unitFormat(locale, "celsius", 0).format(celsius);
}

/** Units of test figures (core/catalogue/technical-data.ts TEST_UNITS). */
type FigureUnit = "MPa" | "N" | "N/25 mm" | "J" | "mm" | "mm³" | "mm/min" | "g/cm³" | "%" | "mg" | "µm/(m·K)" | "cycles" | "deltaE";

/**
 * A test figure in the region's units: lengths (mm, mm/min) in inches in imperial regions, every
 * other unit as the standard states it. `digits` are the decimals of the metric figure.
 */
export function formatFigure(value: number, unit: FigureUnit | undefined, digits: number, region: Region, locale: Locale): string {
  const plain = (n: number, places: number) =>
    cachedFormat(`${locale}|fixed|${places}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places })).format(n);
  const imperial = REGION_CONFIG[region].units === "imperial";
  switch (unit) {
    case undefined:
      return plain(value, digits);
    case "mm":
      return imperial ? unitFormat(locale, "inch", Math.min(digits + 2, 4)).format(value / MM_PER_INCH) : `${plain(value, digits)}\u00a0mm`;
    case "mm/min":
      return imperial ? `${plain(value / MM_PER_INCH, Math.min(digits + 1, 4))}\u00a0in/min` : `${plain(value, digits)}\u00a0mm/min`;
    case "%":
      return cachedFormat(`${locale}|percent|${digits}`, () => new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits })).format(value / 100);
    case "deltaE":
      return `ΔE\u00a0${plain(value, digits)}`;
    case "cycles":
      return plain(value, digits);
    default:
      return `${plain(value, digits)}\u00a0${unit}`;
  }
}
