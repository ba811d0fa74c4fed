/**
 * The figures of each automotive and appliance page, read from the products of the lines it shows
 * (the table of pages and lines: core/routing/industrial-pages.ts).
 */
import type { Product } from "../../catalogue/model";

// The table of pages is routing's (a product of these families links to its page); re-exported for
// the page's loader, which reads it beside the figures.
export { INDUSTRIAL_PAGE_DEFS, type FigureKind, type IndustrialPageDef } from "../../routing/industrial-pages";

/** Distinct values, ascending. */
function distinct(values: ReadonlyArray<number | undefined>): number[] {
  return [...new Set(values.filter((v): v is number => v !== undefined))].sort((a, b) => a - b);
}

/** The numbers behind a page's figures, as the catalogue stores them. */
export interface FigureData {
  /** Recycled content (wt%) and the lines (collection codes) that reach it. */
  recycled: Array<{ pct: number; lines: string[] }>;
  weightCuts: number[];
  glassFibre: number[];
  thicknessMm: number[];
  designs: number;
  lines: number;
}

export function figureData(products: readonly Product[]): FigureData {
  const recycled = distinct(products.map((p) => p.attributes.recycledContentPct)).map((pct) => ({
    pct,
    lines: [...new Set(products.filter((p) => p.attributes.recycledContentPct === pct).map((p) => p.collection))],
  }));
  return {
    recycled,
    weightCuts: distinct(products.map((p) => p.attributes.weightReductionPct)),
    glassFibre: distinct(products.map((p) => p.attributes.glassFibrePct)),
    thicknessMm: distinct(products.map((p) => p.dimensions.thicknessMm)),
    designs: products.length,
    lines: new Set(products.map((p) => p.collection)).size,
  };
}

/** Copy placeholders: the smallest and largest of each figure (copy says "from … to …"). */
export function figurePlaceholders(data: FigureData, percent: (value: number) => string): Record<string, string> {
  const out: Record<string, string> = {};
  const range = (name: string, values: readonly number[]) => {
    if (!values.length) return;
    out[`${name}Min`] = percent(values[0]!);
    out[`${name}Max`] = percent(values.at(-1)!);
  };
  range("recycled", data.recycled.map((r) => r.pct));
  range("cut", data.weightCuts);
  range("fibre", data.glassFibre);
  return out;
}
