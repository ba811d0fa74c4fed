/**
 * The public JSON API on both databases: the API router over a store loaded from a freshly seeded
 * PGlite or PostgreSQL database, answering real HTTP requests.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { fillCopyText } from "../../core/catalogue/copy-measures";
import { measureFor } from "../../core/units/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { createApiRouter } from "../../server/http/api/api-router";
import { FinderService } from "../../server/finder/finder-service";
import { ENGINES } from "../support/databases";

describe.each(ENGINES)("public API on $name", (engine) => {
  let server: Server;
  let base = "";
  let dispose: () => Promise<void>;
  let store: CatalogueStore;

  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    store = new CatalogueStore(opened.handle.db);
    await store.refresh();
    const app = express();
    app.use("/:region/api", createApiRouter({ store, finder: new FinderService(store), imageBase: "https://images.example.com/img" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await dispose?.();
  });

  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { status: response.status, body: (await response.json()) as Record<string, any>, headers: response.headers };
  };

  it("lists the categories a region offers with product counts", async () => {
    const jp = await get("/jp/api/categories");
    expect(jp.status).toBe(200);
    const codes = jp.body.items.map((c: { code: string }) => c.code);
    expect(codes).toContain("DECO_COLOR");
    expect(codes).not.toContain("VIATERA_COLOR");
    expect(jp.body.items.every((c: { productCount: number }) => c.productCount > 0)).toBe(true);
  });

  it("pages products of a category with the fields clients need", async () => {
    const page = await get("/gl/api/products?category=HIMACS_COLOR&page=2&pageSize=10");
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(10);
    expect(page.body.total).toBe(store.productsOf("HIMACS_COLOR", "gl").length);
    const item = page.body.items[0];
    for (const key of ["contentId", "itemNumber", "name", "slug", "collection", "images"]) expect(item, key).toHaveProperty(key);
    expect(item.images.thumbnail).toMatch(/^https:\/\/images\.example\.com\/img\/swatch\/\d+\/\w+\/320\.webp$/);
    expect(item.images.swatch.avif.split(", ")).toHaveLength(6);
    expect(item.url).toMatch(/^\/gl\/products\/himacs-solid-surface\/detail\//);
    expect(page.headers.get("cache-control")).toContain("s-maxage");
  });

  it("answers a product by content id and by slug, localised and in the region's units", async () => {
    const product = store.productsOf("HIMACS_COLOR", "us").find((p) => p.dimensions.thicknessMm === 12 && p.regions.includes("gl") && p.related.length > 0)!;
    const us = await get(`/us/api/products/${product.contentId}`);
    expect(us.status).toBe(200);
    expect(us.body.dimensionsFormatted.thickness).toMatch(/″$/);
    expect(us.body.documents.length).toBeGreaterThan(0);
    expect(us.body.documents[0].url).toMatch(new RegExp(`^/documents/${product.contentId}/\\w+/[a-z-]+-en\\.pdf$`));
    const de = await get(`/gl/api/products/by-slug/${product.slug}?lang=de`);
    expect(de.status).toBe(200);
    expect(de.body.contentId).toBe(product.contentId);
    expect(de.body.dimensionsFormatted.thickness).toBe("12 mm");
    // Copy names its measurements by placeholder; the API writes them in the region's units.
    expect(de.body.description).toBe(fillCopyText(product.description.de ?? product.description.en, product, (m) => measureFor(m, "gl", "de")));
    expect(de.body.description).not.toMatch(/\{\w+\}/);
    expect(us.body.description).not.toMatch(/\d\s?mm\b/);
    expect(de.body.related.length).toBeGreaterThan(0);
  });

  it("includes the product's technical data, stored and in the region's units and language", async () => {
    const product = store.productsOf("HIMACS_COLOR", "us").find((p) => p.regions.includes("gl"))!;
    const us = await get(`/us/api/products/${product.contentId}`);
    expect(us.body.technicalData).toEqual(product.technicalData);
    const formatted = us.body.technicalDataFormatted;
    expect(formatted.fireClass).toBe("B-s1, d0");
    expect(formatted.warranty).toMatchObject({ residentialYears: 15, commercialYears: 10, residential: "15 years" });
    expect(formatted.tests.find((t: { code: string }) => t.code === "heatResistance")).toMatchObject({ property: "Resistance to dry heat", standard: "EN 438-2 (356°F)" });
    expect(formatted.tests.every((t: Record<string, unknown>) => typeof t.standard === "string" && typeof t.result === "string")).toBe(true);
    expect(formatted.certificates.map((c: { name: string }) => c.name)).toContain("NSF/ANSI 51");
    const de = await get(`/gl/api/products/${product.contentId}?lang=de`);
    expect(de.body.technicalDataFormatted.tests.find((t: { code: string }) => t.code === "heatResistance").standard.replace(/\u00a0/g, " ")).toBe("EN 438-2 (180 °C)");
    expect(de.body.technicalDataFormatted.warranty.residential).not.toBe("15 years");
  });

  it("answers 404 for a product not offered in the region", async () => {
    const flooring = store.productsOf("PRD_FLOORING", "us")[0]!;
    expect((await get(`/jp/api/products/${flooring.contentId}`)).status).toBe(404);
    expect((await get(`/jp/api/products/by-slug/${flooring.slug}`)).status).toBe(404);
    expect((await get("/gl/api/products/99999999")).status).toBe(404);
  });

  it.each([
    ["/gl/api/products?category=PLASTIC", "category"],
    ["/gl/api/products?page=0", "page"],
    ["/gl/api/products?pageSize=1000", "pageSize"],
    ["/gl/api/products?page=abc", "page"],
    ["/gl/api/products/12ab", "contentId"],
    ["/gl/api/products/by-slug/NOT%20A%20SLUG", "slug"],
    ["/gl/api/categories?lang=ja", "lang"],
    ["/us/api/products?lang=de", "lang"],
  ])("answers 400 naming the parameter for %s", async (path, parameter) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(parameter);
    expect(response.body.parameters[0].parameter).toBe(parameter);
  });

  it("answers unknown regions and paths with JSON 404", async () => {
    expect((await get("/xx/api/categories")).status).toBe(404);
    expect((await get("/gl/api/nothing-here")).status).toBe(404);
  });

  it("runs a finder with filters in the path and answers exact facet counts", async () => {
    const all = await get("/gl/api/finder/himacs-solid-surface/himacs-finder");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(store.productsOf("HIMACS_COLOR", "gl").length);
    const color = all.body.facets.find((f: { name: string }) => f.name === "color");
    const white = color.values.find((v: { code: string }) => v.code === "white");
    const filtered = await get("/gl/api/finder/himacs-solid-surface/himacs-finder/filter/color/white?sort=za&page=1");
    expect(filtered.body.total).toBe(white.count);
    expect(filtered.body.items.length).toBe(Math.min(24, white.count));
    const names = filtered.body.items.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, "en", { sensitivity: "base" })));
    const selected = filtered.body.facets.find((f: { name: string }) => f.name === "color").values.find((v: { code: string }) => v.code === "white");
    expect(selected).toMatchObject({ selected: true, count: white.count, label: "White" });
  });

  it("scopes sub-finders and searches by item number", async () => {
    const vizuon = await get("/jp/api/finder/vizuon-sign-graphic/vizuon-finder/architecture");
    expect(vizuon.status).toBe(200);
    expect(vizuon.body.items.every((i: { type: string }) => i.type === "ARCH")).toBe(true);
    const product = store.productsOf("DECO_COLOR", "gl")[5]!;
    const found = await get(`/gl/api/finder/deco-film/deco-finder?q=${encodeURIComponent(product.itemNumber)}`);
    expect(found.body.items.map((i: { contentId: string }) => i.contentId)).toContain(product.contentId);
  });

  it.each([
    ["/gl/api/finder/himacs-solid-surface/himacs-finder?sort=cheapest", 400, "sort"],
    ["/gl/api/finder/himacs-solid-surface/himacs-finder?page=0", 400, "page"],
    ["/gl/api/finder/himacs-solid-surface/himacs-finder/filter/color/white/new", 400, "filter"],
    ["/jp/api/finder/borte-panel/borte-finder", 404, null],
    ["/gl/api/finder/himacs-solid-surface", 404, null],
  ])("answers %s with %i", async (path, status, parameter) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    if (parameter) expect(response.body.parameters[0].parameter).toBe(parameter);
  });

  it("ignores unknown facet names and codes, saying so", async () => {
    const response = await get("/gl/api/finder/himacs-solid-surface/himacs-finder/filter/color/plaid?nope=1");
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(store.productsOf("HIMACS_COLOR", "gl").length);
    expect(response.body.ignored).toEqual(expect.arrayContaining([{ facet: "color", value: "plaid" }, { facet: "nope" }]));
  });

  it("describes itself in an OpenAPI document", async () => {
    const doc = await get("/cn/api/openapi.json");
    expect(doc.body.openapi).toBe("3.1.0");
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/categories", "/products", "/products/{contentId}", "/products/by-slug/{slug}"]));
    expect(doc.body.servers[0].url).toBe("/cn/api");
    const detail = doc.body.components.schemas.ProductDetail.properties;
    expect(detail.technicalData.anyOf[0].properties.tests.items.properties).toHaveProperty("standard");
    expect(detail.technicalDataFormatted.anyOf[0].properties).toHaveProperty("fireClass");
  });
});
