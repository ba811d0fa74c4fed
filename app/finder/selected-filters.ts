import type { FinderView } from "../../core/finder/finder-view";

export interface SelectedFilter {
  facet: string;
  facetLabel: string;
  code: string;
  label: string;
}

/** The selected values, in rail order, for the chips above the grid and the sort form. */
export function selectedFilters(view: Pick<FinderView, "facets">): SelectedFilter[] {
  return view.facets.flatMap((facet) => facet.values.filter((v) => v.selected).map((v) => ({ facet: facet.name, facetLabel: facet.label, code: v.code, label: v.label })));
}
