/**
 * The one loader step every manifest page shares: find the manifest entry of the matched route,
 * apply the region guard (redirect to the region's not-found page, or follow a legacy redirect),
 * and compute the localised title, canonical URL and hreflang alternates.
 */
import { redirect, type AppLoadContext } from "react-router";
import { REGIONS, REGION_CONFIG, type Locale, type Region } from "../../core/regions/regions";
import { guardRoute, type Params } from "../../core/routing/guard";
import type { RouteEntry } from "../../core/routing/manifest-types";
import { buildPath, notFoundPath, parseLocation } from "../../core/routing/region-path";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator, type MessageKey, type Translate } from "../../core/i18n/translate";
import type { Catalogue } from "../../core/i18n/types";
import { entryForPattern } from "./manifest-lookup";
import { finderEntryFor, finderPathFor } from "../../core/routing/manifest";

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface RegionLink {
  region: Region;
  href: string;
  /** False when this page is not offered there: the link goes to that region's start page. */
  samePage: boolean;
}

export interface PageData {
  entryId: string;
  kind: RouteEntry["kind"];
  family: RouteEntry["family"] | null;
  pageType: RouteEntry["pageType"] | null;
  categoryId: number | null;
  /** The visible heading; the document title adds the site name. */
  heading: string;
  documentTitle: string;
  canonical: string;
  alternates: Alternate[];
  regionLinks: RegionLink[];
  /** Languages of the region, each named in its own language. */
  languageLinks: Array<{ locale: Locale; href: string; label: string }>;
  params: Params;
  /** The category's finder in this region, for "Explore" links and breadcrumbs; null when there is none. */
  finderPath: string | null;
  finderHeading: string | null;
}

interface LoaderArgs {
  request: Request;
  params: Params;
  pattern: string;
  context: AppLoadContext;
}

export function loadPage({ request, params, pattern, context }: LoaderArgs): PageData {
  const url = new URL(request.url);
  const location = parseLocation(url);
  if (!location) throw redirect(notFoundPath("gl"));
  const { region, locale } = location;
  const entry = entryForPattern(pattern);
  if (!entry) throw redirect(notFoundPath(region, locale));

  const decision = guardRoute(entry, region, params);
  if (decision.outcome === "notFound") throw redirect(notFoundPath(region, locale));
  if (decision.outcome === "redirect") throw redirect(buildPath(region, decision.pagePath, locale), 301);

  const catalogue = resolveCatalogue(locale);
  const t = createTranslator(locale, catalogue);
  const pagePath = location.pagePath;
  const heading = t(`meta.${entry.metaCode}` as MessageKey, { name: segmentName(catalogue, t, params, pagePath) });
  const origin = context.publicOrigin ?? url.origin;
  const offered = REGIONS.filter((r) => entry.availability[r]);

  return {
    entryId: entry.id,
    kind: entry.kind,
    family: entry.family ?? null,
    pageType: entry.pageType ?? null,
    categoryId: entry.categoryId ?? null,
    heading,
    documentTitle: t("meta.suffix", { title: heading }),
    canonical: origin + buildPath(region, pagePath, locale),
    alternates: alternatesFor(offered, pagePath, origin),
    regionLinks: REGIONS.map((r) => ({
      region: r,
      samePage: entry.availability[r],
      href: buildPath(r, entry.availability[r] ? pagePath : ""),
    })),
    languageLinks: REGION_CONFIG[region].locales.map((l) => ({ locale: l, href: buildPath(region, pagePath, l), label: endonym(l) })),
    params,
    finderPath: finderPathFor(entry.family, region),
    finderHeading: finderHeading(entry, region, t, catalogue),
  };
}

function alternatesFor(regions: readonly Region[], pagePath: string, origin: string): Alternate[] {
  const links: Alternate[] = regions.flatMap((r) => REGION_CONFIG[r].locales.map((l) => ({ hreflang: l, href: origin + buildPath(r, pagePath, l) })));
  if (regions.includes("gl")) links.push({ hreflang: "x-default", href: origin + buildPath("gl", pagePath) });
  return links;
}

/**
 * The readable name of the page's dynamic segment (application, flooring type or collection):
 * a named parameter first, else the first path segment that has a translated name.
 */
function segmentName(catalogue: Catalogue, t: Translate, params: Params, pagePath: string): string {
  const named = params.main_collection_name ?? params.leafCollection ?? params.category_name;
  const segments = pagePath.split("/").map(safeDecode);
  const raw = named ?? segments.find((s) => `segment.${s}` in catalogue) ?? segments.at(-1) ?? "";
  const key = `segment.${raw}`;
  if (key in catalogue) return t(key as MessageKey);
  return raw
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const endonyms = new Map<Locale, string>();
function endonym(locale: Locale): string {
  let label = endonyms.get(locale);
  if (label === undefined) {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    endonyms.set(locale, (label = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)));
  }
  return label;
}

function finderHeading(entry: RouteEntry, region: Region, t: Translate, catalogue: Catalogue): string | null {
  const finder = finderEntryFor(entry.family, region);
  if (!finder) return null;
  const firstValue = Object.values(finder.paramValues ?? {})[0]?.[0];
  const key = `segment.${firstValue}`;
  return t(`meta.${finder.metaCode}` as MessageKey, { name: key in catalogue ? t(key as MessageKey) : "" });
}
