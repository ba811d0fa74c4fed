/**
 * The finder page's loader step: resolves the finder's scope from the resolved page, runs the
 * engine, redirects form submissions and unknown filters to the canonical URL, and shapes the
 * result with the view model shared with the finder API.
 */
import { redirect } from "react-router";
import { finderScope } from "../../core/finder/finder-scope";
import { finderLocation } from "../../core/finder/finder-links";
import { MAX_PAGE, PAGE_SIZE, runFinder } from "../../core/finder/finder-request";
import { VISIBLE_FACETS } from "../../core/finder/facets";
import { buildPath, LANG_PARAM, notFoundPath } from "../../core/routing/region-path";
import { buildFinderView } from "../../server/finder/finder-view";
import type { AppContext, ResolvedPage } from "../routing/contexts";
import type { FinderView } from "./finder-view";
import { LISTED_FACETS, SHOW_PARAM, TOP_VALUES } from "./finder-params";


export function loadFinder(page: ResolvedPage, app: AppContext, url: URL, heading: string): FinderView {
  const { region, locale, entry, params, location } = page;
  const scope = finderScope(entry, params, region, location.pagePath);
  if (!scope) throw redirect(notFoundPath(region, locale));
  const search = new URLSearchParams(url.search);
  search.delete(LANG_PARAM);
  const show = search.get(SHOW_PARAM);
  search.delete(SHOW_PARAM);
  const index = app.services.finder.index;
  const outcome = runFinder(index, scope, search, "cumulative");
  if (!outcome.ok) {
    // A bad sort, page or group parameter: show the finder without it rather than an error.
    const cleaned = new URLSearchParams(url.search);
    cleaned.delete(outcome.parameter);
    throw redirect(`${url.pathname}${cleaned.size ? `?${cleaned}` : ""}`);
  }
  const { run } = outcome;
  const state = { q: run.params.q, sort: run.params.sort, group: run.params.group, page: run.params.page, show: show && VISIBLE_FACETS.includes(show) ? show : null };
  if (run.needsRedirect) {
    const target = finderLocation(scope, run.selections, state);
    throw redirect(buildPath(region, target.pagePath, locale, target.query));
  }
  const result = buildFinderView(run, {
    products: index.products,
    cards: { region, locale, language: page.language, collection: (code) => app.services.catalogue.collection(code) },
    labels: { t: page.t, locale, region, language: page.language },
    topValues: TOP_VALUES,
    listedFacets: LISTED_FACETS,
    expanded: state.show,
  });
  return {
    ...result,
    heading: run.params.q ? page.t("finder.searchResultsFor", { q: run.params.q }) : heading,
    scope: { basePath: scope.basePath, shapes: scope.shapes, facets: scope.facets },
    state,
    pageSize: PAGE_SIZE,
    canLoadMore: result.items.length < result.total && run.params.page < MAX_PAGE,
    allColours: entry.kind === "all-colors",
  };
}
