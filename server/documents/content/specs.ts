/**
 * The product's own data as label/value rows: key specifications from its dimensions (and sink
 * measurements), and the attributes it actually has, in the document's language.
 */
import type { ProductFlag } from "../../../core/catalogue/enums";
import type { Attributes, Product } from "../../../core/catalogue/model";
import type { Labels } from "../labels/types";
import type { Formatter } from "./format";

export type Row = readonly [string, string];

export function keySpecificationRows(product: Product, labels: Labels, f: Formatter): Row[] {
  const d = product.dimensions;
  const rows: Row[] = [];
  if (d.thicknessMm !== undefined) rows.push([labels.specs.thickness, f.thickness(d.thicknessMm)]);
  if (d.totalThicknessMm !== undefined) rows.push([labels.specs.totalThickness, f.thickness(d.totalThicknessMm)]);
  if (d.wearLayerMm !== undefined) rows.push([labels.specs.wearLayer, f.thickness(d.wearLayerMm)]);
  if (d.widthMm !== undefined && d.lengthMm !== undefined) rows.push([labels.specs.dimensions, f.lengths([d.widthMm, d.lengthMm])]);
  else if (d.widthMm !== undefined) rows.push([labels.specs.dimensions, f.lengths([d.widthMm])]);
  else if (d.lengthMm !== undefined) rows.push([labels.specs.dimensions, f.lengths([d.lengthMm])]);
  if (d.heightMm !== undefined) rows.push([labels.specs.height, f.lengths([d.heightMm])]);
  if (d.weightKg !== undefined) rows.push([labels.specs.weight, f.weight(d.weightKg)]);
  const sink = product.sink;
  if (sink) {
    rows.push([labels.specs.overallDimensions, f.lengths([sink.overall.widthMm, sink.overall.lengthMm, sink.overall.depthMm])]);
    rows.push([labels.specs.innerDimensions, f.lengths([sink.inner.widthMm, sink.inner.lengthMm, sink.inner.depthMm])]);
    rows.push([labels.specs.space, labels.spaces[sink.space]]);
    rows.push([labels.specs.sinkColour, labels.sinkColours[sink.colour]]);
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

export function attributeRows(product: Product, labels: Labels, f: Formatter): Row[] {
  const a = product.attributes;
  const rows: Row[] = [];
  if (product.type) rows.push([labels.attributes.productType, labels.productTypes[product.type]]);
  rows.push([labels.attributes.colourFamily, labels.colourFamilies[product.colourFamily]]);
  if (product.finish) rows.push([labels.attributes.finish, labels.finishes[product.finish]]);
  if (a.edgeProfiles?.length) rows.push([labels.attributes.edgeProfiles, a.edgeProfiles.map((p) => labels.edgeProfiles[p]).join(labels.separator)]);
  for (const key of TEXT_ATTRIBUTES) {
    const value = a[key];
    if (typeof value === "string") rows.push([labels.attributes[key], value]);
  }
  if (a.application?.length) rows.push([labels.attributes.application, a.application.join(labels.separator)]);
  if (a.recycledContentPct !== undefined) rows.push([labels.attributes.recycledContentPct, f.percent(a.recycledContentPct)]);
  for (const key of ["bookmatch", "thruVein", "airFree"] as const) {
    const value = a[key];
    if (typeof value === "boolean") rows.push([labels.attributes[key], value ? labels.yes : labels.no]);
  }
  const flags = CHARACTERISTIC_FLAGS.filter((flag) => product.flags.includes(flag)).map((flag) => labels.flags[flag]);
  if (flags.length) rows.push([labels.attributes.characteristics, flags.join(labels.separator)]);
  return rows;
}
