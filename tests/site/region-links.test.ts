/**
 * Region and language links as a visitor and a search engine meet them, read from the server-rendered
 * HTML (the region menu works without JavaScript): each other region links to the same page where
 * it exists there, else to that region's finder of the category; hreflang names only regions where
 * the page exists, with x-default only when GL has it. No such link ends on not-found.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { REGIONS, REGION_CONFIG, languageTag, type Region } from "../../core/regions/regions";
import { HOME_PAGE_PATH } from "../../core/routing/home";
import { finderPathFor, routeById } from "../../core/routing/manifest";
import type { ProductFamily } from "../../core/catalogue/families";
import { buildPath, parsePath } from "../../core/routing/region-path";
import { findAll, follow, labelledBy, parseHtml, textOf } from "../support/crawl";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();

const ProductDetail = z.object({ contentId: z.string(), url: z.string(), family: z.string(), regions: z.array(z.enum(REGIONS)) });
const ProductList = z.object({ items: z.array(z.object({ contentId: z.string() })) });

/** A product listed in `region` whose regions pass `wanted`, read from the product API. */
async function regionalProduct(family: ProductFamily, region: Region, wanted: (regions: Region[]) => boolean) {
  for (let page = 1; page <= 10; page++) {
    const list = ProductList.parse(await (await fetch(`${baseUrl}/${region}/api/products?category=${family}&pageSize=50&page=${page}`)).json());
    const details = await Promise.all(list.items.map(async (item) => ProductDetail.parse(await (await fetch(`${baseUrl}/${region}/api/products/${item.contentId}`)).json())));
    const match = details.find((detail) => wanted(detail.regions));
    if (match) return match;
  }
  throw new Error(`No ${family} product listed in ${region} has the regions this case needs`);
}

/** The product's page path in each region that offers it, from that region's API; null where it answers 404. */
async function productPagePaths(contentId: string): Promise<Record<Region, string | null>> {
  const entries = await Promise.all(
    REGIONS.map(async (region) => {
      const response = await fetch(`${baseUrl}/${region}/api/products/${contentId}`);
      if (response.status === 404) return [region, null] as const;
      expect(response.status, `product ${contentId} in ${region}`).toBe(200);
      const path = parsePath(ProductDetail.parse(await response.json()).url)?.pagePath;
      return [region, path ?? null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Region, string | null>;
}

const relative = (href: string) => {
  const url = new URL(href, baseUrl);
  return url.pathname + url.search;
};

/** The region menu (the section labelled by the localised "Region" heading) and the hreflang alternates. */
async function readRegionLinks(region: Region, pagePath: string) {
  const response = await fetch(baseUrl + buildPath(region, pagePath));
  expect(response.status, buildPath(region, pagePath)).toBe(200);
  const root = parseHtml(await response.text());
  const catalogue = resolveCatalogue(REGION_CONFIG[region].defaultLocale);
  const menu = labelledBy(root, String(catalogue["header.region"]));
  expect(menu, "the region menu, labelled by its heading").toBeDefined();
  const anchors = menu ? findAll(menu, (el) => el.name === "a") : [];
  const menuLinks = Object.fromEntries(
    REGIONS.map((other) => [other, anchors.find((a) => textOf(a) === String(catalogue[`region.${other}`]))?.attrs.get("href")]),
  ) as Record<Region, string | undefined>;
  const alternates = findAll(root, (el) => el.name === "link" && el.attrs.get("rel") === "alternate" && el.attrs.has("hreflang"))
    .map((el) => `${el.attrs.get("hreflang")} ${relative(el.attrs.get("href") ?? "")}`)
    .sort();
  return { menuLinks, alternates };
}

/** hreflang alternates for a page whose path in each region is given (null where it does not exist). */
function expectedAlternates(paths: Record<Region, string | null>): string[] {
  const links = REGIONS.flatMap((region) => {
    const path = paths[region];
    return path === null ? [] : REGION_CONFIG[region].locales.map((locale) => `${languageTag(locale)} ${buildPath(region, path, locale)}`);
  });
  if (paths.gl !== null) links.push(`x-default ${buildPath("gl", paths.gl)}`);
  return links.sort();
}

/** Where a region without the page sends the visitor: its finder of the category, or its start page. */
function fallbacksFor(family: ProductFamily | undefined, region: Region): string[] {
  const finder = finderPathFor(family, region);
  return finder !== null ? [buildPath(region, finder)] : [buildPath(region, ""), buildPath(region, HOME_PAGE_PATH)];
}

/** Every link answers, and a region without the page links to its fallback, never the missing page. */
async function expectLinksAnswer(hrefs: string[]) {
  const troubles = await Promise.all(
    [...new Set(hrefs.map(relative))].map(async (href) => {
      const answer = await follow(new URL(href, baseUrl));
      await answer.response?.body?.cancel();
      return answer.trouble ? `${href}: ${answer.trouble}` : null;
    }),
  );
  expect(troubles.filter((trouble) => trouble !== null), "region and hreflang links that do not answer").toEqual([]);
}

/**
 * The page in `view` links each other region to its copy where `paths` has one, else to the fallback;
 * its alternates are exactly the copies; and none of those links ends on not-found.
 */
async function expectRegionLinks(view: Region, pagePath: string, paths: Record<Region, string | null>, family: ProductFamily | undefined) {
  const { menuLinks, alternates } = await readRegionLinks(view, pagePath);
  const actual: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const region of REGIONS.filter((r) => r !== view)) {
    const href = menuLinks[region] === undefined ? "(no link)" : relative(menuLinks[region]);
    const path = paths[region];
    const fallbacks = fallbacksFor(family, region);
    actual[region] = href;
    expected[region] = path !== null ? buildPath(region, path) : fallbacks.includes(href) ? href : `${fallbacks.join(" or ")} (no copy here)`;
  }
  expect.soft(actual, "region menu links").toEqual(expected);
  expect.soft(alternates, "hreflang alternates").toEqual(expectedAlternates(paths));
  await expectLinksAnswer([...Object.values(menuLinks).filter((href) => href !== undefined), ...alternates.map((a) => a.split(" ")[1] ?? "")]);
}

const PRODUCT_CASES: Array<{ name: string; family: ProductFamily; view: Region; wanted: (regions: Region[]) => boolean }> = [
  { name: "a HIMACS colour of the Americas only, seen in US", family: "HIMACS_COLOR", view: "us", wanted: (r) => !r.includes("gl") && !r.includes("jp") },
  { name: "a HIMACS colour missing from GL, seen in JP", family: "HIMACS_COLOR", view: "jp", wanted: (r) => !r.includes("gl") },
  { name: "a VIATERA colour missing from some VIATERA regions, seen in GL", family: "VIATERA_COLOR", view: "gl", wanted: (r) => !r.includes("us") || !r.includes("ru") },
  { name: "a US-only HFLOR floor", family: "PRD_FLOORING", view: "us", wanted: (r) => r.length === 1 },
  { name: "a Deco film missing from GL, seen in JP", family: "DECO_COLOR", view: "jp", wanted: (r) => !r.includes("gl") },
];

describe("a product page whose product is not offered in every region", () => {
  it.each(PRODUCT_CASES)("$name", async ({ family, view, wanted }) => {
    const product = await regionalProduct(family, view, wanted);
    const paths = await productPagePaths(product.contentId);
    const viewPath = paths[view];
    expect(viewPath, `${product.contentId} in ${view}`).not.toBeNull();
    await expectRegionLinks(view, viewPath ?? "", paths, family);
  });
});

const PAGE_CASES: Array<{ name: string; entryId: string; view: Region; pagePath: string }> = [
  { name: "the Deco film finder (film regions only), seen in JP", entryId: "deco.finder", view: "jp", pagePath: "deco-film/deco-finder" },
  { name: "the VIATERA category page (not in JP), seen in GL", entryId: "viatera.category", view: "gl", pagePath: "viatera-quartz-surface" },
  { name: "the HFLOR category page (GL and US), seen in US", entryId: "hflor.category.about", view: "us", pagePath: "hflor/about" },
];

describe("finder and category pages offered in some regions", () => {
  it.each(PAGE_CASES)("$name", async ({ entryId, view, pagePath }) => {
    const entry = routeById(entryId);
    if (!entry) throw new Error(`No manifest entry ${entryId}`);
    const paths = Object.fromEntries(REGIONS.map((r) => [r, entry.availability[r] ? pagePath : null])) as Record<Region, string | null>;
    await expectRegionLinks(view, pagePath, paths, entry.family);
  });
});
