/**
 * Collection views (decision 0070), in-process: the finder narrowed to one collection at the
 * address a landing's collection card links has its own H1, title and description in the page's
 * language, and is canonical to itself, with a breadcrumb through the landing that links it;
 * every other state of a finder keeps the finder's head.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, sharedInProcessSite, type InProcessSite } from "../support/in-process-site";
import { findAll, parseHtml, textOf, type HtmlElement } from "../support/crawl";
import { REGION_CONFIG, REGIONS } from "../../core/regions/regions";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

interface Head {
  title: string;
  h1: string;
  description: string;
  canonical: string;
}

/** The page a path shows, after the finder's redirect to a state's canonical address. */
async function pageAt(path: string): Promise<HtmlElement> {
  let response = await site.fetch(path, { redirect: "manual" });
  if (response.status === 302) {
    const target = new URL(response.headers.get("location")!, ORIGIN);
    response = await site.fetch(target.pathname + target.search, { redirect: "manual" });
  }
  expect(response.status, path).toBe(200);
  return parseHtml(await response.text());
}

/** The head of the page a path shows. */
async function headOf(path: string): Promise<Head> {
  const root = await pageAt(path);
  const first = (name: string, test: (attrs: Map<string, string>) => boolean = () => true) => findAll(root, (el) => el.name === name && test(el.attrs))[0];
  return {
    title: textOf(first("title")!),
    h1: textOf(first("h1")!),
    description: first("meta", (a) => a.get("name") === "description")?.attrs.get("content") ?? "",
    canonical: first("link", (a) => a.get("rel") === "canonical")?.attrs.get("href") ?? "",
  };
}

interface Step {
  label: string;
  /** The step's link; none for the page itself. */
  href: string | null;
  current: boolean;
}

/** The steps of a page's breadcrumb, in order. */
function trailOf(root: HtmlElement): Step[] {
  const nav = findAll(root, (el) => el.name === "nav" && el.attrs.get("class") === "breadcrumb");
  expect(nav.length, "one breadcrumb").toBe(1);
  return findAll(nav[0]!, (el) => el.name === "li").map((li) => {
    const link = findAll(li, (el) => el.name === "a")[0];
    return { label: textOf(li), href: link?.attrs.get("href") ?? null, current: findAll(li, (el) => el.attrs.get("aria-current") === "page").length === 1 };
  });
}

/**
 * A view's breadcrumb is its landing's (Home, then the landing), with the landing's step now a
 * link to it, followed by the collection the card named, the page itself.
 */
function expectViewTrail(view: Step[], landing: Step[], landingPath: string, collection: string) {
  expect(landing).toHaveLength(2);
  expect(view).toEqual([landing[0], { label: landing[1]!.label, href: landingPath, current: false }, { label: collection, href: null, current: true }]);
}

/** The collection cards' links of a landing, with the collection name each card shows. */
async function cardsOf(path: string): Promise<Array<{ href: string; name: string }>> {
  return cardsIn(parseHtml(await (await site.fetch(path)).text()));
}

function cardsIn(root: HtmlElement): Array<{ href: string; name: string }> {
  return findAll(root, (el) => (el.attrs.get("class") ?? "").split(" ").includes("collection-card")).map((card) => {
    const link = findAll(card, (el) => el.name === "a")[0]!;
    const name = findAll(card, (el) => /^h[2-4]$/.test(el.name))[0];
    return { href: link.attrs.get("href")!, name: textOf(name ?? link) };
  });
}

describe("collection views", () => {
  it.each([
    ["gl", "himacs-solid-surface", ""],
    ["gl", "himacs-solid-surface", "?lang=de"],
    ["us", "viatera-quartz-surface", ""],
    ["jp", "himacs-solid-surface", ""],
    ["gl", "vizuon-sign-graphic/architecture", ""],
    ["gl", "hflor/lvt", ""],
    // A root without a type landing: its collection landing shows the cards.
    ["us", "hflor/sports", ""],
  ])("%s %s%s: each card opens a view headed by its collection, canonical to itself, a step below the landing", async (region, landing, query) => {
    const landingPath = `/${region}/products/${landing}${query}`;
    const landingPage = await pageAt(landingPath);
    const cards = cardsIn(landingPage).filter((card) => card.href.includes("/filter/collection/"));
    expect(cards.length, landing).toBeGreaterThan(1);
    const heads: Head[] = [];
    for (const card of cards.slice(0, 4)) {
      expectViewTrail(trailOf(await pageAt(card.href)), trailOf(landingPage), landingPath, card.name);
      const head = await headOf(card.href);
      expect(head.h1, card.href).toContain(card.name);
      // Named once: beside it the finder's own name (a VIZUON view names its application's finder, not the collection again).
      expect(head.h1.split(card.name).length - 1, head.h1).toBe(1);
      expect(head.title, card.href).toContain(head.h1);
      expect(head.description, card.href).toContain(card.name);
      expect(head.canonical, card.href).toBe(ORIGIN + card.href);
      heads.push(head);
    }
    for (const field of ["title", "h1", "description"] as const) expect(new Set(heads.map((h) => h[field])).size, field).toBe(heads.length);
  });

  // Every locale of every region: the trail's words are the landing's own, in the page's language.
  const LOCALES = REGIONS.flatMap((region) => REGION_CONFIG[region].locales.map((locale, i) => [region, i === 0 ? "" : `?lang=${locale}`] as const));
  it.each(LOCALES)("%s%s: a HIMACS collection view's breadcrumb steps up to the landing", async (region, query) => {
    const landingPath = `/${region}/products/himacs-solid-surface${query}`;
    const landingPage = await pageAt(landingPath);
    const card = cardsIn(landingPage).find((c) => c.href.includes("/filter/collection/"))!;
    const view = trailOf(await pageAt(card.href));
    expectViewTrail(view, trailOf(landingPage), landingPath, card.name);
    expect(view[0]!.href).toBe(`/${region}/products/categories${query}`);
  });

  it("speaks the page's language", async () => {
    const [card] = (await cardsOf("/gl/products/himacs-solid-surface?lang=de")).filter((c) => c.href.includes("/filter/collection/"));
    const head = await headOf(card!.href);
    expect(head.h1).toMatch(/^Kollektion .+ im HIMACS Finder$/);
    expect(head.description).toMatch(/^Alle Produkte der Kollektion /);
    const jp = (await cardsOf("/jp/products/himacs-solid-surface")).find((c) => c.href.includes("/filter/collection/"))!;
    expect((await headOf(jp.href)).h1).toMatch(/^.+コレクション（HIMACS 製品検索）$/);
  });

  it("leaves every other finder state with the finder's own head", async () => {
    const finder = await headOf("/gl/products/himacs-solid-surface/himacs-finder");
    const [first, second] = (await cardsOf("/gl/products/himacs-solid-surface")).map((c) => new URL(c.href, ORIGIN));
    const other = second!.pathname.split("/").pop()!;
    const states = [
      // Two collections, a search inside the view.
      `${first!.pathname}?collection=${other}`,
      `${first!.pathname}?q=white`,
    ];
    for (const path of states) {
      const head = await headOf(path);
      expect(head.title, path).toBe(finder.title);
      expect(head.description, path).toBe(finder.description);
      expect(findAll(await pageAt(path), (el) => el.name === "nav" && el.attrs.get("class") === "breadcrumb"), path).toEqual([]);
    }
    // The same HFLOR collection reached through a type's sub-finder is not the landing's address.
    const hflor = (await cardsOf("/gl/products/hflor/lvt")).find((c) => c.href.includes("/all-colors/filter/collection/"))!;
    const leaf = hflor.href.split("/").pop()!;
    const viaType = await headOf(`/gl/products/hflor/hflor-finder/lvt-flooring/filter/collection/${leaf}`);
    expect(viaType.h1).not.toContain(hflor.name);
  });
});
