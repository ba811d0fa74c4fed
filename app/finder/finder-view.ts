/**
 * What a finder page's loader hands to its components: everything already localised and every
 * link already built, so the page renders the same with or without JavaScript.
 */
import type { ProductImages } from "../../core/catalogue/media";
import type { SortOrder } from "../../core/finder/engine";

export interface FinderCard {
  contentId: string;
  itemNumber: string;
  name: string;
  collectionName: string | null;
  /** Collection code, for grouping by collections. */
  collection: string;
  /** Localised badge texts (New, Coming soon, Discontinued Color), in display order. */
  badges: Array<{ code: "new" | "coming-soon" | "discontinued"; label: string }>;
  images: ProductImages;
  /** Full path of the product page (region and language included). */
  href: string;
}

export interface FinderFacetValue {
  code: string;
  label: string;
  count: number;
  selected: boolean;
  /** The canonical URL with this value toggled (added, or removed when selected). */
  href: string;
  /** For colour values: a representative swatch colour. */
  swatch?: string;
}

export interface FinderFacet {
  name: string;
  label: string;
  kind: "enum" | "text" | "boolean" | "measure";
  values: FinderFacetValue[];
  /** True when any value is selected (the group starts open). */
  active: boolean;
}

export interface SelectedFilter {
  facet: string;
  facetLabel: string;
  code: string;
  label: string;
  removeHref: string;
}

export interface FinderView {
  heading: string;
  /** Form action for the filter form and search (the finder without filters), full path. */
  action: string;
  /** Hidden inputs the GET form must carry (e.g. lang), as name/value pairs. */
  hiddenInputs: Array<{ name: string; value: string }>;
  total: number;
  /** Products of pages 1..page, in order. */
  items: FinderCard[];
  page: number;
  pageSize: number;
  /** Link that shows one more page (null when everything is shown). */
  loadMoreHref: string | null;
  sort: SortOrder;
  sortOptions: Array<{ code: SortOrder; label: string; href: string; selected: boolean }>;
  group: "collections" | "all";
  groupOptions: Array<{ code: "collections" | "all"; label: string; href: string; selected: boolean }>;
  q: string;
  facets: FinderFacet[];
  selected: SelectedFilter[];
  /** The finder with no filters and no search (keeps sort and group). */
  clearAllHref: string;
  /** The view-all-colours page of this region. */
  allColoursHref: string;
  /** Query parameters the GET form must keep when applying filters (sort, group, q). */
  keep: Array<{ name: string; value: string }>;
}
