/**
 * Numbers, measurements, dates and test values in the document's language. Measurements are
 * metric first with imperial in brackets, as in international datasheets.
 */
import type { TestConditions, TestValue } from "../../../core/catalogue/technical-data";
import type { Measurement } from "../../../core/units/format";
import { testResultKey } from "../../../core/i18n/enum-keys";
import type { Translate } from "../../../core/i18n/translate";
import type { Wording } from "./wording";

const MM_PER_INCH = 25.4;
const KG_PER_LB = 0.45359237;
const MM_PER_FOOT = 304.8;

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

export type FigureValue = Extract<TestValue, { kind: "figure" }>;

/**
 * A test's result or requirement in words. Words, classes, ratings and bounds read the same
 * everywhere; `figure` decides how a measured figure is written (metric in documents, the region's
 * units on pages).
 */
export function describeTestValue(v: TestValue, t: Translate, figure: (v: FigureValue) => string): string {
  const text = v.kind === "word" ? t(testResultKey(v.word)) : v.kind === "rating" ? v.rating : v.kind === "class" ? t("testValue.class", { value: v.class }) : figure(v);
  if (v.bound === "min") return t("testValue.min", { value: text });
  if (v.bound === "max") return t("testValue.max", { value: text });
  return text;
}

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
  const units = { mm: t("document.unit.mm"), kg: t("document.unit.kg"), in: t("document.unit.in"), lb: t("document.unit.lb"), cycles: t("unit.cycles") };
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

  const thickness = (mm: number) => `${space(number(mm, 2), units.mm)} (${space(number(mm / MM_PER_INCH, 3), units.in)})`;
  const lengths = (mms: readonly number[]) =>
    `${space(mms.map((mm) => number(mm, 1)).join(" × "), units.mm)} (${space(mms.map((mm) => number(mm / MM_PER_INCH, 2)).join(" × "), units.in)})`;
  const weight = (kg: number) => `${space(number(kg, 1), units.kg)} (${space(number(kg / KG_PER_LB, 1), units.lb)})`;
  const measure = (m: Measurement): string => {
    if (m.kind === "weight") return weight(m.kg);
    if (m.kind === "dimensions") return lengths(m.mms);
    if (m.use === "thickness") return thickness(m.mm);
    if (m.use === "roll") return `${space(number(m.mm / 1000, 1), "m")} (${space(number(m.mm / MM_PER_FOOT, 0), "ft")})`;
    return lengths([m.mm]);
  };

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
