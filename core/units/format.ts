/**
 * Measurements are stored metric (millimetres, kilograms) and shown in the region's units:
 * inch and lbs in the US, mm, cm and kg elsewhere (spec §9).
 */
import { REGION_CONFIG, type Locale, type Region, type UnitSystem } from "../regions/regions";
import { MM_PER_INCH, inchFraction, tradeDimensions, tradeLength, tradeThickness } from "./trade-sizes";

const KG_PER_LB = 0.45359237;
const LB_PER_FT3_PER_G_PER_CM3 = 62.42796;
/** 1 N per 25 mm is 1.016 N per inch, at 0.224809 lbf per N. */
const LBF_PER_IN_PER_N_PER_25MM = (MM_PER_INCH / 25) * 0.2248089;

/** "roll": film and flooring roll lengths, in metres or feet. */
type LengthUse = "thickness" | "dimension" | "roll";

const FEET_PER_MM = 1 / 304.8;

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and immutable: one per locale, unit and precision. */
function cachedFormat(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = create()));
  return format;
}

/**
 * One unit notation per locale, on pages and in PDFs alike: the locale's own short units ("30 мм",
 * "12 kg"), except Chinese, whose CLDR data mixes characters and symbols ("28毫米" beside "3 kg"):
 * there the international symbols are written, as Chinese datasheets and GB standards do. Chinese
 * digits and separators are the same as English ones, so only the unit changes.
 */
const UNIT_LOCALE: Partial<Record<Locale, string>> = { "zh-CN": "en" };

function unitFormat(locale: Locale, unit: string, maximumFractionDigits: number): Intl.NumberFormat {
  return cachedFormat(`${locale}|${unit}|${maximumFractionDigits}`, () => new Intl.NumberFormat(UNIT_LOCALE[locale] ?? locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits }));
}

/** The millimetre as the locale writes it, for compound units Intl has no name for (mm³, N/25 mm). */
function millimetreSymbol(locale: Locale): string {
  return unitFormat(locale, "millimeter", 0).formatToParts(1).find((part) => part.type === "unit")?.value ?? "mm";
}

/** A measurement in both systems, so a page can show either (app/ui/Measure.tsx). */
export interface BothUnits {
  metric: string;
  imperial: string;
}

export const unitsOf = (region: Region): UnitSystem => REGION_CONFIG[region].units;

/** Plain numbers in the locale, for figures the trade-size rules put units beside. */
function plainNumber(locale: Locale) {
  return (value: number, digits: number) => cachedFormat(`${locale}|plain|${digits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits })).format(value);
}

/**
 * Thickness in mm (metric) or as the US trade writes it (1/2″, 12 mil: core/units/trade-sizes.ts),
 * the manufacturer's nominal inches where stated; dimensions in cm above 100 cm, else mm, or
 * inches; roll lengths in metres or feet.
 */
export function lengthIn(system: UnitSystem, mm: number, locale: Locale, use: LengthUse = "dimension", nominalIn?: number): string {
  if (use === "roll") return system === "imperial" ? unitFormat(locale, "foot", 0).format(mm * FEET_PER_MM) : unitFormat(locale, "meter", 1).format(mm / 1000);
  if (system === "imperial") {
    if (use === "thickness") return nominalIn !== undefined ? inchFraction(nominalIn) : tradeThickness(mm, plainNumber(locale));
    return tradeLength(mm);
  }
  if (use === "dimension" && mm >= 1000) return unitFormat(locale, "centimeter", 1).format(mm / 10);
  return unitFormat(locale, "millimeter", 1).format(mm);
}

export function formatLength(mm: number, region: Region, locale: Locale, use: LengthUse = "dimension", nominalIn?: number): string {
  return lengthIn(unitsOf(region), mm, locale, use, nominalIn);
}

/**
 * Width x length (x height). Metric with the unit once, on the last figure as the locale writes
 * it: "3,680 × 760 mm", "3 680 × 760 мм", "3,680 × 760毫米". Imperial as the trade sells it:
 * "4 × 8 ft", "30″ × 145"", "2″ × 2"".
 */
export function dimensionsIn(system: UnitSystem, mms: readonly number[], locale: Locale): string {
  if (!mms.length) return "";
  if (system === "imperial") return tradeDimensions(mms);
  const numbers = plainNumber(locale);
  const values = [...mms];
  const last = values.pop()!;
  return [...values.map((value) => numbers(value, 1)), unitFormat(locale, "millimeter", 1).format(last)].join(" × ");
}

export function formatDimensions(mms: readonly number[], region: Region, locale: Locale): string {
  return dimensionsIn(unitsOf(region), mms, locale);
}

export function weightIn(system: UnitSystem, kg: number, locale: Locale): string {
  if (system === "imperial") return unitFormat(locale, "pound", 1).format(kg / KG_PER_LB);
  return unitFormat(locale, "kilogram", 1).format(kg);
}

export function formatWeight(kg: number, region: Region, locale: Locale): string {
  return weightIn(unitsOf(region), kg, locale);
}

/** What a measurement is, for {@link measureBoth}. */
export type Measurement =
  | { kind: "length"; mm: number; use?: LengthUse; /** The manufacturer's nominal imperial size, in inches. */ nominalIn?: number }
  | { kind: "dimensions"; mms: readonly number[] }
  | { kind: "weight"; kg: number };

function measureIn(system: UnitSystem, m: Measurement, locale: Locale): string {
  switch (m.kind) {
    case "length":
      return lengthIn(system, m.mm, locale, m.use, m.nominalIn);
    case "dimensions":
      return dimensionsIn(system, m.mms, locale);
    case "weight":
      return weightIn(system, m.kg, locale);
  }
}

/** The measurement written in both systems; a page shows the visitor's choice (the region's by default). */
export function measureBoth(m: Measurement, locale: Locale): BothUnits {
  return { metric: measureIn("metric", m, locale), imperial: measureIn("imperial", m, locale) };
}

/** The measurement in the region's units only (API, PDFs, meta text). */
export function measureFor(m: Measurement, region: Region, locale: Locale): string {
  return measureIn(unitsOf(region), m, locale);
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
  const significant = (n: number) => cachedFormat(`${locale}|significant`, () => new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 })).format(n);
  switch (unit) {
    case undefined:
      return plain(value, digits);
    case "mm":
      return imperial ? unitFormat(locale, "inch", Math.min(digits + 2, 4)).format(value / MM_PER_INCH) : unitFormat(locale, "millimeter", digits).format(value);
    case "mm/min":
      return imperial ? `${plain(value / MM_PER_INCH, Math.min(digits + 1, 4))}\u00a0in/min` : unitFormat(locale, "millimeter-per-minute", digits).format(value);
    // Volumes, densities, peel forces and expansion quote lengths too: imperial pages convert them.
    case "mm³":
      return imperial ? `${significant(value / MM_PER_INCH ** 3)}\u00a0in³` : `${plain(value, digits)}\u00a0${millimetreSymbol(locale)}³`;
    case "g/cm³":
      return imperial ? `${significant(value * LB_PER_FT3_PER_G_PER_CM3)}\u00a0lb/ft³` : `${plain(value, digits)}\u00a0g/cm³`;
    case "N/25 mm":
      return imperial ? `${significant(value * LBF_PER_IN_PER_N_PER_25MM)}\u00a0lbf/in` : `${plain(value, digits)}\u00a0N/25\u00a0${millimetreSymbol(locale)}`;
    case "µm/(m·K)":
      return imperial ? `${significant(value / 1.8)}\u00a0µin/(in·°F)` : `${plain(value, digits)}\u00a0µm/(m·K)`;
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

/**
 * Sizes stored as catalogue text ("3040 x 1440 mm", the slab-size facet's value) as numbers, so
 * they can be shown in the reader's units; undefined for text of any other shape.
 */
export function parseMetricSize(text: string): { mms: number[]; note: string } | undefined {
  const match = /^\s*(\d+(?:\.\d+)?(?:\s*[x×]\s*\d+(?:\.\d+)?)*)\s*mm\b(\s*\([^()]*\))?\s*$/i.exec(text);
  return match ? { mms: match[1]!.split(/[x×]/i).map((n) => Number.parseFloat(n)), note: match[2] ?? "" } : undefined;
}
