/**
 * What the where-to-buy page links to outside React Router, over HTTP against the built site: the
 * results map, an SVG drawn on the server for the same query, and scripts that carry neither the
 * gazetteer nor d3. The page itself is tested in-process (tests/routes/where-to-buy.test.ts).
 */
import { describe, expect, it } from "vitest";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const page = (region: string, query: string) => fetch(`${baseUrl}/${region}/contact/where-to-buy?${query}`);
const names = (html: string) => [...html.matchAll(/dealer-card__name">([^<]+)</g)].map((m) => m[1]);

describe("where to buy over HTTP", () => {
  it("draws the results map on the server, for the same query", async () => {
    const html = await (await page("gl", "q=Paris")).text();
    const src = /<img src="([^"]+map\.svg[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(src).toBeDefined();
    const map = await fetch(`${baseUrl}${src}`);
    expect(map.status).toBe(200);
    expect(map.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await map.text();
    expect(svg).toMatch(/<title id="map-title">Map of the partners found<\/title>/);
    expect(svg).toContain("<desc");
    expect([...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1])).sort((a, b) => a - b)).toEqual(names(html).map((_, i) => i + 1));
    expect((await fetch(`${baseUrl}/gl/contact/where-to-buy/map.svg?lat=x`)).status).toBe(400);
  });

  it("carries neither the gazetteer nor d3 to the browser", async () => {
    const html = await (await page("gl", "q=Paris")).text();
    // Every module the page names: since decision 0042 in its module script's preload list and imports.
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await fetch(`${baseUrl}${script}`)).text();
      expect(code).not.toMatch(/geoMercator|fitExtent|Zürich \(Kreis/);
    }
  });
});
