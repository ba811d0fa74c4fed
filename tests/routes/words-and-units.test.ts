/**
 * Real product pages, in-process, as a visitor of each region reads them: specification values in
 * the page's language, US sizes as the trade sells them, and one unit notation per locale
 * (docs/decisions/0056-catalogue-values-and-trade-sizes.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";
import { findAll, parseHtml, textOf, type HtmlElement } from "../support/crawl";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

/** A HIMACS sheet: 19 mm, 760 × 3680 mm, acrylic solid surface for interiors, sold through fabricators. */
const SHEET = "products/himacs-solid-surface/detail/abyss-granite-g091";
/** A VIATERA slab of 3 cm, which the manufacturer sells as 1-1/4″. */
const SLAB = "products/viatera-quartz-surface/detail/marquina-dorato-vq1010";

const UNIT_SPANS = { metric: "u-metric", imperial: "u-imperial" } as const;

/** Label → value of the specification table, with only the given unit system's spans kept. */
async function specifications(path: string, system: "metric" | "imperial"): Promise<Map<string, { text: string; lang?: string }>> {
  const response = await site.fetch(`/${path}`);
  expect(response.status, path).toBe(200);
  const hidden = system === "metric" ? UNIT_SPANS.imperial : UNIT_SPANS.metric;
  const html = (await response.text()).replace(new RegExp(`<span class="${hidden}">[^<]*</span>`, "g"), "");
  const has = (el: HtmlElement, name: string) => findAll(el, (c) => c.name === name).length > 0;
  const rows = findAll(parseHtml(html), (el) => el.name === "tr" && has(el, "th") && has(el, "td"));
  const cell = (row: HtmlElement, name: string) => findAll(row, (c) => c.name === name)[0]!;
  return new Map(rows.map((row) => [textOf(cell(row, "th")).trim(), { text: textOf(cell(row, "td")).trim(), lang: cell(row, "td").attrs.get("lang") }]));
}

describe("a product page in the visitor's language", () => {
  it.each([
    ["gl", "?lang=de", { Produktklassifizierung: "Acryl-Mineralwerkstoff", Verwendung: "Innenbereich", Vertriebsweg: "Autorisierte Verarbeiter" }],
    ["cf", "", { "Classification du produit": "Surface solide acrylique", Usage: "Intérieur", "Canal de vente": "Transformateurs agréés" }],
    ["jp", "", { 製品分類: "アクリル系人工大理石", 使用環境: "屋内", 販売チャネル: "認定加工業者" }],
    ["cn", "", { 产品分类: "亚克力实体面材", 使用环境: "室内", 销售渠道: "授权加工商" }],
  ])("names the specification values in %s%s, without an English mark", async (region, query, expected) => {
    const specs = await specifications(`${region}/${SHEET}${query}`, "metric");
    for (const [label, value] of Object.entries(expected)) {
      expect(specs.get(label), `${region} ${label} among ${[...specs.keys()].join(", ")}`).toEqual({ text: value, lang: undefined });
    }
  });
});

describe("sizes and units", () => {
  it("writes US sizes as the trade sells them", async () => {
    const sheet = await specifications(`us/${SHEET}`, "imperial");
    expect(sheet.get("Thickness")?.text).toBe("3/4″");
    expect(sheet.get("Dimensions (W × L)")?.text).toBe("30″ × 145″");
    const slab = await specifications(`us/${SLAB}`, "imperial");
    expect(slab.get("Thickness")?.text).toBe("1-1/4″");
  });

  it.each([
    ["ru", /мм/, /\dmm|\d\s?mm\b/],
    ["cn", /\d\s?mm\b/, /毫米/],
  ])("writes one millimetre in %s", async (region, wanted, other) => {
    const response = await site.fetch(`/${region}/${SHEET}`);
    const text = textOf(parseHtml((await response.text()).replace(/<span class="u-imperial">[^<]*<\/span>/g, "").replace(/<script[\s\S]*?<\/script>/g, "")));
    expect(text).toMatch(wanted);
    expect(text).not.toMatch(other);
  });
});

describe("the filter rail in the visitor's language (decision 0062)", () => {
  /** Each checkbox value of a facet: its text, and the lang of the element around that text, if any. */
  async function facetValues(path: string, facet: string) {
    const response = await site.fetch(path);
    expect(response.status, path).toBe(200);
    const root = parseHtml(await response.text());
    const labels = findAll(root, (el) => el.name === "label" && findAll(el, (c) => c.name === "input" && c.attrs.get("name") === facet).length > 0);
    return labels.map((label) => {
      const marked = findAll(label, (c) => c.name === "span" && c.attrs.has("lang"))[0];
      return { text: textOf(label).trim(), lang: marked?.attrs.get("lang") };
    });
  }

  it("marks English only the values nobody translated", async () => {
    const finder = "/gl/products/himacs-solid-surface/himacs-finder";
    // The seed's collection names are English only: marked on a German page, not on an English one.
    const collections = await facetValues(`${finder}?lang=de`, "collection");
    expect(collections.length).toBeGreaterThan(3);
    expect(collections.find((v) => v.text.startsWith("Solids"))?.lang).toBe("en");
    expect((await facetValues(finder, "collection")).every((v) => v.lang === undefined)).toBe(true);
    // Colours are translated (an enumeration): never marked.
    const colours = await facetValues(`${finder}?lang=de`, "color");
    expect(colours.length).toBeGreaterThan(3);
    expect(colours.every((v) => v.lang === undefined)).toBe(true);
  });
});
