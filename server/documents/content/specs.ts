/**
 * The product's own data as label/value rows: key specifications from its dimensions (and sink
 * measurements), and the attributes it actually has, in the document's language.
 */
import type { ProductFlag } from "../../../core/catalogue/enums";
import type { Attributes, Product } from "../../../core/catalogue/model";
import { catalogueValue, isVocabularyAttribute } from "../../../core/i18n/catalogue-values";
import { ATTRIBUTE_KEYS, FLAG_KEYS, colourFamilyKey, edgeProfileKey, finishKey, productTypeKey, sinkColourKey, spaceKey } from "../../../core/i18n/enum-keys";
import type { Formatter } from "./format";
import type { Wording } from "./wording";

export type Row = readonly [string, string];

export function keySpecificationRows(product: Product, { t }: Wording, f: Formatter): Row[] {
  const d = product.dimensions;
  const rows: Row[] = [];
  if (d.thicknessMm !== undefined) rows.push([t("document.spec.thickness"), f.thickness(d.thicknessMm)]);
  if (d.totalThicknessMm !== undefined) rows.push([t("document.spec.totalThickness"), f.thickness(d.totalThicknessMm)]);
  if (d.wearLayerMm !== undefined) rows.push([t("document.spec.wearLayer"), f.thickness(d.wearLayerMm)]);
  if (d.widthMm !== undefined && d.lengthMm !== undefined) rows.push([t("document.spec.dimensions"), f.lengths([d.widthMm, d.lengthMm])]);
  else if (d.widthMm !== undefined) rows.push([t("document.spec.dimensions"), f.lengths([d.widthMm])]);
  else if (d.lengthMm !== undefined) rows.push([t("document.spec.dimensions"), f.lengths([d.lengthMm])]);
  if (d.heightMm !== undefined) rows.push([t("document.spec.height"), f.lengths([d.heightMm])]);
  if (d.weightKg !== undefined) rows.push([t("document.spec.weight"), f.weight(d.weightKg)]);
  const sink = product.sink;
  if (sink) {
    rows.push([t("document.spec.overallDimensions"), f.lengths([sink.overall.widthMm, sink.overall.lengthMm, sink.overall.depthMm])]);
    rows.push([t("document.spec.innerDimensions"), f.lengths([sink.inner.widthMm, sink.inner.lengthMm, sink.inner.depthMm])]);
    rows.push([t("document.spec.space"), t(spaceKey(sink.space))]);
    rows.push([t("document.spec.sinkColour"), t(sinkColourKey(sink.colour))]);
  }
  return rows;
}

/** Flags worth stating in a document; launch badges are marketing, not characteristics. */
const CHARACTERISTIC_FLAGS: readonly ProductFlag[] = ["outdoor", "semi-translucent", "lucent", "recycled", "neoq-recycled", "designer-series", "veined", "ada", "discontinued"];

/** Attributes in reading order; the first ones describe the look, the last ones the supply. */
const TEXT_ATTRIBUTES: readonly (keyof Attributes)[] = [
  "brand",
  "material",
  "filmType",
  "emboss",
  "format",
  "slabSize",
  "repeatImage",
  "woodSpecies",
  "stoneType",
  "textileType",
  "colourGroup",
  "patternGroup",
  "installation",
  "use",
  "weatherability",
  "adhesiveType",
  "adhesiveName",
  "adhesiveCode",
  "liner",
  "grade",
  "fireGrade",
  "fireResistance",
  "pvcClass",
  "petClass",
  "acrylicClass",
  "productClassification",
  "salesChannel",
  "remark",
];

export function attributeRows(product: Product, { t, join, locale }: Wording, f: Formatter): Row[] {
  const label = (key: keyof typeof ATTRIBUTE_KEYS) => t(ATTRIBUTE_KEYS[key]);
  // The catalogue's vocabulary named as the page names it (core/i18n/catalogue-values.ts).
  const named = (value: string) => catalogueValue(value, t, locale).text;
  const a = product.attributes;
  const rows: Row[] = [];
  if (product.type) rows.push([label("productType"), t(productTypeKey(product.type))]);
  rows.push([label("colourFamily"), t(colourFamilyKey(product.colourFamily))]);
  if (product.finish) rows.push([label("finish"), t(finishKey(product.finish))]);
  if (a.edgeProfiles?.length) rows.push([label("edgeProfiles"), join(a.edgeProfiles.map((p) => t(edgeProfileKey(p))))]);
  for (const key of TEXT_ATTRIBUTES) {
    const value = a[key];
    if (typeof value === "string") rows.push([label(key), isVocabularyAttribute(key) ? named(value) : value]);
  }
  if (a.application?.length) rows.push([label("application"), join(a.application.map(named))]);
  for (const key of ["recycledContentPct", "weightReductionPct", "glassFibrePct"] as const) {
    const value = a[key];
    if (value !== undefined) rows.push([label(key), f.percent(value)]);
  }
  for (const key of ["bookmatch", "thruVein", "airFree"] as const) {
    const value = a[key];
    if (typeof value === "boolean") rows.push([label(key), t(value ? "document.yes" : "document.no")]);
  }
  const flags = CHARACTERISTIC_FLAGS.filter((flag) => product.flags.includes(flag)).map((flag) => t(FLAG_KEYS[flag]));
  if (flags.length) rows.push([label("characteristics"), join(flags)]);
  return rows;
}
