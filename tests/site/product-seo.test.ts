/**
 * What a product page tells search engines and social networks, over HTTP: schema.org Product and
 * BreadcrumbList JSON-LD, Open Graph and Twitter tags, one canonical for both URL shapes; and the
 * calls to action, whose pages answer.
 */
import { describe, expect, it } from "vitest";
import { findAll, parseHtml, textOf, type HtmlElement } from "../support/crawl";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const SLUG = "abyss-granite-g091";

const raw = new WeakMap<HtmlElement, string>();

async function html(path: string) {
  const response = await fetch(baseUrl + path, { redirect: "manual" });
  expect(response.status, path).toBe(200);
  const text = await response.text();
  const root = parseHtml(text);
  raw.set(root, text);
  return root;
}

const meta = (root: HtmlElement, key: string) =>
  findAll(root, (el) => el.name === "meta" && (el.attrs.get("property") === key || el.attrs.get("name") === key))[0]?.attrs.get("content");
const canonical = (root: HtmlElement) => findAll(root, (el) => el.name === "link" && el.attrs.get("rel") === "canonical")[0]?.attrs.get("href");

/** The page's JSON-LD blocks, read from the HTML as a crawler reads them. */
function jsonLd(root: HtmlElement): Array<Record<string, unknown>> {
  return [...raw.get(root)!.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

describe("product page structured data", () => {
  for (const region of ["gl", "us", "jp"]) {
    it(`${region}: Product and BreadcrumbList JSON-LD, Open Graph and Twitter tags agree with the page`, async () => {
      const api = (await (await fetch(`${baseUrl}/${region}/api/products/by-slug/${SLUG}`)).json()) as { contentId: string; name: string; itemNumber: string };
      const root = await html(`/${region}/products/himacs-solid-surface/detail/${SLUG}`);
      // The Product is written in the body with the sections it describes, the BreadcrumbList in the head.
      const blocks = jsonLd(root);
      expect(blocks.map((block) => block["@type"]).sort()).toEqual(["BreadcrumbList", "Product"]);
      const product = blocks.find((block) => block["@type"] === "Product");
      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(product).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: api.name, sku: api.itemNumber, brand: { "@type": "Brand", name: "HIMACS" } });
      expect(product!.category).toBeTruthy();
      expect(product!.url).toBe(canonical(root));
      const image = (product!.image as string[])[0]!;
      expect(image).toMatch(/^http:\/\/.+\.webp$/);
      expect((await fetch(image)).status).toBe(200);
      const properties = product!.additionalProperty as Array<{ name: string; value: string }>;
      expect(properties.length).toBeGreaterThan(3);
      const thickness = properties.find((p) => /\d/.test(p.value) && /(mm|″)$/.test(p.value))!;
      // US trade sizes carry the inch mark (1/2″, decision 0056).
      expect(thickness.value).toMatch(region === "us" ? /″$/ : /mm$/);

      expect(breadcrumb!["@type"]).toBe("BreadcrumbList");
      const items = breadcrumb!.itemListElement as Array<{ position: number; name: string; item: string }>;
      const visible = findAll(root, (el) => el.name === "nav" && el.attrs.get("aria-label") !== undefined && /breadcrumb|パンくず/i.test(el.attrs.get("aria-label")!))[0]!;
      const steps = findAll(visible, (el) => el.name === "li").map(textOf);
      expect(items.map((i) => i.name)).toEqual(steps);
      expect(items.map((i) => i.position)).toEqual(steps.map((_, i) => i + 1));
      expect(items.at(-1)!.item).toBe(canonical(root));

      expect(meta(root, "og:type")).toBe("product");
      expect(meta(root, "og:url")).toBe(canonical(root));
      // Shared links show the product's own 1200 x 630 JPEG (tests/site/share-meta.test.ts checks its pixels).
      expect(meta(root, "og:image")).toMatch(new RegExp(`^http://.+/images/share/${api.contentId}/[0-9a-z]+/1200x630\\.jpg$`));
      expect(meta(root, "og:image:width")).toBe("1200");
      expect(meta(root, "og:title")).toContain(api.name);
      // X reads og:image: no twitter:image of its own.
      expect(meta(root, "twitter:card")).toBe("summary_large_image");

      // The content-id shape is the same page, and says so: one canonical.
      const byId = await html(`/${region}/products/himacs-solid-surface/abyss-granite/${api.contentId}`);
      expect(canonical(byId)).toBe(canonical(root));
      expect(meta(byId, "og:url")).toBe(canonical(root));
    });
  }

  it("leads each call to action to a page that answers, and adds this product to the sample cart", async () => {
    for (const region of ["gl", "us", "jp"]) {
      const root = await html(`/${region}/products/himacs-solid-surface/detail/${SLUG}`);
      const actions = findAll(root, (el) => el.name === "nav" && (el.attrs.get("class") ?? "").includes("product-actions"))[0]!;
      // Order a sample is a form that posts this product to the region's sample cart.
      const form = findAll(actions, (el) => el.name === "form")[0]!;
      expect(form.attrs.get("method")).toBe("post");
      expect(form.attrs.get("action")).toMatch(new RegExp(`^/${region}/samples/cart`));
      const contentId = findAll(form, (el) => el.name === "input" && el.attrs.get("name") === "contentId")[0]!;
      expect(contentId.attrs.get("value")).toMatch(/^\d+$/);
      // See it in a room (the visualiser, a public page), then find a sales rep, where to buy and
      // (these regions have one) the virtual showroom, which are private.
      const [visualiser, ...links] = findAll(actions, (el) => el.name === "a").map((a) => a.attrs.get("href")!);
      expect(visualiser).toMatch(new RegExp(`^/${region}/products/visualiser\\?product=${contentId.attrs.get("value")}$`));
      expect((await fetch(baseUrl + visualiser, { redirect: "manual" })).status, visualiser).toBe(200);
      expect(links).toHaveLength(3);
      for (const link of links) {
        const response = await fetch(baseUrl + link, { redirect: "manual" });
        expect(response.status, link).toBe(200);
        expect(response.headers.get("cache-control"), link).toMatch(/private|no-store/);
        const page = await response.text();
        expect(page, link).toContain('name="robots" content="noindex"');
      }
    }
  });
});
