/**
 * The finder page's loader step: resolves the finder's scope from the matched route, runs the
 * engine, redirects form submissions and unknown filters to the canonical URL, and builds the
 * localised FinderView with every link precomputed.
 */
import { redirect, type AppLoadContext } from "react-router";
import { BADGE_FLAGS } from "../../core/catalogue/enums";
import { productImages } from "../../core/catalogue/media";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/catalogue/product-path";
import { finderScope } from "../../core/finder/finder-scope";
import type { Selections } from "../../core/finder/filter-path";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator, type MessageKey } from "../../core/i18n/translate";
import { contentLanguageOf, REGION_CONFIG } from "../../core/regions/regions";
import { routeById } from "../../core/routing/manifest";
import { buildPath, LANG_PARAM, parseLocation } from "../../core/routing/region-path";
import { finderLocation, PAGE_SIZE, runFinder, type FinderQueryParams } from "../../server/finder/finder-request";
import { orderFacets, valueLabel } from "../../server/finder/facet-labels";
import type { PageData } from "../routing/page.server";
import type { FinderFacet, FinderView } from "./finder-view";

const BADGE_KEYS: Record<(typeof BADGE_FLAGS)[number], MessageKey> = { new: "badge.new", "coming-soon": "badge.comingSoon", discontinued: "badge.discontinued" };

interface Args {
  request: Request;
  context: AppLoadContext;
  page: PageData;
}

export function loadFinder({ request, context, page }: Args): FinderView {
  const url = new URL(request.url);
  const location = parseLocation(url)!;
  const { region, locale } = location;
  const entry = routeById(page.entryId)!;
  const scope = finderScope(entry, page.params, region, location.pagePath);
  const search = new URLSearchParams(url.search);
  search.delete(LANG_PARAM);
  const outcome = runFinder(context.services.finder.index, scope, search, "cumulative");
  if (!outcome.ok) {
    // A bad sort, page or group parameter: show the finder without it rather than an error.
    const cleaned = new URLSearchParams(url.search);
    cleaned.delete(outcome.parameter);
    throw redirect(`${url.pathname}${cleaned.size ? `?${cleaned}` : ""}`);
  }
  const { run } = outcome;
  const href = (selections: Selections, params: Partial<FinderQueryParams>) => {
    const target = finderLocation(scope, selections, params);
    return buildPath(region, target.pagePath, locale, target.query);
  };
  const keepParams = { q: run.params.q, sort: run.params.sort, group: run.params.group };
  if (run.needsRedirect) throw redirect(href(run.selections, { ...keepParams, page: run.params.page }));

  const t = createTranslator(locale, resolveCatalogue(locale));
  const language = contentLanguageOf(locale);
  const snapshot = context.services.catalogue.current;
  const imageBase = context.publicEnv.imageBaseUrl;
  const products = context.services.finder.index.products;
  const toggled = (facet: string, code: string): Selections => {
    const current = run.selections[facet] ?? [];
    return { ...run.selections, [facet]: current.includes(code) ? current.filter((c) => c !== code) : [...current, code] };
  };
  const facets = orderFacets(run.result.facets)
    .map((facet): FinderFacet => ({
      name: facet.name,
      label: t(`facet.${facet.name}` as MessageKey),
      kind: facet.kind,
      active: facet.values.some((v) => v.selected),
      values: facet.values.map((value) => ({
        code: value.code,
        label: valueLabel(facet, value.code, value.label, { t, locale, region, language }),
        count: value.count,
        selected: value.selected,
        href: href(toggled(facet.name, value.code), keepParams),
      })),
    }))
    .filter((facet) => facet.active || facet.values.length >= 2 || (facet.kind === "boolean" && facet.values.length === 1));

  const items = run.result.docs.map((doc) => {
    const product = products[doc]!;
    const collection = snapshot.collections.get(product.collection);
    return {
      contentId: product.contentId,
      itemNumber: product.itemNumber,
      name: localise(product.name, language),
      collectionName: collection ? localise(collection.name, language) : null,
      collection: product.collection,
      badges: BADGE_FLAGS.filter((flag) => product.flags.includes(flag)).map((code) => ({ code, label: t(BADGE_KEYS[code]) })),
      images: productImages(product, imageBase),
      href: buildPath(region, productPagePath(product), locale),
    };
  });
  const shown = items.length;
  const selected = facets.flatMap((facet) =>
    facet.values.filter((v) => v.selected).map((v) => ({ facet: facet.name, facetLabel: facet.label, code: v.code, label: v.label, removeHref: v.href })),
  );
  const langInput = locale === REGION_CONFIG[region].defaultLocale ? [] : [{ name: LANG_PARAM, value: locale }];
  const keep = Object.entries({ q: run.params.q, sort: run.params.sort === "az" ? "" : run.params.sort, group: run.params.group === "all" ? "" : run.params.group })
    .filter(([, value]) => value)
    .map(([name, value]) => ({ name, value }));

  return {
    heading: run.params.q ? t("finder.searchResultsFor", { q: run.params.q }) : page.heading,
    action: buildPath(region, scope.basePath, locale).split("?")[0]!,
    hiddenInputs: langInput,
    total: run.result.total,
    items,
    page: run.params.page,
    pageSize: PAGE_SIZE,
    loadMoreHref: shown < run.result.total && run.params.page < 50 ? href(run.selections, { ...keepParams, page: run.params.page + 1 }) : null,
    sort: run.params.sort,
    sortOptions: (["az", "za", "newest", "popular"] as const).map((code) => ({
      code,
      label: t(`finder.sort.${code === "az" ? "az" : code === "za" ? "za" : code === "newest" ? "newest" : "popular"}`),
      href: href(run.selections, { ...keepParams, sort: code }),
      selected: code === run.params.sort,
    })),
    group: run.params.group,
    groupOptions: (["collections", "all"] as const).map((code) => ({
      code,
      label: t(code === "collections" ? "finder.groupByCollections" : "finder.allProducts"),
      href: href(run.selections, { ...keepParams, group: code }),
      selected: code === run.params.group,
    })),
    q: run.params.q,
    facets,
    selected,
    clearAllHref: href({}, { sort: run.params.sort, group: run.params.group }),
    allColoursHref: buildPath(region, "all-colors", locale),
    keep,
  };
}
