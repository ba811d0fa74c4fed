/**
 * A page's head as its loader sends it, and the URLs and links derived from it. The loader sends
 * the page's path and the regions that have it; the canonical URL, the hreflang alternates and the
 * region switch's links are built here, on the server and in the browser alike, from one origin
 * (decision 0029). The sitemaps build their alternates with the same `hreflangAlternates`.
 */
import { REGIONS, type Locale, type Region } from "../../core/regions/regions";
import { hreflangAlternates, type Alternate } from "../../core/routing/alternates";
import { sectionPath, type Section } from "../../core/routing/region-path";

export interface PageHead {
  title: string;
  description: string;
  /** Scheme and host of the site's public URLs, for the absolute ones (canonical, hreflang). */
  origin: string;
  section: Section;
  /** The region and language of this page. */
  region: Region;
  locale: Locale;
  /** The page's path in its section; the same in every region that offers it. */
  path: string;
  offeredIn: Region[];
  /** Where the region switch goes in the other regions (their finder of the category), and why. */
  elsewhere: Array<{ region: Region; href: string; note?: string }>;
  /** The region's languages named in themselves; empty when the region has one. */
  languages: Array<{ locale: Locale; label: string }>;
  noindex: boolean;
  /** What social networks show for a link to the page (Open Graph); null on private pages. */
  share: { siteName: string; type: "website" | "product"; image: { url: string; alt: string } | null } | null;
}

export interface RegionLink {
  region: Region;
  href: string;
  /** Said of a link that does not go to this page: where it goes instead. */
  note?: string;
}

const here = (head: PageHead, region: Region, locale?: Locale) => sectionPath(head.section, region, head.path, locale);

export function canonicalUrl(head: PageHead): string {
  return head.origin + here(head, head.region, head.locale);
}

export function alternatesOf(head: PageHead): Alternate[] {
  return hreflangAlternates(head.origin, (r) => (head.offeredIn.includes(r) ? head.path : null), head.section);
}

/** One link per region, in the order the regions are listed: this page where offered, else the region's fallback. */
export function regionLinksOf(head: PageHead): RegionLink[] {
  const links: RegionLink[] = [...head.offeredIn.map((region) => ({ region, href: here(head, region) })), ...head.elsewhere];
  return links.sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region));
}

export function languageLinksOf(head: PageHead): Array<{ locale: Locale; label: string; href: string }> {
  return head.languages.map((l) => ({ ...l, href: here(head, head.region, l.locale) }));
}
