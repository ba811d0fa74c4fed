/**
 * What a link to the site shows when shared: every public page type carries Open Graph tags and
 * an X card (a sample of each type from the region's own sitemap, in GL, US and JP), with
 * og:locale as language_TERRITORY and og:image a 1200 x 630 JPEG that the image route serves.
 * Private pages and the not-found page share nothing.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { regionSitemapPages } from "../../core/discovery/sitemap-pages";
import { OG_LOCALES } from "../../core/discovery/open-graph";
import { REGION_CONFIG, type Region } from "../../core/regions/regions";
import { matchEntry } from "../support/manifest-samples";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const catalogue = demoSeed();

/** The first sitemap page of each page kind the region lists. */
function oneOfEachKind(region: Region): Array<[string, string]> {
  const byKind = new Map<string, string>();
  for (const { pagePath } of regionSitemapPages(region, catalogue)) {
    const kind = matchEntry(decodeURIComponent(pagePath))?.entry.kind;
    if (kind && !byKind.has(kind)) byKind.set(kind, pagePath);
  }
  return [...byKind];
}

const unescape = (value: string) => value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");

/** `<meta property|name=… content=…>` of a page, as a multimap. */
function metaOf(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), unescape(content)]);
  }
  return tags;
}

const one = (tags: Map<string, string[]>, key: string) => {
  const values = tags.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
};

describe.each(["gl", "us", "jp"] as const)("shared links in %s", (region) => {
  const samples = oneOfEachKind(region);

  it("sample every public page type", () => {
    const kinds = samples.map(([kind]) => kind);
    for (const kind of ["category", "finder", "all-colors", "guides", "legal", "online-book", "product"]) expect(kinds, kind).toContain(kind);
  });

  it.each(samples)("a %s page (%s) has the Open Graph card of its own URL, language and picture", async (kind, pagePath) => {
    const answer = await fetch(`${baseUrl}/${region}/products/${pagePath}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const tags = metaOf(html);
    const title = unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
    expect(one(tags, "og:title")).toBe(title);
    expect(one(tags, "og:description")).toBe(one(tags, "description"));
    expect(one(tags, "og:url")).toBe(unescape(canonical));
    expect(one(tags, "og:type")).toBe(kind === "product" ? "product" : "website");
    expect(one(tags, "og:locale")).toBe(OG_LOCALES[REGION_CONFIG[region].defaultLocale]);
    expect(one(tags, "og:locale")).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(one(tags, "og:image")).toMatch(/^https?:\/\/[^/]+\/images\/share\/[0-9]+\/[0-9a-z]+\/1200x630\.jpg$/);
    expect(one(tags, "og:image:type")).toBe("image/jpeg");
    expect([one(tags, "og:image:width"), one(tags, "og:image:height")]).toEqual(["1200", "630"]);
    expect(one(tags, "og:image:alt")).not.toBe("");
    expect(one(tags, "twitter:card")).toBe("summary_large_image");
  });
});

describe("shared links", () => {
  it("name the other languages of a GL page as og:locale:alternate", async () => {
    const tags = metaOf(await (await fetch(`${baseUrl}/gl/products/legal/terms?lang=de`)).text());
    expect(one(tags, "og:locale")).toBe("de_DE");
    expect(tags.get("og:locale:alternate")?.sort()).toEqual(["en_GB", "es_ES", "fr_FR", "it_IT", "nl_NL"]);
  });

  // Renders the 1200 x 630 JPEG on request (the shared server does not prerender): a few seconds on a loaded machine.
  it("points og:image at a 1200 x 630 JPEG", { timeout: 30_000 }, async () => {
    const tags = metaOf(await (await fetch(`${baseUrl}/jp/products/himacs-solid-surface`)).text());
    const image = await fetch(one(tags, "og:image").replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("is not offered by private or missing pages", async () => {
    for (const path of ["/gl/products/compare", "/gl/account/sign-in", "/gl/products/error/notFound"]) {
      const html = await (await fetch(baseUrl + path)).text();
      expect(metaOf(html).has("og:title"), path).toBe(false);
    }
  });
});
