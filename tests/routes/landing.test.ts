/**
 * Category landings, in-process: every landing of the manifest answers in every region that offers
 * it, with real copy instead of a placeholder, and each collection card's product count is the
 * count the finder shows when the card's link is followed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";
import { REGIONS } from "../../core/regions/regions";
import { findAll, parseHtml, textOf, type HtmlElement } from "../support/crawl";
import { ROUTE_MANIFEST, samplePath } from "../support/manifest-samples";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

const LANDINGS = ROUTE_MANIFEST.filter((entry) => entry.kind === "category");
/** Regions whose card counts are followed into the finder: a Latin, the imperial and a CJK locale. */
const FOLLOWED = new Set(["gl", "us", "jp"]);

const hasClass = (name: string) => (el: HtmlElement) => (el.attrs.get("class") ?? "").split(" ").includes(name);
const firstNumber = (text: string) => Number(/\d[\d,.\s]*/.exec(text)?.[0]?.replace(/[^\d]/g, "") ?? NaN);

async function get(path: string) {
  const response = await site.fetch(path, { redirect: "manual" });
  return { status: response.status, html: response.status === 200 ? await response.text() : "" };
}

describe("category landings", () => {
  for (const entry of LANDINGS) {
    it(`${entry.id}: a real page in every region that offers it, counts equal the finder's`, async () => {
      const offered = REGIONS.filter((region) => entry.availability[region]);
      expect(offered.length).toBeGreaterThan(0);
      for (const region of offered) {
        const { status, html } = await get(`/${region}/products/${samplePath(entry)}`);
        expect(status, `${region} ${entry.id}`).toBe(200);
        expect(html).not.toContain("Coming soon to this page");
        const root = parseHtml(html);
        const cards = findAll(root, hasClass("collection-card"));
        const topics = findAll(root, hasClass("landing-topic"));
        expect(cards.length + topics.length, `${region} ${entry.id} shows collections or topics`).toBeGreaterThan(0);
        for (const topic of topics) expect(textOf(topic).length).toBeGreaterThan(30);
        if (!FOLLOWED.has(region)) continue;
        for (const card of cards) {
          const link = findAll(card, (el) => el.name === "a")[0]!;
          const shown = firstNumber(textOf(findAll(card, hasClass("collection-card__count"))[0]!));
          const finder = await get(link.attrs.get("href")!);
          expect(finder.status, link.attrs.get("href")).toBe(200);
          const count = findAll(parseHtml(finder.html), hasClass("finder-head__count"))[0];
          expect(firstNumber(textOf(count!)), `${region} ${link.attrs.get("href")}`).toBe(shown);
        }
      }
    });
  }
});

describe("US spelling", () => {
  // The catalogue's English prose is British; a US visitor reads it in US spelling, names untouched.
  const BRITISH = /\b(colours?|coloured|grey|centre|fibre|worktops?)\b/i;
  const visibleText = (html: string) => textOf(parseHtml(html.replace(/<script[\s\S]*?<\/script>/g, "")));

  it.each([
    ["the HIMACS landing's collection copy", "himacs-solid-surface"],
    ["a product's description, features and specifications", "himacs-solid-surface/detail/abyss-granite-g091"],
  ])("%s", async (_name, path) => {
    const gl = visibleText((await get(`/gl/products/${path}`)).html);
    const us = visibleText((await get(`/us/products/${path}`)).html);
    expect(gl).toMatch(BRITISH);
    expect(us).not.toMatch(BRITISH);
    expect(us).toMatch(/\bcolors?\b/i);
  });
});

describe("topic names", () => {
  // The spec names each topic (§1: Design, Performance…; Environment, Fire Rating…); the marketing heading follows it.
  it.each([
    ["gl", "", ["Design", "Performance", "Fabrication", "Sustainability", "Environment", "Fire Rating", "Exteria certificates", "Hygiene", "Process", "Commitment", "Material Safety", "Manufacturing", "Processing", "Transport"]],
    ["gl", "?lang=de", ["Design", "Leistung"]],
    ["jp", "", ["デザイン", "性能", "加工", "防火性能"]],
    ["cn", "", ["设计", "性能", "防火等级"]],
  ])("head the HIMACS landing's topics in %s%s", async (region, query, names) => {
    const { status, html } = await get(`/${region}/products/himacs-solid-surface${query}`);
    expect(status).toBe(200);
    const headings = findAll(parseHtml(html), hasClass("landing-topic")).map((topic) => textOf(findAll(topic, (el) => el.name === "h3")[0]!));
    for (const name of names) expect(headings).toContain(name);
  });
});

describe("HIMACS about pages (decision 0062)", () => {
  const ABOUT = ["design", "fabrication", "quality", "certifications", "sustainability", "history"];
  const headOf = (html: string) => {
    const root = parseHtml(html);
    const title = findAll(root, (el) => el.name === "title")[0];
    const description = findAll(root, (el) => el.name === "meta" && el.attrs.get("name") === "description")[0];
    const h1 = findAll(root, (el) => el.name === "h1")[0];
    return { title: title ? textOf(title) : "", description: description?.attrs.get("content") ?? "", h1: h1 ? textOf(h1) : "" };
  };

  it.each([["gl", ""], ["gl", "?lang=de"], ["jp", ""]])("have their own title, description and heading in %s%s", async (region, query) => {
    const heads = [];
    for (const about of ABOUT) {
      const { status, html } = await get(`/${region}/products/himacs/about/${about}${query}`);
      expect(status, about).toBe(200);
      heads.push(headOf(html));
    }
    for (const field of ["title", "description", "h1"] as const) {
      const values = heads.map((head) => head[field]);
      expect(values.every(Boolean), field).toBe(true);
      expect(new Set(values).size, `${field}: ${values.join(" | ")}`).toBe(ABOUT.length);
    }
  });

  it("link to one another, and tell the subject's topics under the spec's names", async () => {
    const { html } = await get("/gl/products/himacs/about/certifications");
    const root = parseHtml(html);
    const h2 = findAll(root, (el) => el.name === "h2").map(textOf);
    expect(h2).toEqual(expect.arrayContaining(["Environment", "Fire Rating", "Exteria certificates", "More about HIMACS"]));
    expect(h2).not.toContain("Collections");
    const links = findAll(root, (el) => el.name === "a").map((el) => el.attrs.get("href"));
    for (const other of ABOUT.filter((a) => a !== "certifications")) expect(links).toContain(`/gl/products/himacs/about/${other}`);
  });
});
