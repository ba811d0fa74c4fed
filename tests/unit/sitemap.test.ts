/**
 * The sitemap builders over the seed catalogue: which pages each region lists (and which it never
 * does), well-formed XML within the protocol's limits, hreflang alternates only where the page
 * exists, splitting into several files, and robots.txt rules that never block a listed URL.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { productPagePath } from "../../core/routing/product-path";
import { regionSitemapPages } from "../../core/discovery/sitemap-pages";
import { escapeXml, FILE_LIMITS, regionSitemaps, sitemapIndex, SITEMAP_LIMITS } from "../../core/discovery/sitemap-xml";
import { robotsAllows, robotsRules, robotsTxt } from "../../core/discovery/robots";
import { REGIONS, REGION_CONFIG } from "../../core/regions/regions";
import { detailEntryFor, ONLINE_BOOKS, ROUTE_MANIFEST } from "../../core/routing/manifest";
import { expandPattern } from "../../core/routing/expand-pattern";
import { landingCollections } from "../../app/landing/landing-collections";
import { LEGAL_PAGES, legalPagePath } from "../../core/legal/legal-pages";

const origin = "https://www.example.com";
/** A finder narrowed to one collection, as the landings link it. */
const COLLECTION_VIEW = /\/filter\/collection\/[^/]+$/;
const catalogue = demoSeed();
const pagesOf = (region: (typeof REGIONS)[number]) => regionSitemapPages(region, catalogue);

/** Every filtered finder a collection card of the region's landings opens, as a page path. */
function landingCollectionLinks(region: (typeof REGIONS)[number]): Set<string> {
  const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
  const source = { collections, products: catalogue.products.filter((p) => p.regions.includes(region)) };
  const where = { region, locale: REGION_CONFIG[region].defaultLocale, language: "en" as const };
  const links = new Set<string>();
  for (const entry of ROUTE_MANIFEST.filter((e) => e.kind === "category" && e.availability[region])) {
    for (const pagePath of expandPattern(entry, catalogue.collections) ?? []) {
      const params = entry.collectionParam ? { [entry.collectionParam]: decodeURIComponent(pagePath.split("/").pop()!) } : {};
      for (const card of landingCollections(entry, params, where, source)) {
        const path = new URL(card.href, origin).pathname.replace(`/${region}/products/`, "");
        if (path.includes("/filter/")) links.add(path);
      }
    }
  }
  return links;
}

/** Every `<loc>` of a urlset or index. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("region sitemap pages", () => {
  it("lists the manifest's public pages with their known dynamic values, never redirects, not-found or filters", () => {
    const paths = pagesOf("gl").map((p) => p.pagePath);
    expect(paths).toContain("himacs");
    expect(paths).toContain("himacs/about/sustainability");
    expect(paths).toContain("himacs-solid-surface/himacs-finder");
    expect(paths).toContain("vizuon-sign-graphic/vizuon-finder/architecture");
    expect(paths).toContain("hflor/hflor-finder/lvt-flooring");
    expect(paths).toContain("all-colors");
    expect(paths).toContain("automotive/automotive-skin");
    const hflorCollections = catalogue.collections.filter((c) => c.family === "PRD_FLOORING");
    expect(hflorCollections.length).toBeGreaterThan(0);
    for (const c of hflorCollections.slice(0, 3)) expect(paths).toContain(`hflor/${encodeURIComponent(c.code).replace(/%27/g, "'")}`);
    for (const path of paths) {
      // The only filter paths listed are collection views (the next test).
      expect(path.replace(COLLECTION_VIEW, ""), path).not.toMatch(/(^|\/)(filter|error)\//);
      expect(path, path).not.toMatch(/:|\*/);
      expect(path, path).not.toBe("viatera");
    }
    expect(new Set(paths).size, "each page once").toBe(paths.length);
  });

  it("lists every collection view a landing links to, in every region, and no other filter state", () => {
    for (const region of REGIONS) {
      const listed = pagesOf(region).filter((p) => p.pagePath.includes("/filter/"));
      const linked = landingCollectionLinks(region);
      expect(listed.map((p) => p.pagePath).sort(), region).toEqual([...linked].sort());
      for (const page of listed) expect(page.pagePath, region).toMatch(COLLECTION_VIEW);
    }
    expect(landingCollectionLinks("gl").size, "views of every family with a finder").toBeGreaterThan(80);
    const view = pagesOf("gl").find((p) => p.pagePath.startsWith("himacs-solid-surface/himacs-finder/filter/collection/"))!;
    // Its hreflang set is the finder's: every region that has the HIMACS finder.
    expect(REGIONS.filter((r) => view.pathIn(r) !== null)).toEqual(REGIONS);
  });

  it("lists each category's online book, the guides page and the four legal pages", () => {
    for (const region of REGIONS) {
      const paths = pagesOf(region).map((p) => p.pagePath);
      for (const page of LEGAL_PAGES) expect(paths, `${region} ${page}`).toContain(legalPagePath(page));
      expect(paths, region).toContain("guides");
      for (const [category, book] of ONLINE_BOOKS) if (book.availability[region]) expect(paths, `${region} ${category}`).toContain(book.path);
    }
    expect(pagesOf("gl").map((p) => p.pagePath)).toContain("himacs-solid-surface/online-book");
  });

  it("lists sinks only where offered and nothing a region lacks", () => {
    expect(pagesOf("us").map((p) => p.pagePath)).toContain("himacs-solid-surface/sink");
    expect(pagesOf("gl").map((p) => p.pagePath)).not.toContain("himacs-solid-surface/sink");
    expect(pagesOf("jp").some((p) => p.pagePath.startsWith("viatera"))).toBe(false);
    expect(pagesOf("ca").some((p) => p.pagePath.startsWith("hflor"))).toBe(false);
  });

  it("lists the canonical page of every product offered in the region, and only those", () => {
    for (const region of REGIONS) {
      const paths = new Set(pagesOf(region).map((p) => p.pagePath));
      for (const product of catalogue.products) {
        const entry = detailEntryFor(product.family);
        if (!entry) continue;
        const offered = product.regions.includes(region) && entry.availability[region];
        expect(paths.has(productPagePath(product)), `${region} ${product.slug}`).toBe(offered);
      }
    }
  });
});

describe("sitemap XML", () => {
  it("is a urlset of one URL per page and language, each with the page's own alternates", () => {
    const pages = pagesOf("gl");
    const files = regionSitemaps("gl", pages, origin);
    expect(files.map((f) => f.path)).toEqual(files.map((_, i) => (i === 0 ? "/gl/sitemap.xml" : `/gl/sitemap-${i + 1}.xml`)));
    for (const file of files) expect(file.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n(<url><loc>[^<]+<\/loc>(<lastmod>[^<]+<\/lastmod>)?(<xhtml:link rel="alternate" hreflang="[a-zA-Z-]+" href="[^"<]+"\/>)+<\/url>\n)+<\/urlset>\n$/);
    expect(files.reduce((sum, f) => sum + f.urls, 0)).toBe(pages.length * REGION_CONFIG.gl.locales.length);
    const xml = files.map((f) => f.xml).join("");
    expect(locs(xml)).toContain(`${origin}/gl/products/himacs?lang=de`);
    // An HFLOR product exists in GL and US only: its alternates name those regions' languages and x-default.
    const hflor = catalogue.products.find((p) => p.family === "PRD_FLOORING" && p.regions.includes("gl") && p.regions.includes("us"))!;
    const url = xml.split("\n").find((line) => line.includes(`<loc>${origin}/gl/products/${productPagePath(hflor)}</loc>`))!;
    const langs = [...url.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(langs).toEqual(["de", "en", "en-GB", "en-US", "es", "fr", "it", "nl", "x-default"]);
  });

  it("dates product pages by their own last change and landings by the catalogue's, and each file by its newest", () => {
    const product = catalogue.products.find((p) => p.regions.includes("ca") && detailEntryFor(p.family)?.availability.ca)!;
    const dated = regionSitemapPages("ca", { ...catalogue, updatedAt: Date.UTC(2026, 0, 2), productUpdatedAt: new Map([[product.contentId, Date.UTC(2026, 5, 7, 8, 9, 10)]]) });
    const [file] = regionSitemaps("ca", dated, origin);
    const line = (path: string) => file!.xml.split("\n").find((l) => l.startsWith(`<url><loc>${origin}/ca/products/${path}</loc>`))!;
    expect(line(productPagePath(product))).toContain("<lastmod>2026-06-07T08:09:10Z</lastmod>");
    expect(line("himacs")).toContain("<lastmod>2026-01-02T00:00:00Z</lastmod>");
    expect(sitemapIndex([file!], origin)).toContain("<lastmod>2026-06-07T08:09:10Z</lastmod>");
  });

  it("escapes what XML must not carry raw", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const index = sitemapIndex([{ path: "/gl/sitemap.xml?x=1&y=2" }], origin);
    expect(index).toContain("<loc>https://www.example.com/gl/sitemap.xml?x=1&amp;y=2</loc>");
  });

  it("splits a region into several files within the URL and byte limits, losing no URL", () => {
    const pages = pagesOf("us");
    const whole = regionSitemaps("us", pages, origin, SITEMAP_LIMITS);
    const byCount = regionSitemaps("us", pages, origin, { urls: 500, bytes: SITEMAP_LIMITS.bytes });
    expect(byCount.map((f) => f.path).slice(0, 3)).toEqual(["/us/sitemap.xml", "/us/sitemap-2.xml", "/us/sitemap-3.xml"]);
    expect(byCount.every((f) => f.urls <= 500)).toBe(true);
    const bySize = regionSitemaps("us", pages, origin, { urls: SITEMAP_LIMITS.urls, bytes: 100_000 });
    expect(bySize.every((f) => Buffer.byteLength(f.xml) <= 100_000)).toBe(true);
    for (const split of [byCount, bySize]) expect(split.flatMap((f) => locs(f.xml))).toEqual(locs(whole[0]!.xml));
    const index = sitemapIndex(byCount, origin);
    expect(locs(index)).toEqual(byCount.map((f) => origin + f.path));
  });
});

describe("robots.txt", () => {
  it("names the sitemap index and keeps private sections, the API and documents out", () => {
    const text = robotsTxt(origin);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const rules = robotsRules();
    for (const path of ["/gl/account", "/us/samples/basket", "/jp/contact", "/gl/api/products", "/documents/x.pdf", "/images/download/1/v/x.jpg", "/gl/products/himacs-solid-surface/himacs-finder?q=white"]) {
      expect(robotsAllows(rules, path), path).toBe(false);
    }
    expect(robotsAllows(rules, "/gl/products/himacs?lang=de")).toBe(true);
    expect(robotsAllows(rules, "/images/swatch/1/v/640.avif")).toBe(true);
    expect(robotsRules("https://img.example.com/i").some((r) => r.path.includes("download"))).toBe(false);
  });

  // Builds every region's sitemaps and checks each of their URLs against robots.txt: up to 4 s on a loaded machine.
  it("blocks no URL a sitemap lists", () => {
    const rules = robotsRules();
    const blocked: string[] = [];
    for (const region of REGIONS) {
      for (const file of regionSitemaps(region, pagesOf(region), origin)) {
        // One expect over all of them: tens of thousands of expect() calls were most of the time.
        for (const loc of locs(file.xml)) if (!robotsAllows(rules, loc.slice(origin.length))) blocked.push(loc);
      }
    }
    expect(blocked).toEqual([]);
  }, 15_000);
});

describe("cost", () => {
  it("builds every region's sitemaps of the seed catalogue", () => {
    const started = performance.now();
    const files = REGIONS.flatMap((region) => regionSitemaps(region, pagesOf(region), origin));
    const ms = performance.now() - started;
    const sizes = files.map((f) => `${f.path} ${f.urls} URLs ${(Buffer.byteLength(f.xml) / 1024).toFixed(0)} KB`);
    console.info(`sitemaps built in ${ms.toFixed(0)} ms:\n${sizes.join("\n")}`);
    expect(files.every((f) => f.urls <= FILE_LIMITS.urls && Buffer.byteLength(f.xml) <= SITEMAP_LIMITS.bytes)).toBe(true);
  });
});
