/**
 * Sitemap XML (sitemaps.org 0.9 with xhtml:link hreflang alternates): a region's pages in every
 * language the region offers, each with the alternates its page head lists, split into files
 * within the protocol's limits, and the index that lists those files.
 */
import { REGION_CONFIG, type Region } from "../regions/regions";
import { hreflangAlternates } from "../routing/alternates";
import { buildPath } from "../routing/region-path";
import type { SitemapPage } from "./sitemap-pages";
import { runToEnd, type Work } from "../finder/sliced-work";

/** sitemaps.org: at most 50,000 URLs and 50 MB (uncompressed) per file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { urls: number; bytes: number };
/**
 * What the site writes per file: a URL carries up to fourteen hreflang links (about 1.6 KB), so
 * 10,000 URLs make a file of about 16 MB, which one build holds in memory at a time (decision 0026).
 */
export const FILE_LIMITS: SitemapLimits = { urls: 10_000, bytes: SITEMAP_LIMITS.bytes };

export interface SitemapFile {
  /** Absolute path on the site: `/{region}/sitemap.xml`, then `/{region}/sitemap-2.xml`… */
  path: string;
  xml: string;
  urls: number;
  lastmod?: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = "</urlset>\n";

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Bytes of a string in UTF-8 (core stays free of Node's Buffer). */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Surrogate pairs: 2 units, 4 bytes. Others above 0x7f: 2 or 3 bytes for one unit.
    if (code >= 0xd800 && code <= 0xdbff) bytes += 1;
    else if (code > 0x7ff && (code < 0xdc00 || code > 0xdfff)) bytes += 2;
    else if (code > 0x7f && (code < 0xdc00 || code > 0xdfff)) bytes += 1;
  }
  return bytes;
}

/** W3C datetime to the second (the protocol's lastmod format). */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The file path of a region's n-th sitemap (1-based): the first keeps the plain name. */
export function regionSitemapPath(region: Region, n: number): string {
  return n === 1 ? `/${region}/sitemap.xml` : `/${region}/sitemap-${n}.xml`;
}

/** One `<url>` per language of the region for each page; the alternates are the page's, shared by its languages. */
function* urlElements(region: Region, pages: readonly SitemapPage[], origin: string): Generator<{ xml: string; lastmod?: Date }> {
  for (const page of pages) {
    const links = hreflangAlternates(origin, page.pathIn)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
      .join("");
    const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : "";
    for (const locale of REGION_CONFIG[region].locales) {
      const loc = escapeXml(origin + buildPath(region, page.pagePath, locale));
      yield { xml: `<url><loc>${loc}</loc>${lastmod}${links}</url>\n`, ...(page.lastmod ? { lastmod: page.lastmod } : {}) };
    }
  }
}

/** URLs written between two yields of a sliced build (about a millisecond of work). */
const URLS_PER_SLICE = 256;

/** A region's sitemap files, all at once (tests, tools). */
export function regionSitemaps(region: Region, pages: readonly SitemapPage[], origin: string, limits: SitemapLimits = FILE_LIMITS): SitemapFile[] {
  const files: SitemapFile[] = [];
  runToEnd(buildRegionSitemaps(region, pages, origin, (file) => files.push(file), limits));
  return files;
}

/**
 * Writes a region's sitemap files, as few as the limits allow (at least one, even when empty),
 * handing each to `onFile` as soon as it is complete, so a caller need not keep them all. Sliced
 * work: the server runs it between requests (core/finder/sliced-work.ts).
 */
export function* buildRegionSitemaps(
  region: Region,
  pages: readonly SitemapPage[],
  origin: string,
  onFile: (file: SitemapFile) => void,
  limits: SitemapLimits = FILE_LIMITS,
): Work<number> {
  const budget = limits.bytes - utf8Length(URLSET_OPEN + URLSET_CLOSE);
  let files = 0;
  let parts: string[] = [];
  let bytes = 0;
  let lastmod: Date | undefined;
  const flush = () => {
    onFile({ path: regionSitemapPath(region, ++files), xml: URLSET_OPEN + parts.join("") + URLSET_CLOSE, urls: parts.length, ...(lastmod ? { lastmod } : {}) });
    parts = [];
    bytes = 0;
    lastmod = undefined;
  };
  let written = 0;
  for (const url of urlElements(region, pages, origin)) {
    if (++written % URLS_PER_SLICE === 0) yield;
    const size = utf8Length(url.xml);
    if (parts.length > 0 && (parts.length >= limits.urls || bytes + size > budget)) flush();
    parts.push(url.xml);
    bytes += size;
    if (url.lastmod && (!lastmod || url.lastmod > lastmod)) lastmod = url.lastmod;
  }
  if (parts.length > 0 || files === 0) flush();
  return files;
}

/** The sitemap index: one `<sitemap>` per file, with the newest lastmod of its URLs. */
export function sitemapIndex(files: readonly Pick<SitemapFile, "path" | "lastmod">[], origin: string): string {
  const entries = files.map((f) => `<sitemap><loc>${escapeXml(origin + f.path)}</loc>${f.lastmod ? `<lastmod>${w3cDate(f.lastmod)}</lastmod>` : ""}</sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}
