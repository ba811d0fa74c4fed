/**
 * Numbers, measurements, dates and test values in the document's language. Measurements are
 * metric first with imperial in brackets, as in international datasheets, written by the pages'
 * formatter (core/units/format.ts).
 */
import type { TestConditions, TestValue } from "../../../core/catalogue/technical-data";
import { measureBoth, type Measurement } from "../../../core/units/format";
import { describeTestValue, type FigureValue } from "../../../core/product/test-value";
import type { Wording } from "./wording";

export interface Formatter {
  number(value: number, digits?: number, minDigits?: number): string;
  thickness(mm: number): string;
  lengths(mms: readonly number[]): string;
  weight(kg: number): string;
  /** A measurement of the copy (core/catalogue/copy-measures.ts), metric with imperial beside it. */
  measure(m: Measurement): string;
  percent(value: number): string;
  date(iso: string): string;
  value(value: TestValue): string;
  /** A test's standard with its conditions, e.g. "EN 438-2 (180 °C)". */
  standard(standard: string, conditions?: TestConditions): string;
}

// Shared with the product page: core/product/test-value.ts.
export { describeTestValue, type FigureValue };

export function createFormatter(wording: Wording): Formatter {
  const { t, locale } = wording;
  const cache = new Map<string, Intl.NumberFormat>();
  const nf = (max: number, min = 0) => {
    const key = `${max}:${min}`;
    let format = cache.get(key);
    if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: max, minimumFractionDigits: min })));
    return format;
  };
  const number = (value: number, digits = 1, minDigits = 0) => nf(digits, minDigits).format(value);
  const units = { mm: t("document.unit.mm"), cycles: t("unit.cycles") };
  const space = (value: string, unit: string) => (unit === "%" && locale.startsWith("en") ? `${value}%` : `${value}\u00a0${unit}`);

  const figure = (v: FigureValue): string => {
    const digits = v.digits ?? 0;
    const numeric = number(v.value, digits, digits);
    if (v.unit === "deltaE") return `ΔE ${numeric}`;
    if (v.unit === "cycles") return space(numeric, units.cycles);
    if (v.unit) return space(numeric, v.unit === "mm" ? units.mm : v.unit);
    return numeric;
  };
  const value = (v: TestValue): string => describeTestValue(v, t, figure);

  // The pages' one measurement formatter (core/units/format.ts): the same unit notation and the
  // same trade sizes, metric first with imperial in brackets.
  const both = (m: Measurement) => {
    const written = measureBoth(m, locale);
    return `${written.metric} (${written.imperial})`;
  };
  const thickness = (mm: number) => both({ kind: "length", mm, use: "thickness" });
  const lengths = (mms: readonly number[]) => both(mms.length === 1 ? { kind: "length", mm: mms[0]! } : { kind: "dimensions", mms });
  const weight = (kg: number) => both({ kind: "weight", kg });
  const measure = both;

  return {
    number,
    thickness,
    lengths,
    weight,
    measure,
    percent: (value) => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value / 100),
    date: (iso) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`)),
    value,
    standard: (standard, conditions) => {
      if (!conditions) return standard;
      const parts = [
        ...(conditions.temperatureC !== undefined ? [`${conditions.temperatureC} °C`] : []),
        ...(conditions.hours !== undefined ? [`${conditions.hours} h`] : []),
      ];
      return `${standard} (${parts.join(", ")})`;
    },
  };
}
