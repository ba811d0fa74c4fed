/**
 * Technical data for a reader: the product's tests, certificates, warranty and fire class
 * (core/catalogue/technical-data.ts) in the visitor's language, figures in the region's units
 * through core/units. Names of properties, result words and certificate scopes come from the
 * document wording, the one place that names them today.
 */
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { TechnicalData, TestConditions, TestValue } from "../../core/catalogue/technical-data";
import type { Locale, Region } from "../../core/regions/regions";
import { formatFigure, formatTemperature } from "../../core/units/format";
import { labelsFor } from "../documents/labels";
import { describeTestValue } from "../documents/content/format";

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

export function toTechnicalDataView(data: TechnicalData, region: Region, locale: Locale, language: ContentLanguage): TechnicalDataView {
  const labels = labelsFor(language);
  const value = (v: TestValue): string =>
    describeTestValue(v, labels, (figure) => {
      const text = formatFigure(figure.value, figure.unit, figure.digits ?? 0, region, locale);
      return figure.unit === "cycles" ? `${text} ${labels.units.cycles}` : text;
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
    tests: data.tests.map((t) => ({
      code: t.property,
      property: labels.properties[t.property],
      standard: standard(t.standard, t.conditions),
      requirement: t.requirement ? value(t.requirement) : null,
      result: value(t.result),
    })),
    certificates: data.certificates.map((c) => ({ name: c.name, scope: labels.certification.scopes[c.scope] })),
    warranty: data.warranty
      ? {
          ...data.warranty,
          residential: labels.warranty.years(data.warranty.residentialYears),
          commercial: labels.warranty.years(data.warranty.commercialYears),
        }
      : null,
    fireClass: data.fireClass ?? null,
  };
}
