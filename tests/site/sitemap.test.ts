/**
 * Discovery as a crawler meets it on the built site: robots.txt names the sitemap index; the index
 * lists every region's files; each file is a well-formed urlset whose pages answer 200 with
 * exactly the hreflang alternates the sitemap gives them (one page of each shape, a sample of
 * products and of other languages). Both answers are cacheable, revalidate to 304 and answer HEAD.
 */
import { describe, expect, it } from "vitest";
import { REGIONS, REGION_CONFIG } from "../../core/regions/regions";
import { parsePath } from "../../core/routing/region-path";
import { findAll, parseHtml } from "../support/crawl";
import { rawRequest } from "../support/raw-request";
import { CLOSE, isProductPath, readAll } from "../support/link-reach";
import { matchEntry } from "../support/manifest-samples";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();

const URL_LINE = /^<url><loc>([^<]+)<\/loc>(?:<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>)?((?:<xhtml:link rel="alternate" hreflang="[a-zA-Z-]+" href="[^"<]+"\/>)+)<\/url>$/;
const unescape = (text: string) => text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&apos;", "'").replaceAll("&amp;", "&");

interface SitemapUrl {
  loc: string;
  alternates: string[];
}

/** Reads a urlset strictly: the declaration, the root with both namespaces, one `<url>` per line. */
function readUrlset(xml: string): SitemapUrl[] {
  const lines = xml.split("\n");
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  expect(lines.at(-2)).toBe("</urlset>");
  const urls: SitemapUrl[] = [];
  const malformed: string[] = [];
  // One expectation for the file, not one per line: a GL file holds tens of thousands of lines.
  for (const line of lines.slice(2, -2)) {
    const match = URL_LINE.exec(line);
    if (!match) malformed.push(line.slice(0, 200));
    else urls.push({ loc: unescape(match[1]!), alternates: [...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${unescape(m[2]!)}`).sort() });
  }
  expect(malformed).toEqual([]);
  return urls;
}

const relative = (href: string) => {
  const url = new URL(href);
  return url.pathname + url.search;
};

/** The hreflang set a page renders in its head. */
async function pageAlternates(url: string): Promise<string[]> {
  // A connection each (CLOSE says why): the parse of every sitemap runs between two of these.
  const response = await fetch(url, { redirect: "manual", headers: CLOSE });
  expect(response.status, url).toBe(200);
  const root = parseHtml(await response.text());
  return findAll(root, (el) => el.name === "link" && el.attrs.get("rel") === "alternate" && el.attrs.has("hreflang"))
    .map((el) => `${el.attrs.get("hreflang")} ${el.attrs.get("href")}`)
    .sort();
}

/** Runs `task` over `items`, a few at a time (the server shares two cores with everything else). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

/** Every `<url>` of every region, read once for the tests below. */
async function allUrls(): Promise<Map<string, SitemapUrl[]>> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`, { headers: CLOSE })).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescape(m[1]!));
  const byRegion = new Map<string, SitemapUrl[]>();
  const texts = await readAll(files);
  files.forEach((file, i) => {
    const region = new URL(file).pathname.split("/")[1]!;
    const urls = byRegion.get(region) ?? [];
    for (const url of readUrlset(texts[i]!)) urls.push(url);
    byRegion.set(region, urls);
  });
  return byRegion;
}

const isProduct = (u: SitemapUrl) => isProductPath(new URL(u.loc).pathname);

/**
 * One page for each shape a page's alternates can take: its route pattern and the regions that
 * have it. The pages of one shape share the code that builds their alternates (the page head's
 * and the sitemap's) and differ only in the value of a segment; every page of GL, US and JP is
 * read by crawl.test.ts, which proves each answers 200.
 */
function oneOfEachShape(urls: readonly SitemapUrl[]): SitemapUrl[] {
  const shapes = new Map<string, SitemapUrl>();
  for (const url of urls) {
    const pagePath = decodeURIComponent(new URL(url.loc).pathname.split("/").slice(3).join("/"));
    const regions = [...new Set(url.alternates.map((a) => new URL(a.split(" ")[1]!).pathname.split("/")[1]))].sort();
    const shape = `${matchEntry(pagePath)?.entry.path ?? pagePath} ${regions.join(",")}`;
    if (!shapes.has(shape)) shapes.set(shape, url);
  }
  return [...shapes.values()];
}

describe("robots.txt", () => {
  it("opens the catalogue, closes private sections and the API, and names the sitemap index", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`, { headers: CLOSE });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const rule of ["Disallow: /gl/api/", "Disallow: /gl/account", "Disallow: /us/samples", "Disallow: /jp/contact"]) expect(text).toContain(rule);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("is an index of every region's sitemap files, cacheable, revalidating to 304 and answering HEAD", async () => {
    const answer = await rawRequest(baseUrl, { target: "/sitemap.xml" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(String(answer.headers["cache-control"])).toMatch(/^public, .*s-maxage=\d+/);
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<sitemap><loc>[^<]+<\/loc>(<lastmod>[^<]+<\/lastmod>)?<\/sitemap>\n)+<\/sitemapindex>\n$/);
    for (const region of REGIONS) expect(answer.body).toContain(`<loc>${baseUrl}/${region}/sitemap.xml</loc>`);

    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await rawRequest(baseUrl, { target: "/sitemap.xml", headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const head = await rawRequest(baseUrl, { method: "HEAD", target: "/gl/sitemap.xml", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body).toBe("");
    const robots = await rawRequest(baseUrl, { target: "/robots.txt" });
    expect((await rawRequest(baseUrl, { target: "/robots.txt", headers: { "if-none-match": String(robots.headers.etag) } })).status).toBe(304);
  });

  // Fetches about 300 pages the sitemaps list (their alternates are what is compared).
  it("lists pages whose URLs answer 200 and whose alternates are the page's own", async () => {
    const byRegion = await allUrls();
    expect([...byRegion.keys()].sort()).toEqual([...REGIONS].sort());
    const checked: SitemapUrl[] = [];
    for (const [region, urls] of byRegion) {
      const locs = urls.map((u) => u.loc);
      expect(new Set(locs).size, `${region}: each URL once`).toBe(locs.length);
      const defaultLanguage = urls.filter((u) => !new URL(u.loc).searchParams.has("lang"));
      expect(defaultLanguage.length * REGION_CONFIG[region as keyof typeof REGION_CONFIG].locales.length).toBe(urls.length);
      const products = defaultLanguage.filter(isProduct);
      expect(products.length, `${region} lists products`).toBeGreaterThan(0);
      // One page of each shape; products spread evenly; a few other languages.
      const step = Math.max(1, Math.floor(products.length / 12));
      checked.push(...oneOfEachShape(defaultLanguage.filter((u) => !isProduct(u))), ...products.filter((_, i) => i % step === 0), ...urls.filter((u) => new URL(u.loc).searchParams.has("lang")).slice(0, 3));
    }
    await eachLimited(checked, 4, async (url) => {
      expect(parsePath(new URL(url.loc).pathname), url.loc).not.toBeNull();
      expect(await pageAlternates(url.loc), url.loc).toEqual(url.alternates);
    });
    expect(checked.length).toBeGreaterThan(200);
    // Alternates point at pages of the same site.
    for (const url of checked.slice(0, 50)) for (const alternate of url.alternates) expect(relative(alternate.split(" ")[1]!)).toMatch(/^\/[a-z]{2}\/products\//);
  }, 45_000);
});
