/**
 * The one finder view. `buildFinderView` gives the finder's answer as a visitor sees it, shared by
 * the finder page and the finder API: shown facets in rail order with localised labels and counts,
 * and the products as cards. Pure: it takes the engine's result and the lookups it needs, and
 * returns data (no links: the page builds a filter's link when it is used, from the selections and
 * the finder's link scope, with core/finder/finder-links.ts). `FinderView` is that answer with the
 * page's state, what a finder page's loader hands to its components.
 */
import type { Product } from "../catalogue/model";
import { valueText, type LabelContext } from "./facet-labels";
import { FACET_DISPLAY, shownFacets, type FacetDisplay } from "./facets";
import type { FinderRun } from "./finder-request";
import { isMessageKey } from "../i18n/catalogues";
import type { SortOrder } from "./engine";
import type { FinderLinkScope } from "./finder-links";
import { toProductCard, type ProductCard, type ProductViewContext } from "../product/product-view";

export type { ProductCard as FinderCard };

export interface FinderFacetValue {
  code: string;
  label: string;
  /** "en" when the label stays English on a page in another language (free text no one translated). */
  lang?: "en";
  count: number;
  selected: boolean;
}

export interface FinderFacet {
  name: string;
  label: string;
  control: FacetDisplay["control"];
  values: FinderFacetValue[];
  /** How many values the facet has; more than `values` holds when only the top ones are sent. */
  valueCount: number;
}

export interface FinderResultView {
  total: number;
  facets: FinderFacet[];
  items: ProductCard[];
  /** The selections the result answers, canonical (unknown values dropped). */
  selections: Record<string, string[]>;
}

export interface FinderViewOptions {
  products: readonly Product[];
  cards: ProductViewContext;
  labels: LabelContext;
  /** Show at most this many values of a facet (selected ones always), unless it is `expanded`. */
  topValues?: number;
  expanded?: string | null;
  /**
   * List values for this many facets only; later ones, unless selected or expanded, come without
   * values (the page shows them as links that open them). Long rails stay light.
   */
  listedFacets?: number;
}

export function buildFinderView(run: Pick<FinderRun, "result" | "selections">, options: FinderViewOptions): FinderResultView {
  const { labels } = options;
  const facets = shownFacets(run.result.facets).map((facet, position): FinderFacet => {
    const display = FACET_DISPLAY[facet.name]!;
    const label = isMessageKey(display.labelKey) ? labels.t(display.labelKey) : facet.name;
    const expanded = facet.name === options.expanded;
    const folded = !expanded && display.control !== "toggle" && position >= (options.listedFacets ?? Infinity) && !facet.values.some((v) => v.selected);
    if (folded) return { name: facet.name, label, control: display.control, values: [], valueCount: facet.values.length };
    const values = facet.values.map((v): FinderFacetValue => {
      const { text, lang } = valueText(facet, v.code, v.label, labels);
      return { code: v.code, label: text, ...(lang ? { lang } : {}), count: v.count, selected: v.selected };
    });
    return { name: facet.name, label, control: display.control, values: topOf(values, expanded ? undefined : options.topValues), valueCount: values.length };
  });
  return {
    total: run.result.total,
    facets,
    items: run.result.docs.flatMap((doc) => {
      const product = options.products[doc];
      return product ? [toProductCard(product, options.cards)] : [];
    }),
    // A plain copy for the loader data (the run's record has no prototype); only facets the index
    // knows are left in it by now.
    selections: { ...run.selections },
  };
}

export interface FinderState {
  q: string;
  sort: SortOrder;
  group: "collections" | "all";
  /** Pages loaded (1..page). */
  page: number;
  /** The facet listed with all its values (`?show=`), if any. */
  show: string | null;
}

export interface FinderView extends FinderResultView {
  heading: string;
  scope: FinderLinkScope;
  state: FinderState;
  pageSize: number;
  /** Index of the first card shown: 0 while pages accumulate, else the start of a page shown alone. */
  offset: number;
  /** The last page that still renders together with the pages before it. */
  cumulativePages: number;
  /** Whether Load more may add a page (there are more results, and the page limit is not reached). */
  canLoadMore: boolean;
  /** This finder is the view-all-colours page. */
  allColours: boolean;
}

/**
 * The values worth showing first: every selected one and the most frequent of the rest, kept in
 * the facet's own order so the list reads the same when expanded. A list only one or two longer
 * than the limit is shown whole: a "show all" for two values is noise.
 */
function topOf(values: FinderFacetValue[], limit: number | undefined): FinderFacetValue[] {
  if (limit === undefined || values.length <= limit + 2) return values;
  const keep = new Set(values.filter((v) => v.selected));
  for (const value of [...values].sort((a, b) => b.count - a.count)) {
    if (keep.size >= limit) break;
    keep.add(value);
  }
  return values.filter((v) => keep.has(v));
}
