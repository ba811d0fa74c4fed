/**
 * Crawls the built site as a search engine would: from each region's start page, its categories
 * and a few product pages, every link of at least 500 pages spread over all seven regions must
 * answer without ending on the not-found page, a 404 or a 5xx.
 *
 * And as a visitor finds pages (issue 26, decision 0054): from `/{region}/products/`, following
 * only the links of the served HTML, every page of the region's sitemap other than products must
 * be reached. The privacy, terms, imprint and cookie pages (issue 26, another slice) are left out
 * by LEGAL_PAGE, so that slice's footer links are not needed for this one to pass.
 *
 * A link to a product's page that its region's sitemap lists is rendered for the region's first
 * PRODUCT_SAMPLE such links and the seeds' products; the others count as answering without a
 * render (about 40 % of the crawl's requests, and the heaviest pages): the sitemap lists exactly
 * the canonical page of every product offered in the region (tests/unit/sitemap.test.ts), every
 * product's page model builds (tests/unit/product-detail-units.test.ts) and one product of every
 * collection renders in every region (product-walk.test.ts). A product link the sitemap does not
 * list (a wrong path, a product the region lacks) is still fetched, and reported if it breaks.
 */
import { describe, expect, it } from "vitest";
import { REGIONS } from "../../core/regions/regions";
import { crawl, type BrokenLink } from "../support/crawl";
import { isProductPath, reachByLinks, regionSitemapUrls } from "../support/link-reach";
import { siteBaseUrl } from "../support/site-address";

/** The legal pages another slice of issue 26 adds, whatever their path: tested where they are built. */
const LEGAL_PAGE = /\/(privacy|terms|imprint|cookies)(?:[/?]|$)/;

const baseUrl = siteBaseUrl();
const PRODUCTS_PER_CATEGORY = 2;
/** Product links found on pages that are rendered per region, beyond the seeds' products. */
const PRODUCT_SAMPLE = 10;

const sitemaps = new Map<string, Promise<string[]>>();
/** A region's sitemap URLs, read once for the file (GL lists about 170,000). */
function sitemapUrls(region: string): Promise<string[]> {
  let urls = sitemaps.get(region);
  if (!urls) sitemaps.set(region, (urls = regionSitemapUrls(baseUrl, region)));
  return urls;
}

/** Every product page that a region's sitemap lists, as path and query. */
async function listedProductPages(): Promise<Set<string>> {
  const listed = new Set<string>();
  for (const region of REGIONS) for (const page of await sitemapUrls(region)) if (isProductPath(new URL(page, baseUrl).pathname)) listed.add(page);
  return listed;
}

async function json(path: string): Promise<any> {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** Each region's start page, its categories and finders, and the first products of each category. */
async function seedsOf(region: string): Promise<string[]> {
  const categories: Array<{ code: string; url: string; finderUrl: string | null }> = (await json(`/${region}/api/categories`)).items;
  const products = await Promise.all(
    categories.map(async (category) => {
      const list = await json(`/${region}/api/products?category=${category.code}&pageSize=${PRODUCTS_PER_CATEGORY}`);
      return (list.items as Array<{ url: string }>).map((item) => item.url);
    }),
  );
  return [`/${region}/products/`, ...categories.flatMap((c) => [c.url, ...(c.finderUrl ? [c.finderUrl] : [])]), ...products.flat()];
}

function describeBroken(link: BrokenLink): string {
  const pages = link.foundOn.length ? link.foundOn.slice(0, 3).join(", ") + (link.foundOn.length > 3 ? ` and ${link.foundOn.length - 3} more pages` : "") : "a seed";
  return `${link.link} (${link.answer}) found on ${pages}`;
}

describe("site crawl", () => {
  // Reads 520 pages over seven regions and checks some 4,000 links: up to 102 s on a loaded machine.
  it("finds no link that ends on not-found, a 404 or a 5xx in any region", async () => {
    const seeds = (await Promise.all(REGIONS.map(seedsOf))).flat();
    const listed = await listedProductPages();
    const started = Date.now();
    const report = await crawl({ baseUrl, seeds, pageBudget: 520, concurrency: 4, variantsPerFinder: 4, mediaPerRegion: 1, listed, listedSamplePerRegion: PRODUCT_SAMPLE });
    console.info(
      `crawl: read ${report.pagesRead} pages ${JSON.stringify(report.pagesReadPerRegion)}, checked ${report.linksChecked} links ` +
        `and ${report.linksListed} product links by the sitemap ` +
        `(${report.mediaChecked} images and documents), left ${report.variantsSkipped} filter variants unchecked, ${report.broken.length} broken, ${Date.now() - started} ms`,
    );

    expect(report.pagesRead).toBeGreaterThanOrEqual(500);
    for (const region of REGIONS) expect(report.pagesReadPerRegion[region] ?? 0, `pages read in ${region}`).toBeGreaterThanOrEqual(40);
    expect(report.mediaChecked).toBeGreaterThan(0);
    expect(report.broken.map(describeBroken)).toEqual([]);
  }, 300_000);
});

describe("every page is reachable by links", () => {
  // GL reads about 690 pages (seven languages), each a first render: 44-57 s beside other work, 109 s at a load average of 22.
  it.each(["gl", "us", "jp"])("reaches every non-product page of the %s sitemap from its start page by links", async (region) => {
    const wanted = (await sitemapUrls(region)).filter((page) => !isProductPath(new URL(page, baseUrl).pathname) && !LEGAL_PAGE.test(page));
    expect(wanted.length).toBeGreaterThan(20);
    const started = Date.now();
    const reach = await reachByLinks(baseUrl, region, `/${region}/products/`);
    console.info(`link reach ${region}: read ${reach.pagesRead} pages, found ${reach.found.size} links, ${wanted.length} sitemap pages wanted, ${Date.now() - started} ms`);
    expect(reach.unread, "pages that did not answer").toEqual([]);
    expect(wanted.filter((page) => !reach.found.has(page))).toEqual([]);
  }, 180_000);
});
