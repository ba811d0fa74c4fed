/**
 * The spec pack of a visitor's likes (issue 11): each liked product offered in the region with its
 * specifications as the product page words them (core/product/spec-view.ts), in the visitor's
 * language and in the region's unit system only (a download has no units switch). The CSV and the
 * PDF are both written from this one model.
 */
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { Collection, Product, Swatch } from "../../core/catalogue/model";
import type { Translate } from "../../core/i18n/translate";
import type { Locale, Region, UnitSystem } from "../../core/regions/regions";
import { familyNavLabel } from "../../core/routing/manifest";
import { unitsOf } from "../../core/units/format";
import { materialPackUrl } from "../../core/catalogue/material-urls";
import { DEFAULT_MATERIAL_SIZE } from "../../core/materials/material";
import { buildProduct } from "../../core/product/product-builder";
import { SPEC_GROUPS, toSpecView, type SpecGroupCode, type SpecValue, type SpecView } from "../../core/product/spec-view";

/** A pack holds at most this many products (the oldest likes first): one render stays bounded. */
export const SPEC_PACK_MAX_PRODUCTS = 200;

export interface SpecPackContext {
  region: Region;
  locale: Locale;
  language: ContentLanguage;
  t: Translate;
  collection(code: string): Collection | undefined;
  /** The site's origin, for each product's material pack link (absolute: the pack leaves the site). */
  origin?: string;
}

export interface SpecPackProduct {
  contentId: string;
  itemNumber: string;
  name: string;
  /** The category's name (HIMACS, VIATERA …). */
  category: string;
  collection: string;
  /** The recipe of the swatch the site renders, drawn again in the PDF. */
  swatch: Swatch;
  /** The product's material pack for design software (issue 28): an absolute URL when the origin is known. */
  material: string;
  /** The product's own specifications, group by group, values in the region's units. */
  groups: Array<{ title: string; rows: Array<[label: string, value: string]> }>;
}

export interface SpecPack {
  products: SpecPackProduct[];
  /** Liked products offered in the region that the pack leaves out (beyond the maximum). */
  omitted: number;
  /** The union of the products' specification labels, in the spec view's group order. */
  specLabels: string[];
  /** Per label, one value per product (in product order); "" where a product has none. */
  specValues: string[][];
}

const inUnits = (value: SpecValue, system: UnitSystem): string => (typeof value === "string" ? value : value[system]);

/** The pack of `products` (the liked ones offered in the region, oldest like first). */
export function buildSpecPack(products: readonly Product[], ctx: SpecPackContext): SpecPack {
  const system = unitsOf(ctx.region);
  const kept = products.slice(0, SPEC_PACK_MAX_PRODUCTS);
  const views = kept.map((product) => toSpecView(product, ctx.t, ctx.locale));
  const packed = kept.map((product, i): SpecPackProduct => {
    // Named as its card names it (the one product builder).
    const card = buildProduct(product, ctx).card;
    return {
      contentId: product.contentId,
      itemNumber: product.itemNumber,
      name: card.name,
      category: ctx.t(familyNavLabel(product.family)),
      collection: card.collection?.name ?? "",
      swatch: product.swatch,
      material: `${ctx.origin ?? ""}${materialPackUrl(product, DEFAULT_MATERIAL_SIZE, ctx.language)}`,
      groups: views[i]!.groups.map((group) => ({ title: group.title, rows: group.rows.map((row) => [row.label, inUnits(row.value, system)]) })),
    };
  });
  const columns = specColumns(views, system);
  return { products: packed, omitted: products.length - kept.length, specLabels: columns.map((c) => c.header), specValues: columns.map((c) => c.values) };
}

/**
 * The union of the products' rows, group by group in the spec view's order, a row keeping the
 * place it first appears in. A row is its group, its label and which of that label's rows in the
 * group it is: two attributes can share a label in a language (Japanese words "use" and
 * "application" alike), and a family can put one in another group (installation under flooring),
 * and neither may overwrite the other. Headers that would read the same name their group, then a
 * number.
 */
function specColumns(views: readonly SpecView[], system: UnitSystem): Array<{ header: string; values: string[] }> {
  const byGroup = new Map<SpecGroupCode, Map<string, { label: string; title: string; values: string[] }>>();
  views.forEach((view, i) => {
    for (const group of view.groups) {
      let rows = byGroup.get(group.code);
      if (!rows) byGroup.set(group.code, (rows = new Map()));
      const seen = new Map<string, number>();
      for (const row of group.rows) {
        const n = seen.get(row.label) ?? 0;
        seen.set(row.label, n + 1);
        const key = `${row.label}\u0000${n}`;
        let column = rows.get(key);
        if (!column) rows.set(key, (column = { label: row.label, title: group.title, values: views.map(() => "") }));
        column.values[i] = inUnits(row.value, system);
      }
    }
  });
  const columns = SPEC_GROUPS.flatMap((code) => [...(byGroup.get(code)?.values() ?? [])]);
  const groupsOf = new Map<string, Set<string>>();
  for (const c of columns) groupsOf.set(c.label, (groupsOf.get(c.label) ?? new Set()).add(c.title));
  const grouped = (c: (typeof columns)[number]) => (groupsOf.get(c.label)!.size > 1 ? `${c.title}: ${c.label}` : c.label);
  const headers = new Map<string, number>();
  for (const c of columns) headers.set(grouped(c), (headers.get(grouped(c)) ?? 0) + 1);
  const numbered = new Map<string, number>();
  return columns.map((c) => {
    const header = grouped(c);
    if (headers.get(header)! === 1) return { header, values: c.values };
    const n = (numbered.get(header) ?? 0) + 1;
    numbered.set(header, n);
    return { header: `${header} (${n})`, values: c.values };
  });
}
