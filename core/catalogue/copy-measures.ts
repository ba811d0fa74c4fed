/**
 * Copy never states a measurement: it holds a placeholder named after the data it reads
 * (`{thickness}`, `{size}` ...), and pages, the API and the PDFs write the figure from the product's
 * data in the reader's units. The import refuses a placeholder that is unknown or whose data the
 * product lacks (integrity.ts), so filling never fails on stored copy.
 */
import type { Measurement } from "../units/format";
import type { Product } from "./model";

type Source = Pick<Product, "dimensions" | "sink">;

/** Spec §9: HIMACS is rated DIN 4102 B1 for every colour at this thickness. */
export const DIN_B1_TEST_THICKNESS_MM = 12;

const length = (mm: number | undefined, use: "thickness" | "dimension" | "roll"): Measurement | undefined =>
  mm === undefined ? undefined : { kind: "length", mm, use };
const size = (...mms: Array<number | undefined>): Measurement | undefined =>
  mms.every((mm) => mm !== undefined) ? { kind: "dimensions", mms: mms as number[] } : undefined;

/** Every placeholder copy may hold, and the measurement it reads. */
export const COPY_MEASURES = {
  thickness: (p: Source) => length(p.dimensions.thicknessMm, "thickness"),
  total: (p: Source) => length(p.dimensions.totalThicknessMm, "thickness"),
  wear: (p: Source) => length(p.dimensions.wearLayerMm, "thickness"),
  width: (p: Source) => length(p.dimensions.widthMm, "dimension"),
  /** Films and vinyl come on rolls: their length reads in metres or feet. */
  length: (p: Source) => length(p.dimensions.lengthMm, "roll"),
  size: (p: Source) => size(p.dimensions.widthMm, p.dimensions.lengthMm),
  /** Stone slabs are quoted length first, as the trade does. */
  slab: (p: Source) => size(p.dimensions.lengthMm, p.dimensions.widthMm),
  weight: (p: Source): Measurement | undefined => (p.dimensions.weightKg === undefined ? undefined : { kind: "weight", kg: p.dimensions.weightKg }),
  /** A business constant rather than the product's data, written in the reader's units all the same. */
  b1Thickness: () => length(DIN_B1_TEST_THICKNESS_MM, "thickness"),
  overall: (p: Source) => (p.sink ? size(p.sink.overall.widthMm, p.sink.overall.lengthMm, p.sink.overall.depthMm) : undefined),
  inner: (p: Source) => (p.sink ? size(p.sink.inner.widthMm, p.sink.inner.lengthMm, p.sink.inner.depthMm) : undefined),
} as const satisfies Record<string, (p: Source) => Measurement | undefined>;

export type CopyMeasure = keyof typeof COPY_MEASURES;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;

/** Literal text and measurements, in reading order. */
export type CopyPart<T> = string | T;

/** Problems with the placeholders of one text: unknown names, or data the product lacks. */
export function placeholderProblems(text: string, product: Source): string[] {
  const problems: string[] = [];
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!(name! in COPY_MEASURES)) problems.push(`unknown placeholder {${name}}; known: ${Object.keys(COPY_MEASURES).join(", ")}`);
    else if (!COPY_MEASURES[name as CopyMeasure](product)) problems.push(`{${name}} needs data the product does not have`);
  }
  return problems;
}

/**
 * Splits copy into text and measurements rendered by `render`. A placeholder that cannot be filled
 * (only possible for copy that bypassed the import) stays as written rather than failing the page.
 */
export function fillCopy<T>(text: string, product: Source, render: (m: Measurement) => T): Array<CopyPart<T>> {
  const parts: Array<CopyPart<T>> = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const read = COPY_MEASURES[match[1] as CopyMeasure] as ((p: Source) => Measurement | undefined) | undefined;
    const measure = read?.(product);
    if (!measure) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(render(measure));
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** Copy as plain text with every measurement written by `write` (the region's units). */
export function fillCopyText(text: string, product: Source, write: (m: Measurement) => string): string {
  return fillCopy(text, product, write).join("");
}
