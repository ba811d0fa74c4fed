/**
 * "Download material" as a visitor without JavaScript and an API client meet it (issue 28): the
 * product page's HTML links the pack, the link is the one the JSON API lists, and following it
 * downloads a ZIP whose README is in the page's language.
 */
import { describe, expect, it } from "vitest";
import { findAll, parseHtml, textOf } from "../support/crawl";
import { unzipAll } from "../support/unzip";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();

describe("download material", () => {
  // Renders one product's maps at 2048 px in the shared server's pool: seconds on a loaded machine.
  it("the page links the pack the API lists, and the link downloads it", async () => {
    const list = (await (await fetch(`${baseUrl}/gl/api/products?category=VIATERA_COLOR&pageSize=1&lang=de`)).json()) as { items: Array<{ contentId: string; url: string }> };
    const item = list.items[0]!;
    const product = (await (await fetch(`${baseUrl}/gl/api/products/${item.contentId}?lang=de`)).json()) as { material: { pack: string; tile: { label: string } } };
    expect(product.material.pack).toMatch(/-2048-de\.zip$/);

    const page = parseHtml(await (await fetch(baseUrl + item.url)).text());
    const links = findAll(page, (el) => el.name === "a" && textOf(el).includes("Material herunterladen"));
    expect(links.map((a) => a.attrs.get("href"))).toContain(product.material.pack);

    const response = await fetch(baseUrl + product.material.pack);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const files = await unzipAll(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()].some((name) => name.includes(`_${product.material.tile.label}_basecolor.png`))).toBe(true);
    expect(files.get("README.txt")!.toString("utf8")).toContain("Originalmaßstab");
  }, 60_000);

  it("answers JSON 404 for material URLs that name nothing current, never 500", async () => {
    for (const path of ["/images/material/123/abc/basecolor-2048.png", "/images/material/10100001/stale/normal-1024.png", "/images/material-pack/10100001/stale/x-2048-en.zip", "/images/material/%E0%A4%A/x/y"]) {
      const response = await fetch(baseUrl + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });
});
