/**
 * Walks the whole route manifest in all seven regions against the running site: offered pages
 * answer 200 with their localised title and the region's <html lang>; pages not offered redirect
 * to that region's not-found page (404); redirects land where the spec says.
 */
import { describe, expect, it } from "vitest";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { en } from "../../core/i18n/locale-files";
import { titleKey } from "../../core/routing/page-title";
import { REGIONS, REGION_CONFIG } from "../../core/regions/regions";
import { guardRoute } from "../../core/routing/guard";
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import { matchEntry, samplePath } from "../support/manifest-samples";
import type { RouteEntry } from "../../core/routing/manifest-types";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();

async function get(path: string) {
  const response = await fetch(baseUrl + path, { redirect: "manual" });
  const body = response.status === 200 || response.status === 404 ? await response.text() : "";
  return { status: response.status, location: response.headers.get("location"), body };
}

const htmlLang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const decodeHtml = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/&quot;/g, '"');

/**
 * A message key the page did not send is shown as the key itself (core/i18n/translate.ts): any
 * key of the catalogue written as an element's text or an attribute's value is such a miss.
 */
const MESSAGE_KEYS = new Set(Object.keys(en));
function rawMessageKeys(body: string): string[] {
  const found = new Set<string>();
  for (const match of body.matchAll(/>([a-z][\w-]*(?:\.[\w-]+)+)<|="([a-z][\w-]*(?:\.[\w-]+)+)"/gi)) {
    const key = match[1] ?? match[2]!;
    if (MESSAGE_KEYS.has(key)) found.add(key);
  }
  return [...found];
}

const cases = ROUTE_MANIFEST.flatMap((entry) => REGIONS.map((region) => ({ id: entry.id, region, entry })));

/** Fills a finder's filter segments with facets and values that exist there (from the finder API). */
async function finderSample(entry: RouteEntry, region: string, path: string): Promise<string> {
  const filterAt = path.split("/").indexOf("filter");
  const base = path.split("/").slice(0, filterAt).join("/").replace(/\/LVT$/, "");
  const answer = (await (await fetch(`${baseUrl}/${region}/api/finder/${base}`)).json()) as { facets?: Array<{ name: string; values: Array<{ code: string }> }> };
  const facets = answer.facets ?? [];
  const flag = facets.find((f) => ["new", "recycled", "airFree"].includes(f.name) && f.values.length)?.name;
  const pairs = facets.filter((f) => !["new", "recycled", "airFree", "collection"].includes(f.name) && f.values.length).map((f) => [f.name, f.values[0]!.code]);
  if (!flag && /filter\/:filterNm(1)?(\/:filterNm2)?$|:filterNm1\/:filterNm2/.test(entry.path)) return path;
  const values: Record<string, string> = {
    filterNm: entry.path.endsWith("filter/:filterNm") ? (flag ?? "new") : pairs[0]![0]!,
    filterCd: pairs[0]![1]!,
    filterVal: pairs[0]![1]!,
    filterNm1: entry.path.includes(":filterNm1/:filterNm2") ? (flag ?? "new") : pairs[0]![0]!,
    filterCd1: pairs[0]![1]!,
    filterVal1: pairs[0]![1]!,
    filterNm2: pairs[1]![0]!,
    filterCd2: pairs[1]![1]!,
    filterVal2: pairs[1]![1]!,
    filterNm3: pairs[2]![0]!,
    filterVal3: pairs[2]![1]!,
  };
  return entry.path
    .split("/")
    .map((segment, i) => (segment.startsWith(":filter") ? encodeURIComponent(values[segment.slice(1)]!).replace(/%27/g, "'") : path.split("/")[i]!))
    .join("/");
}

/** Detail pages need a real product of the entry's family offered in the region; filter pages real filters. */
async function productSample(entry: RouteEntry, region: string): Promise<string> {
  const path = samplePath(entry);
  const offered = entry.availability[region as keyof RouteEntry["availability"]];
  if (offered && entry.kind === "finder" && entry.parent && entry.path.includes(":filter")) return finderSample(entry, region, path);
  if (entry.kind !== "product" || !offered) return path;
  const list = (await (await fetch(`${baseUrl}/${region}/api/products?category=${entry.family}&pageSize=1`)).json()) as { items: Array<{ slug: string; contentId: string }> };
  const product = list.items[0]!;
  return path.replace("aurora-white/100234", `${product.slug}/${product.contentId}`).replace("detail/aurora-white", `detail/${product.slug}`);
}

describe("every manifest route in every region", () => {
  it.each(cases)("$id in $region", async ({ entry, region }) => {
    const pagePath = await productSample(entry, region);
    const { status, location, body } = await get(`/${region}/${entry.section}/${pagePath}`);
    const notFound = `/${region}/products/error/notFound`;

    if (!entry.availability[region]) {
      expect(status).toBe(302);
      expect(location).toBe(notFound);
      return;
    }
    if (entry.kind === "redirect") {
      const decision = guardRoute(entry, region, matchEntry(pagePath)!.params);
      expect(decision.outcome).toBe("redirect");
      expect(status).toBe(301);
      expect(decodeURIComponent(location ?? "")).toBe(decodeURIComponent(`/${region}/products/${decision.outcome === "redirect" ? decision.pagePath : ""}`));
      return;
    }
    // Pages of a signed-in visitor send a signed-out one to sign-in, coming back afterwards.
    if (entry.kind === "account" || entry.kind === "likes" || entry.kind === "sample-orders" || entry.kind === "two-factor") {
      expect(status).toBe(302);
      expect(location).toBe(`/${region}/account/sign-in?returnTo=${encodeURIComponent(`/${region}/account/${pagePath}`)}`);
      return;
    }
    // Staff pages and their exports send a signed-out visitor to sign-in, coming back afterwards.
    if (entry.section === "staff") {
      expect(status).toBe(302);
      expect(location).toBe(`/${region}/account/sign-in?returnTo=${encodeURIComponent(`/${region}/staff/${pagePath}`)}`);
      return;
    }
    // The likes' spec pack downloads send a signed-out visitor to sign-in, coming back to the Likes page.
    if (entry.kind === "spec-pack") {
      expect(status).toBe(302);
      expect(location).toBe(`/${region}/account/sign-in?returnTo=${encodeURIComponent(`/${region}/account/likes`)}`);
      return;
    }
    // An order's confirmation without its secret key (or its owner signed in) is not found.
    expect(status).toBe(entry.kind === "not-found" || entry.kind === "sample-order" ? 404 : 200);
    expect(htmlLang(body)).toBe(REGION_CONFIG[region].defaultLocale);
    const catalogue = resolveCatalogue(REGION_CONFIG[region].defaultLocale);
    const metaTitle = catalogue[titleKey(entry)];
    expect(typeof metaTitle).toBe("string");
    const fixedPart = String(metaTitle).split("{name}")[0]!.trim();
    expect(decodeHtml(title(body) ?? "")).toContain(fixedPart);
    expect(rawMessageKeys(body)).toEqual([]);
  });
});

describe("unknown and malformed paths", () => {
  it("sends a product page for an unknown product, or one not offered in the region, to not-found", async () => {
    expect(await get("/gl/products/himacs-solid-surface/detail/no-such-colour")).toMatchObject({ status: 302, location: "/gl/products/error/notFound" });
    const flooring = (await (await fetch(`${baseUrl}/us/api/products?category=PRD_FLOORING&pageSize=1`)).json()) as { items: Array<{ url: string }> };
    const usPath = flooring.items[0]!.url;
    expect((await get(usPath)).status).toBe(200);
    expect(await get(usPath.replace("/us/", "/jp/"))).toMatchObject({ status: 302, location: "/jp/products/error/notFound" });
  });

  it.each([
    ["/gl/products/no-such-page", "/gl/products/error/notFound"],
    ["/jp/products/himacs-solid-surface/a/b/c/d/e/f/g", "/jp/products/error/notFound"],
    ["/xx/products/himacs", "/gl/products/error/notFound"],
    ["/no-such-thing", "/gl/products/error/notFound"],
    ["/gl/products/vizuon-sign-graphic/vizuon-finder/boats", "/gl/products/error/notFound"],
    ["/gl/products/%E0%A4%A", "/gl/products/error/notFound"],
    ["/cn/products/borte-panel/detail/x?lang=zh-CN", "/cn/products/error/notFound"],
  ])("%s goes to %s", async (path, target) => {
    const { status, location } = await get(path);
    expect([301, 302]).toContain(status);
    expect(location).toBe(target);
    const page = await get(target);
    expect(page.status).toBe(404);
  });

  it("answers the not-found page with 404 and a way on", async () => {
    const page = await get("/ru/products/error/notFound");
    expect(page.status).toBe(404);
    expect(htmlLang(page.body)).toBe("ru");
    expect(page.body).toContain('href="/ru/products/himacs-solid-surface/himacs-finder"');
  });
});

describe("site root and region roots", () => {
  it("redirects / to /gl/products/ and on to the HIMACS finder", async () => {
    expect(await get("/")).toMatchObject({ status: 302, location: "/gl/products/" });
    expect(await get("/gl/products/")).toMatchObject({ status: 301, location: "/gl/products/himacs-solid-surface/himacs-finder" });
    expect(await get("/jp/products")).toMatchObject({ status: 301, location: "/jp/products/himacs-solid-surface/himacs-finder" });
  });

  it("moves /products/... under GL, keeping the query", async () => {
    expect(await get("/products/deco-film?lang=de")).toMatchObject({ status: 301, location: "/gl/products/deco-film?lang=de" });
  });

  it("keeps the chosen language through redirects", async () => {
    expect(await get("/gl/products/viatera?lang=it")).toMatchObject({ status: 301, location: "/gl/products/viatera-quartz-surface?lang=it" });
  });
});

describe("languages", () => {
  it.each([
    ["/gl/products/deco-film?lang=de", "de"],
    ["/gl/products/deco-film?lang=en-GB", "en-GB"],
    ["/cf/products/himacs-solid-surface", "fr-CA"],
    ["/cn/products/deco-film", "zh-CN"],
  ])("%s renders in %s", async (path, lang) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(htmlLang(page.body)).toBe(lang);
  });

  it("sends an unknown language to the page in the region's language", async () => {
    expect(await get("/gl/products/deco-film?lang=xx")).toMatchObject({ status: 302, location: "/gl/products/deco-film" });
    expect(htmlLang((await get("/gl/products/deco-film")).body)).toBe("en");
  });

  it("translates titles", async () => {
    const de = await get("/gl/products/himacs-solid-surface/himacs-finder?lang=de");
    const expected = resolveCatalogue("de")["meta.HIMACS_FINDER"] as string;
    expect(decodeHtml(title(de.body) ?? "")).toContain(expected);
  });

  it("links hreflang alternates for every region and language that offers the page, and a canonical", async () => {
    const page = await get("/gl/products/deco-film?lang=fr");
    const alternates = [...page.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname + new URL(m[2]!).search]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["en", "/gl/products/deco-film"],
        ["fr", "/gl/products/deco-film?lang=fr"],
        ["ja", "/jp/products/deco-film"],
        ["x-default", "/gl/products/deco-film"],
      ]),
    );
    expect(alternates.map((a) => a[0])).not.toContain("en-US");
    expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/gl\/products\/deco-film\?lang=fr"/);
  });
});
