/**
 * The head and region switch of a page, built last from the resolved page: title, meta
 * description, canonical link, hreflang alternates for the regions where the page exists, and
 * the region switcher's links (the same page where offered, else that region's finder of the
 * category). No page patches these strings afterwards.
 */
import { REGIONS, REGION_CONFIG, type Locale } from "../../core/regions/regions";
import { manifestPathIn, type PathIn } from "../../core/routing/alternates";
import { familyNavLabel, finderPathFor } from "../../core/routing/manifest";
import type { MessageKey } from "../../core/i18n/translate";
import { buildPath } from "../../core/routing/region-path";
import type { ResolvedPage } from "./contexts";
import type { PageHead } from "./page-head";
import type { ShareImage } from "./share-image.server";
import type { RouteEntry } from "../../core/routing/manifest-types";

export type { PageHead } from "./page-head";

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
  /** A product page shares its own picture as a product; other pages their family's (ResolvedPage.share). */
  share?: { type: "product"; image: ShareImage };
}

/**
 * Sent compactly (decision 0029): the page's path and the regions that have it, not the absolute
 * URLs and links derived from them (app/routing/page-head.ts builds those, on both sides).
 */
export function pageHead(page: ResolvedPage, options: HeadOptions): PageHead {
  const { entry, location, origin, t } = page;
  const path = options.pagePath ?? location.pagePath;
  const pathIn = options.pathIn ?? manifestPathIn(entry, path);
  // Every PathIn answers the page's own path or null (core/routing/alternates.ts), so a region list says it all.
  const offeredIn = REGIONS.filter((r) => pathIn(r) !== null);
  return {
    title: t("meta.suffix", { title: options.title ?? options.heading }),
    description: options.description,
    origin,
    section: entry.section,
    region: location.region,
    locale: location.locale,
    path,
    offeredIn,
    elsewhere: REGIONS.filter((r) => !offeredIn.includes(r)).map((r) => {
      const finder = finderPathFor(entry.family, r);
      const category = navLabelOf(entry.family);
      const note = finder && category ? t("header.regionFinderFallback", { region: t(`region.${r}`), category: t(category) }) : undefined;
      return { region: r, href: buildPath(r, finder ?? ""), ...(note ? { note } : {}) };
    }),
    languages: REGION_CONFIG[location.region].locales.length > 1 ? REGION_CONFIG[location.region].locales.map((l) => ({ locale: l, label: endonym(l) })) : [],
    // Private pages (visitor tools) are personal: never indexed.
    noindex: options.noindex ?? entry.cache === "private",
    share: entry.cache === "public" ? { siteName: t("site.name"), type: options.share?.type ?? "website", image: options.share?.image ?? page.share ?? null } : null,
  };
}

/** The short name of a family (its navigation label), for "see the HIMACS finder". */
function navLabelOf(family: RouteEntry["family"]): MessageKey | undefined {
  return family ? familyNavLabel(family) : undefined;
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
