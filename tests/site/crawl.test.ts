/**
 * Crawls the built site as a search engine would: from each region's start page, its categories
 * and a few product pages, every link of at least 500 pages spread over all seven regions must
 * answer without ending on the not-found page, a 404 or a 5xx.
 */
import { describe, expect, inject, it } from "vitest";
import { REGIONS } from "../../core/regions/regions";
import { crawl, type BrokenLink } from "../support/crawl";

const baseUrl = inject("baseUrl");
const PRODUCTS_PER_CATEGORY = 2;

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
    const started = Date.now();
    const report = await crawl({ baseUrl, seeds, pageBudget: 520, concurrency: 4, variantsPerFinder: 4, mediaPerRegion: 1 });
    console.info(
      `crawl: read ${report.pagesRead} pages ${JSON.stringify(report.pagesReadPerRegion)}, checked ${report.linksChecked} links ` +
        `(${report.mediaChecked} images and documents), left ${report.variantsSkipped} filter variants unchecked, ${report.broken.length} broken, ${Date.now() - started} ms`,
    );

    expect(report.pagesRead).toBeGreaterThanOrEqual(500);
    for (const region of REGIONS) expect(report.pagesReadPerRegion[region] ?? 0, `pages read in ${region}`).toBeGreaterThanOrEqual(40);
    expect(report.mediaChecked).toBeGreaterThan(0);
    expect(report.broken.map(describeBroken)).toEqual([]);
  }, 300_000);
});
