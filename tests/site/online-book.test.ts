/**
 * The online book over HTTP: the page works without JavaScript (a download link to the book), any
 * `?page=` answers the page, and the book is a real PDF of the category's collections, in the
 * region's products and the visitor's language, at an immutable URL.
 */
import { describe, expect, it } from "vitest";
import { MAX_BOOK_PAGES, MAX_PAGES_PER_COLLECTION, SWATCHES_PER_PAGE } from "../../core/catalogue/book";
import { pdfLines } from "../support/pdf-tools";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const BOOK = "/gl/products/himacs-solid-surface/online-book";

async function bookLink(path: string): Promise<string> {
  const response = await fetch(baseUrl + path, { redirect: "manual" });
  expect(response.status).toBe(200);
  const html = await response.text();
  const link = /<a[^>]*href="(\/documents\/book\/[^"]+\.pdf)"[^>]*>([^<]+)<\/a>/.exec(html);
  expect(link, "the server-rendered page links the PDF").not.toBeNull();
  return link![1]!;
}

/** The region's collections of a category with their product counts, from the public API. */
async function collectionsOf(region: string, category: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${baseUrl}/${region}/api/products?category=${category}&page=${page}&pageSize=100`)).json()) as { items: { collection: { name: string } }[] };
    for (const item of body.items) counts.set(item.collection.name, (counts.get(item.collection.name) ?? 0) + 1);
    if (body.items.length < 100) return counts;
  }
}

describe("online book", () => {
  it("serves the page with a download link for visitors without JavaScript, whatever ?page= says", async () => {
    const link = await bookLink(BOOK);
    expect(link).toMatch(/^\/documents\/book\/gl\/himacs-solid-surface\/[0-9a-z]+\/en\.pdf$/);
    for (const junk of ["junk", "0", "9999", "-1", "3"]) expect(await bookLink(`${BOOK}?page=${junk}`)).toBe(link);
    // German visitors get the German book.
    expect(await bookLink(`${BOOK}?lang=de`)).toMatch(/\/de\.pdf$/);
  });

  it("is linked from its category's landing", async () => {
    const html = await (await fetch(`${baseUrl}/gl/products/himacs-solid-surface`)).text();
    expect(html).toContain(`href="${BOOK}"`);
  });

  it("is a PDF of every collection of the category in the region, a page or two each", async () => {
    const link = await bookLink(BOOK);
    const response = await fetch(baseUrl + link);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await pdfLines(bytes);
    const collections = await collectionsOf("gl", "HIMACS_COLOR");
    const expectedPages = Math.min(MAX_BOOK_PAGES, 1 + [...collections.values()].reduce((n, count) => n + Math.min(MAX_PAGES_PER_COLLECTION, Math.ceil(count / SWATCHES_PER_PAGE)), 0));
    expect(expectedPages).toBeGreaterThanOrEqual(10);
    expect(text).toContain(`Page 1 of ${expectedPages}`);
    expect(text).not.toContain(`Page ${expectedPages + 1} of`);
    for (const name of collections.keys()) expect(text).toContain(name);
    expect(text).toContain("HIMACS Solid Surface");
    // A second request is the cached file, byte for byte.
    const again = await fetch(baseUrl + link, { headers: { "If-None-Match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for a book the region does not offer, a stale version or a language it does not speak", async () => {
    const link = await bookLink(BOOK);
    const version = link.split("/")[5]!;
    for (const path of [
      `/documents/book/jp/viatera-quartz-surface/${version}/ja.pdf`,
      `/documents/book/gl/himacs-solid-surface/stale0/en.pdf`,
      `/documents/book/gl/himacs-solid-surface/${version}/ja.pdf`,
      `/documents/book/xx/himacs-solid-surface/${version}/en.pdf`,
      `/documents/book/gl/himacs-finder/${version}/en.pdf`,
    ]) {
      expect((await fetch(baseUrl + path)).status, path).toBe(404);
    }
  });
});
