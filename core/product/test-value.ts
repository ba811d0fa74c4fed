/**
 * A test's result or requirement in words, shared by the product page (the region's units) and the
 * PDFs (metric): only how a measured figure is written differs.
 */
import type { TestValue } from "../catalogue/technical-data";
import { testResultKey } from "../i18n/enum-keys";
import type { Translate } from "../i18n/translate";

export type FigureValue = Extract<TestValue, { kind: "figure" }>;

/**
 * Words, classes, ratings and bounds read the same everywhere; `figure` decides how a measured
 * figure is written (metric in documents, the region's units on pages).
 */
export function describeTestValue(v: TestValue, t: Translate, figure: (v: FigureValue) => string): string {
  const text = v.kind === "word" ? t(testResultKey(v.word)) : v.kind === "rating" ? v.rating : v.kind === "class" ? t("testValue.class", { value: v.class }) : figure(v);
  if (v.bound === "min") return t("testValue.min", { value: text });
  if (v.bound === "max") return t("testValue.max", { value: text });
  return text;
}
