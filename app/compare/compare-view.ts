/**
 * The compare table: products as columns, specifications as rows, across categories. Each
 * product's specifications come from the product page's spec view (same labels, groups and both
 * unit systems); the table aligns them on their union, group by group in the spec view's order, a
 * row keeping the place it first appears in. A product without a row shows nothing there.
 */
import type { SpecGroupCode, SpecValue, SpecView } from "#core/product/spec-view";
import { SPEC_GROUPS } from "#core/product/spec-view";

export interface CompareRow {
  label: string;
  /** One per product, in column order; null where the product has no such specification. */
  values: Array<SpecValue | null>;
  lang?: "en";
  /** The products do not all read the same here (a missing value counts as different). */
  differs: boolean;
}

export interface CompareGroup {
  code: SpecGroupCode;
  title: string;
  rows: CompareRow[];
}

const sameValue = (a: SpecValue | null, b: SpecValue | null) =>
  a === null || b === null ? a === b : typeof a === "string" || typeof b === "string" ? a === b : a.metric === b.metric && a.imperial === b.imperial;

/** The aligned rows of several products' spec views; `onlyDifferences` keeps the rows that differ. */
export function compareGroups(views: readonly SpecView[], onlyDifferences = false): CompareGroup[] {
  const groups = new Map<SpecGroupCode, { title: string; rows: Map<string, CompareRow> }>();
  views.forEach((view, column) => {
    for (const group of view.groups) {
      let aligned = groups.get(group.code);
      if (!aligned) groups.set(group.code, (aligned = { title: group.title, rows: new Map() }));
      for (const row of group.rows) {
        let line = aligned.rows.get(row.label);
        if (!line) aligned.rows.set(row.label, (line = { label: row.label, values: views.map(() => null), differs: false, ...(row.lang ? { lang: row.lang } : {}) }));
        line.values[column] = row.value;
      }
    }
  });
  return SPEC_GROUPS.flatMap((code) => {
    const group = groups.get(code);
    if (!group) return [];
    const rows = [...group.rows.values()]
      .map((row) => ({ ...row, differs: views.length > 1 && row.values.some((value) => !sameValue(value, row.values[0] ?? null)) }))
      .filter((row) => !onlyDifferences || row.differs);
    return rows.length ? [{ code, title: group.title, rows }] : [];
  });
}
