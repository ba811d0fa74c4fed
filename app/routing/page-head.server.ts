/**
 * The head and region switch of a page, built last from the resolved page: title, meta
 * description, canonical link, hreflang alternates for the regions where the page exists, and
 * the region switcher's links (the same page where offered, else that region's finder of the
 * category). No page patches these strings afterwards.
 */
import { REGIONS, REGION_CONFIG, type Locale, type Region } from "../../core/regions/regions";
import { hreflangAlternates, manifestPathIn, type Alternate, type PathIn } from "../../core/routing/alternates";
import { finderPathFor, ROUTE_MANIFEST } from "../../core/routing/manifest";
import type { MessageKey } from "../../core/i18n/translate";
import { buildPath, sectionPath } from "../../core/routing/region-path";
import type { ResolvedPage } from "./contexts";
import type { RouteEntry } from "../../core/routing/manifest-types";

export type { Alternate } from "../../core/routing/alternates";

export interface RegionLink {
  region: Region;
  href: string;
  /** False when this page is not offered there: the link goes to that region's finder instead. */
  samePage: boolean;
  /** Said of a link that does not go to this page: where it goes instead. */
  note?: string;
}

export interface LanguageLink {
  locale: Locale;
  href: string;
  label: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  regionLinks: RegionLink[];
  languageLinks: LanguageLink[];
  noindex: boolean;
}

export interface HeadOptions {
  /** The visible heading; the document title adds the site name. */
  heading: string;
  description: string;
  /** Document title when it says more than the heading (product pages). */
  title?: string;
  /** The page's own path, when the request's path is an alias (a product by content id). */
  pagePath?: string;
  /** Where this page lives in a region; null where it is not offered. Default: the manifest's flags. */
  pathIn?: PathIn;
  noindex?: boolean;
}

export function pageHead(page: ResolvedPage, options: HeadOptions): PageHead {
  const { entry, location, origin, t } = page;
  const pagePath = options.pagePath ?? location.pagePath;
  const pathIn = options.pathIn ?? manifestPathIn(entry, pagePath);
  // The sitemaps list the same alternates through the same function (core/discovery).
  const alternates: Alternate[] = hreflangAlternates(origin, pathIn, entry.section);
  // This page's own links live in its section (`/{region}/contact/…` for visitor tools).
  const here = (region: Region, path: string, locale?: Locale) => sectionPath(entry.section, region, path, locale);
  return {
    title: t("meta.suffix", { title: options.title ?? options.heading }),
    description: options.description,
    canonical: origin + here(location.region, pagePath, location.locale),
    alternates,
    regionLinks: REGIONS.map((r) => {
      const there = pathIn(r);
      if (there !== null) return { region: r, samePage: true, href: here(r, there) };
      const finder = finderPathFor(entry.family, r);
      const category = navLabelOf(entry.family);
      const note = finder && category ? t("header.regionFinderFallback", { region: t(`region.${r}`), category: t(category) }) : undefined;
      return { region: r, samePage: false, href: buildPath(r, finder ?? ""), ...(note ? { note } : {}) };
    }),
    languageLinks: REGION_CONFIG[location.region].locales.map((l) => ({ locale: l, href: here(location.region, pagePath, l), label: endonym(l) })),
    // Private pages (visitor tools) are personal: never indexed.
    noindex: options.noindex ?? entry.cache === "private",
  };
}

/** The short name of a family (its navigation label), for "see the HIMACS finder". */
function navLabelOf(family: RouteEntry["family"]): MessageKey | undefined {
  return family ? ROUTE_MANIFEST.find((e) => e.family === family && e.navLabel)?.navLabel : undefined;
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
