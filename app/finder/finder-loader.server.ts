/**
 * The finder page's loader step: resolves the finder's scope from the resolved page, runs the
 * engine, redirects form submissions and unknown filters to the canonical URL, and shapes the
 * result with the view model shared with the finder API.
 */
import { finderScope } from "../../core/finder/finder-scope";
import { finderLocation } from "../../core/finder/finder-links";
import { MAX_CUMULATIVE_PAGES, MAX_PAGE, MAX_QUERY_LENGTH, PAGE_SIZE, runFinder } from "../../core/finder/finder-request";
import { VISIBLE_FACETS } from "../../core/finder/facets";
import { LANG_PARAM } from "../../core/routing/region-path";
import { buildFinderView } from "../../core/finder/finder-view";
import type { AppContext, ResolvedPage } from "../routing/contexts";
import type { FinderView } from "../../core/finder/finder-view";
import { LISTED_FACETS, SHOW_PARAM, TOP_VALUES } from "./finder-params";
import { redirectToNotFound, redirectToPage } from "../routing/redirect";

/** The first `max` UTF-16 units of a text, never ending in half a surrogate pair. */
function truncate(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function loadFinder(page: ResolvedPage, app: AppContext, url: URL, heading: string): FinderView {
  const { region, locale, entry, params, location } = page;
  const scope = finderScope(entry, params, region, location.pagePath);
  if (!scope) throw redirectToNotFound(region, locale);
  const search = new URLSearchParams(url.search);
  search.delete(LANG_PARAM);
  const show = search.get(SHOW_PARAM);
  search.delete(SHOW_PARAM);
  const index = app.services.finder.index;
  const outcome = runFinder(index, scope, search, "cumulative");
  if (!outcome.ok) {
    // A bad sort, page or group parameter: show the finder without it rather than an error; a
    // search text over the cap keeps its first part.
    const cleaned = new URLSearchParams(url.search);
    const q = cleaned.get("q");
    if (outcome.parameter === "q" && q) cleaned.set("q", truncate(q.trim(), MAX_QUERY_LENGTH));
    else cleaned.delete(outcome.parameter);
    throw redirectToPage(region, location.pagePath, { locale, query: cleaned });
  }
  const { run } = outcome;
  const state = { q: run.params.q, sort: run.params.sort, group: run.params.group, page: run.params.page, show: show && VISIBLE_FACETS.includes(show) ? show : null };
  if (show !== null && state.show === null) {
    // `?show=` names no facet: the same finder without it, so stray values make no new pages.
    const cleaned = new URLSearchParams(url.search);
    cleaned.delete(SHOW_PARAM);
    throw redirectToPage(region, location.pagePath, { locale, query: cleaned });
  }
  // A page past the results (a page shown alone would be empty): the last page that has some.
  const lastPage = Math.max(1, Math.ceil(run.result.total / PAGE_SIZE));
  if (state.page > lastPage) state.page = lastPage;
  if (run.needsRedirect || state.page !== run.params.page) {
    const target = finderLocation(scope, run.selections, state);
    throw redirectToPage(region, target.pagePath, { locale, query: target.query });
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
    offset: run.offset,
    cumulativePages: MAX_CUMULATIVE_PAGES,
    canLoadMore: run.offset + result.items.length < result.total && run.params.page < MAX_PAGE,
    allColours: entry.kind === "all-colors",
  };
}
