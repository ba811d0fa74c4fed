/**
 * The spec pack of a visitor's likes (issue 11): each liked product offered in the region with its
 * specifications as the product page words them (server/product/spec-view.ts), in the visitor's
 * language and in the region's unit system only (a download has no units switch). The CSV and the
 * PDF are both written from this one model.
 */
import type { ContentLanguage } from "../../core/catalogue/enums";
import { localise, type Collection, type Product, type Swatch } from "../../core/catalogue/model";
import type { Translate } from "../../core/i18n/translate";
import type { Locale, Region, UnitSystem } from "../../core/regions/regions";
import { familyNavLabel } from "../../core/routing/manifest";
import { unitsOf } from "../../core/units/format";
import { compareGroups } from "../compare/compare-view";
import { toSpecView, type SpecValue } from "../product/spec-view";

/** A pack holds at most this many products (the oldest likes first): one render stays bounded. */
export const SPEC_PACK_MAX_PRODUCTS = 200;

export interface SpecPackContext {
  region: Region;
  locale: Locale;
  language: ContentLanguage;
  t: Translate;
  collection(code: string): Collection | undefined;
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
    const collection = ctx.collection(product.collection);
    return {
      contentId: product.contentId,
      itemNumber: product.itemNumber,
      name: localise(product.name, ctx.language),
      category: ctx.t(familyNavLabel(product.family) ?? "site.name"),
      collection: collection ? localise(collection.name, ctx.language) : "",
      swatch: product.swatch,
      groups: views[i]!.groups.map((group) => ({ title: group.title, rows: group.rows.map((row) => [row.label, inUnits(row.value, system)]) })),
    };
  });
  // One column per label: a label can sit in different groups for different families (installation).
  const columns = new Map<string, string[]>();
  for (const group of compareGroups(views)) {
    for (const row of group.rows) {
      let values = columns.get(row.label);
      if (!values) columns.set(row.label, (values = kept.map(() => "")));
      row.values.forEach((value, i) => {
        if (value !== null) values[i] = inUnits(value, system);
      });
    }
  }
  return { products: packed, omitted: products.length - kept.length, specLabels: [...columns.keys()], specValues: [...columns.values()] };
}
