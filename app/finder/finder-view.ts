/**
 * What a finder page's loader hands to its components: the result (facets and cards, localised)
 * and the finder's state. Links are not in the data: components build them with the finder's
 * link scope and core/finder/finder-links.ts, the same codec the server uses for canonical URLs.
 */
import type { SortOrder } from "../../core/finder/engine";
import type { FinderLinkScope } from "../../core/finder/finder-links";
import type { FinderResultView } from "../../server/finder/finder-view";

export type { FinderFacet, FinderFacetValue } from "../../server/finder/finder-view";
export type { ProductCard as FinderCard } from "../../server/product/product-view";

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
