/**
 * Technical data for a reader: the product's tests, certificates, warranty and fire class
 * (core/catalogue/technical-data.ts) in the visitor's language, figures in the region's units
 * through core/units. Properties, result words and certificate scopes are named by the message
 * catalogues, as in the PDFs.
 */
import type { TechnicalData, TestConditions, TestValue } from "../catalogue/technical-data";
import type { Locale, Region } from "../regions/regions";
import { formatFigure, formatTemperature } from "../units/format";
import { resolveCatalogue } from "../i18n/catalogues";
import { certificationScopeKey, testPropertyKey } from "../i18n/enum-keys";
import { createTranslator } from "../i18n/translate";
import { describeTestValue } from "./test-value";

export interface TechnicalTestView {
  /** Property code (`flexuralStrength`) and its name in the visitor's language. */
  code: string;
  property: string;
  /** The standard, with its conditions in the region's units: "EN 438-2 (356 °F)". */
  standard: string;
  requirement: string | null;
  result: string;
}

export interface TechnicalDataView {
  tests: TechnicalTestView[];
  certificates: Array<{ name: string; scope: string }>;
  /** Warranty periods as read ("15 years"), or null where terms are set by supply agreement. */
  warranty: { residentialYears: number; commercialYears: number; residential: string; commercial: string } | null;
  fireClass: string | null;
}

export function toTechnicalDataView(data: TechnicalData, region: Region, locale: Locale): TechnicalDataView {
  const t = createTranslator(locale, resolveCatalogue(locale));
  const value = (v: TestValue): string =>
    describeTestValue(v, t, (figure) => {
      const text = formatFigure(figure.value, figure.unit, figure.digits ?? 0, region, locale);
      return figure.unit === "cycles" ? `${text} ${t("unit.cycles")}` : text;
    });
  const standard = (name: string, conditions: TestConditions | undefined) => {
    if (!conditions) return name;
    const parts = [
      ...(conditions.temperatureC !== undefined ? [formatTemperature(conditions.temperatureC, region, locale)] : []),
      ...(conditions.hours !== undefined ? [formatFigure(conditions.hours, undefined, 0, region, locale) + "\u00a0h"] : []),
    ];
    return `${name} (${parts.join(", ")})`;
  };
  return {
    tests: data.tests.map((test) => ({
      code: test.property,
      property: t(testPropertyKey(test.property)),
      standard: standard(test.standard, test.conditions),
      requirement: test.requirement ? value(test.requirement) : null,
      result: value(test.result),
    })),
    certificates: data.certificates.map((c) => ({ name: c.name, scope: t(certificationScopeKey(c.scope)) })),
    warranty: data.warranty
      ? {
          ...data.warranty,
          residential: t("unit.years", { count: data.warranty.residentialYears }),
          commercial: t("unit.years", { count: data.warranty.commercialYears }),
        }
      : null,
    fireClass: data.fireClass ?? null,
  };
}
