/**
 * The finder view shared by the finder page and the finder API: which facets a visitor sees, in
 * which order and wording, how long lists are cut to their top values, and the cards.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { FinderIndex } from "../../core/finder/engine";
import { FACET_DISPLAY } from "../../core/finder/facets";
import { runFinder } from "../../core/finder/finder-request";
import { finderScope } from "../../core/finder/finder-scope";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { routeById } from "../../core/routing/manifest";
import { buildFinderView } from "../../core/finder/finder-view";

const catalogue = demoSeed();
const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
const index = new FinderIndex(catalogue.products, { collectionName: (c) => collections.get(c)?.name, collectionParent: (c) => collections.get(c)?.parent });
const himacs = routeById("himacs.finder");

function view(region: "gl" | "us" | "jp", locale: "en" | "en-US" | "ja", pagePath: string, query = "", options: { topValues?: number; expanded?: string } = {}) {
  if (!himacs) throw new Error("no HIMACS finder in the manifest");
  const scope = finderScope(himacs, {}, region, pagePath);
  if (!scope) throw new Error(`${pagePath} is not a finder state`);
  const outcome = runFinder(index, scope, new URLSearchParams(query), "cumulative");
  if (!outcome.ok) throw new Error(outcome.message);
  const t = createTranslator(locale, resolveCatalogue(locale));
  const language = locale === "ja" ? "ja" : "en";
  return buildFinderView(outcome.run, {
    products: index.products,
    cards: { region, locale, language, collection: (code) => collections.get(code) },
    labels: { t, locale, region, language },
    ...options,
  });
}

describe("finder view", () => {
  it("shows facets in rail order, labelled in the visitor's language, only where they offer a choice", () => {
    const gl = view("gl", "en", "himacs-solid-surface/himacs-finder");
    const orders = gl.facets.map((f) => FACET_DISPLAY[f.name]?.order ?? Infinity);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(gl.facets.find((f) => f.name === "color")).toMatchObject({ label: "Colour", control: "chips" });
    expect(gl.facets.every((f) => f.control === "toggle" ? f.values.length === 1 : f.values.length >= 2)).toBe(true);
    const jp = view("jp", "ja", "himacs-solid-surface/himacs-finder");
    expect(jp.facets.find((f) => f.name === "color")?.label).toBe(resolveCatalogue("ja")["facet.color"]);
  });

  it("keeps a selected facet, even with a single value, so it can be cleared", () => {
    const white = view("gl", "en", "himacs-solid-surface/himacs-finder/filter/color/white", "", { topValues: 8 });
    const color = white.facets.find((f) => f.name === "color");
    expect(color?.values.find((v) => v.code === "white")).toMatchObject({ selected: true, label: "White" });
    expect(white.selections).toEqual({ color: ["white"] });
  });

  it("cuts long lists to their most frequent values, keeps selections, and lists all when expanded", () => {
    const full = view("gl", "en", "himacs-solid-surface/himacs-finder");
    const long = full.facets.find((f) => f.values.length > 10);
    if (!long) throw new Error("the seed HIMACS finder should have a facet with more than ten values");
    const rare = [...long.values].sort((a, b) => a.count - b.count)[0]!;
    const cut = view("gl", "en", "himacs-solid-surface/himacs-finder", `${long.name}=${encodeURIComponent(rare.code)}`, { topValues: 4 });
    const cutFacet = cut.facets.find((f) => f.name === long.name)!;
    expect(cutFacet.valueCount).toBe(long.values.length);
    expect(cutFacet.values.length).toBe(4);
    expect(cutFacet.values.some((v) => v.code === rare.code && v.selected)).toBe(true);
    const expanded = view("gl", "en", "himacs-solid-surface/himacs-finder", "", { topValues: 4, expanded: long.name });
    expect(expanded.facets.find((f) => f.name === long.name)?.values.length).toBe(long.values.length);
  });

  it("gives cards an image key, badges as codes and a link in the visitor's region", () => {
    const us = view("us", "en-US", "himacs-solid-surface/himacs-finder");
    expect(us.items).toHaveLength(24);
    for (const card of us.items) {
      expect(card.href.startsWith("/us/products/himacs-solid-surface/detail/")).toBe(true);
      expect(card.image.id).toBe(card.contentId);
      expect(card.image.v).toMatch(/^[0-9a-z]+$/);
      expect(card.badges.every((b) => ["new", "coming-soon", "discontinued"].includes(b))).toBe(true);
    }
    expect(us.total).toBeGreaterThan(us.items.length);
  });
});
