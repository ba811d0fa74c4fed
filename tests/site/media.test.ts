/** Images and documents as a client of the API meets them: every URL it hands out works. */
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

async function json(path: string) {
  return (await (await fetch(baseUrl + path)).json()) as Record<string, any>;
}

describe("product media", () => {
  it("serves the swatch, enlarged and download images the API names", async () => {
    const list = await json("/gl/api/products?category=TERACANTO_COLOR&pageSize=1");
    const images = list.items[0].images;
    const thumbnail = await fetch(baseUrl + images.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const smallestAvif = images.swatch.avif.split(", ")[0].split(" ")[0];
    expect((await fetch(baseUrl + smallestAvif)).headers.get("content-type")).toBe("image/avif");
    const download = await fetch(baseUrl + images.download);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(download.headers.get("content-type")).toBe("image/jpeg");
  }, 60_000);

  it("serves every document of a product as a PDF", async () => {
    const list = await json("/gl/api/products?category=HIMACS_COLOR&pageSize=1");
    const product = await json(`/gl/api/products/${list.items[0].contentId}?lang=fr`);
    expect(product.documents.length).toBeGreaterThan(0);
    for (const doc of product.documents) {
      const response = await fetch(baseUrl + doc.url);
      expect(response.status, doc.url).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  }, 120_000);

  it("answers JSON 404 for stale or malformed media URLs, never 500", async () => {
    for (const path of ["/images/swatch/123/abc/160.webp", "/images/swatch/10100001/stale/160.webp", "/images/..%2f..%2fetc/passwd", "/documents/1/2/x.pdf", "/documents/%E0%A4%A"]) {
      const response = await fetch(baseUrl + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });
});
