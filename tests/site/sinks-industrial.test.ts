/**
 * The sinks page and the automotive and appliance pages over HTTP: units, region availability,
 * filters whose counts equal the catalogue's, item links that answer, figures read from the data
 * and documents that are real PDFs.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { isSink, matchesSinkFilter, type SinkFilter } from "../../core/sinks/sink-filter";
import { findAll, parseHtml, textOf } from "../support/crawl";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const SINKS = "/us/products/himacs-solid-surface/sink";

// Sinks are seed products no other site test imports or changes.
const seedSinks = demoSeed().products.filter(isSink).filter((p) => p.family === "HIMACS_COLOR" && p.regions.includes("us"));
const expected = (filter: Partial<SinkFilter>) => seedSinks.filter((p) => matchesSinkFilter(p, { space: null, ada: false, colour: null, ...filter }));

async function page(path: string) {
  const response = await fetch(baseUrl + path, { redirect: "manual" });
  return { response, html: response.status === 200 ? await response.text() : "" };
}

function itemNumbers(html: string): string[] {
  const root = parseHtml(html);
  return findAll(root, (el) => el.name === "dd" && /^[A-Z]{2}\d{4}-[A-Z]{2}$/.test(textOf(el))).map(textOf);
}

describe("sinks page", () => {
  it("shows US visitors inches and never millimetres", async () => {
    const { response, html } = await page(SINKS);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    // Trade sizes in whole and fractional inches (15-3/4″ × 18″ × 7″, decision 0056).
    expect(html).toMatch(/\d[\d/-]*″ × \d[\d/-]*″ × \d[\d/-]*″</);
    expect(html).not.toMatch(/\d\s?mm\b|millimet/i);
  });

  it("is not offered in gl, jp, ru and cn: the visitor lands on not-found", async () => {
    for (const region of ["gl", "jp", "ru", "cn"]) {
      const { response } = await page(`/${region}/products/himacs-solid-surface/sink`);
      expect(response.status, region).toBe(302);
      expect(response.headers.get("location"), region).toBe(`/${region}/products/error/notFound`);
    }
  });

  it("narrows the list by space and ADA to exactly the catalogue's items", async () => {
    const cases: Array<[string, Partial<SinkFilter>]> = [
      ["", {}],
      ["?space=kitchen", { space: "kitchen" }],
      ["?space=bathroom", { space: "bathroom" }],
      ["?ada=1", { ada: true }],
      ["?space=bathroom&ada=1", { space: "bathroom", ada: true }],
      ["?space=bathroom&ada=1&colour=almond", { space: "bathroom", ada: true, colour: "almond" }],
    ];
    const all = expected({}).length;
    for (const [query, filter] of cases) {
      const { response, html } = await page(SINKS + query);
      expect(response.status, query).toBe(200);
      const want = expected(filter).map((p) => p.itemNumber).sort();
      expect(itemNumbers(html).sort(), query).toEqual(want);
      expect(html, query).toContain(`>${want.length} product${want.length === 1 ? "" : "s"}</h2>`);
      if (query) expect(want.length, query).toBeLessThan(all);
    }
  });

  it("drops bad filter values by redirect, never a server error", async () => {
    for (const [query, target] of [
      ["?space=garage&ada=1", "?ada=1"],
      ["?space=&ada=1&colour=", "?ada=1"],
      ["?ada=yes", ""],
      ["?space=kitchen&space=bathroom", ""],
      ["?colour=%3Cscript%3E", ""],
    ]) {
      const { response } = await page(SINKS + query);
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe(SINKS + target);
    }
  });

  it("shows the empty result with the finder's message", async () => {
    // VIATERA sinks come in two colours only.
    const { html } = await page("/us/products/viatera-quartz-surface/sink?colour=almond");
    expect(html).toContain("No Result Found");
    expect(html).toContain("try different search terms or filters");
  });

  it("words the finder's own empty result the same way", async () => {
    const { html } = await page("/gl/products/himacs-solid-surface/himacs-finder?q=zzzzzzzz");
    expect(html).toContain("No Result Found");
    expect(html).toContain("try different search terms or filters");
  });

  it("links every item to a product page that answers 200", async () => {
    const { html } = await page(SINKS);
    const links = findAll(parseHtml(html), (el) => el.name === "a" && (el.attrs.get("class") ?? "").includes("sink-card__link")).map((a) => a.attrs.get("href")!);
    expect(links.length).toBe(expected({}).length);
    for (const href of new Set(links)) {
      const { response } = await page(href);
      expect(response.status, href).toBe(200);
    }
  });
});

describe("automotive and appliance pages", () => {
  const pages: Array<[string, string[]]> = [
    ["/gl/products/automotive/automotive-skin", ["35%", "50%"]],
    ["/us/products/automotive/lightweight-component", ["25%, 30%, or 56%", "60% or 80%"]],
    ["/gl/products/automotive/automotive-component", ["25% or 30%"]],
    ["/gl/products/industrial-film/home-appliance-surface-film", ["0.1 mm – 0.2 mm"]],
  ];

  it("show the figures read from the catalogue", async () => {
    for (const [path, figures] of pages) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      const values = findAll(parseHtml(html), (el) => (el.attrs.get("class") ?? "").includes("industrial-figures__value")).map(textOf);
      for (const figure of figures) expect(values, path).toContain(figure);
    }
  });

  // Renders two PDFs for each of four pages on the shared server: up to 11 s on a loaded machine.
  it("link each product's documents, which answer with a PDF", async () => {
    for (const [path] of pages) {
      const { html } = await page(path);
      const documents = findAll(parseHtml(html), (el) => el.name === "a" && (el.attrs.get("href") ?? "").startsWith("/documents/")).map((a) => a.attrs.get("href")!);
      expect(documents.length, path).toBeGreaterThanOrEqual(4);
      for (const href of documents.slice(0, 2)) {
        const response = await fetch(baseUrl + href);
        expect(response.status, href).toBe(200);
        expect(response.headers.get("content-type"), href).toBe("application/pdf");
        expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString(), href).toBe("%PDF-");
      }
    }
  }, 45_000);

  it("carry their copy in the visitor's language", async () => {
    const { html } = await page("/gl/products/automotive/automotive-skin?lang=de");
    expect(html.includes("Unser veganes Leder"), "German copy").toBe(true);
    expect(/35\s%/u.test(html), "German percent format").toBe(true);
  });
});
