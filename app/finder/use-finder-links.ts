import { useMemo } from "react";
import { finderLocation, toggleValue, type FinderLinkParams } from "../../core/finder/finder-links";
import type { Selections } from "../../core/finder/filter-path";
import { REGION_CONFIG } from "../../core/regions/regions";
import { buildPath, LANG_PARAM } from "../../core/routing/region-path";
import { useRootData } from "../i18n/use-i18n";
import type { FinderView } from "../../core/finder/finder-view";
import { SHOW_PARAM } from "./finder-params";

export interface FinderLinks {
  /** The finder without filters or query: the action of its GET forms. */
  action: string;
  /** Hidden inputs every GET form of the finder carries (the language). */
  hiddenInputs: Array<{ name: string; value: string }>;
  /** Query parameters the filter form keeps (search, sort, grouping). */
  keep: Array<{ name: string; value: string }>;
  toggle(facet: string, code: string): string;
  sort(code: string): string;
  group(code: string): string;
  loadMore: string;
  /** The page before this one (pages shown alone, past the cumulative cap). */
  previousPage: string;
  clearAll: string;
  showAll(facet: string): string;
  allColours: string;
}

/**
 * The finder's links, built where they are used with the same codec that makes the server's
 * canonical URLs, so the loader sends selections instead of a link per facet value.
 */
export function useFinderLinks(view: FinderView): FinderLinks {
  const { region, locale } = useRootData();
  return useMemo(() => {
    const { q, sort, group, page } = view.state;
    const keepParams: FinderLinkParams = { q, sort, group };
    const href = (selections: Selections, params: FinderLinkParams, extra?: [string, string]) => {
      const target = finderLocation(view.scope, selections, params);
      if (extra) target.query.set(...extra);
      return buildPath(region, target.pagePath, locale, target.query);
    };
    return {
      action: buildPath(region, view.scope.basePath),
      hiddenInputs: locale === REGION_CONFIG[region].defaultLocale ? [] : [{ name: LANG_PARAM, value: locale }],
      keep: Object.entries({ q, sort: sort === "az" ? "" : sort, group: group === "all" ? "" : group })
        .filter(([, value]) => value)
        .map(([name, value]) => ({ name, value })),
      toggle: (facet, code) => href(toggleValue(view.selections, facet, code), keepParams),
      sort: (code) => href(view.selections, { ...keepParams, sort: code }),
      group: (code) => href(view.selections, { ...keepParams, group: code }),
      loadMore: href(view.selections, { ...keepParams, page: page + 1 }),
      previousPage: href(view.selections, { ...keepParams, page: page - 1 }),
      clearAll: href({}, { sort, group }),
      showAll: (facet) => href(view.selections, { ...keepParams, page }, [SHOW_PARAM, facet]),
      allColours: buildPath(region, "all-colors", locale),
    };
  }, [view.scope, view.selections, view.state, region, locale]);
}
