/**
 * Bounded finder input (decision 0014): query keys named after Object.prototype members are
 * ordinary unknown facets, the filter caps and the search cap are named, and "load more" renders
 * pages together only up to MAX_CUMULATIVE_PAGES.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { FinderIndex } from "../../core/finder/engine";
import { MAX_FILTER_FACETS, MAX_FILTER_VALUES } from "../../core/finder/filter-path";
import { MAX_CUMULATIVE_PAGES, MAX_QUERY_LENGTH, PAGE_SIZE, pageWindow, runFinder } from "../../core/finder/finder-request";
import { finderScope } from "../../core/finder/finder-scope";
import { matchEntry } from "../support/manifest-samples";

const catalogue = demoSeed();
const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
const index = new FinderIndex(catalogue.products, { collectionName: (c) => collections.get(c)?.name, collectionParent: (c) => collections.get(c)?.parent });

const scopeOf = (pagePath: string) => {
  const match = matchEntry(pagePath);
  const scope = match && finderScope(match.entry, match.params, "gl", pagePath);
  if (!scope) throw new Error(`${pagePath} is not a finder state`);
  return scope;
};
const himacs = scopeOf("himacs-solid-surface/himacs-finder");
const run = (query: string, paging: "cumulative" | "single" = "cumulative") => runFinder(index, himacs, new URLSearchParams(query), paging);

describe("query keys named after Object.prototype members", () => {
  it.each(["constructor=1", "__proto__=x", "toString=x", "hasOwnProperty=1", "valueOf=1&isPrototypeOf=2", "constructor=1&color=white"])("?%s is an unknown facet, dropped with a redirect", (query) => {
    const outcome = run(query);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.run.needsRedirect).toBe(true);
    expect(Object.keys(outcome.run.selections).filter((k) => k !== "color")).toEqual([]);
    expect(outcome.run.result.total).toBeGreaterThan(0);
  });
});

describe("caps", () => {
  it("names the value cap of a facet and keeps the first values", () => {
    const values = Array.from({ length: MAX_FILTER_VALUES * 20 }, (_, i) => `v${i}`);
    const outcome = run(`color=white,${values.join(",")}`);
    expect(outcome.ok && outcome.run.exceeded).toEqual({ parameter: "color", limit: MAX_FILTER_VALUES });
    expect(outcome.ok && outcome.run.needsRedirect).toBe(true);
    expect(outcome.ok && outcome.run.selections.color).toEqual(["white"]);
  });

  it("names the facet cap", () => {
    const keys = Array.from({ length: MAX_FILTER_FACETS + 1 }, (_, i) => `f${i}=x`).join("&");
    expect(run(keys)).toMatchObject({ ok: true, run: { exceeded: { parameter: "filter", limit: MAX_FILTER_FACETS } } });
  });

  it("names the length cap of the search text", () => {
    expect(run(`q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`)).toMatchObject({ ok: false, parameter: "q", limit: MAX_QUERY_LENGTH });
    expect(run(`q=${"a".repeat(MAX_QUERY_LENGTH)}`).ok).toBe(true);
  });
});

describe("load more", () => {
  it(`renders pages together up to page ${MAX_CUMULATIVE_PAGES}, then one page alone`, () => {
    expect(pageWindow(1, "cumulative")).toEqual({ offset: 0, limit: PAGE_SIZE });
    expect(pageWindow(MAX_CUMULATIVE_PAGES, "cumulative")).toEqual({ offset: 0, limit: MAX_CUMULATIVE_PAGES * PAGE_SIZE });
    expect(pageWindow(MAX_CUMULATIVE_PAGES + 1, "cumulative")).toEqual({ offset: MAX_CUMULATIVE_PAGES * PAGE_SIZE, limit: PAGE_SIZE });
    expect(pageWindow(50, "cumulative")).toEqual({ offset: 49 * PAGE_SIZE, limit: PAGE_SIZE });
    expect(pageWindow(3, "single")).toEqual({ offset: 2 * PAGE_SIZE, limit: PAGE_SIZE });
  });

  it("never returns more than the cumulative cap of cards", () => {
    for (const page of [1, MAX_CUMULATIVE_PAGES, MAX_CUMULATIVE_PAGES + 1, 10]) {
      const outcome = run(`page=${page}`);
      expect(outcome.ok && outcome.run.result.docs.length).toBeLessThanOrEqual(MAX_CUMULATIVE_PAGES * PAGE_SIZE);
    }
  });
});
