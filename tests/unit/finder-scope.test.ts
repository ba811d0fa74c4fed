import { describe, expect, it } from "vitest";
import { finderScope } from "../../core/finder/finder-scope";
import { FACET_NAMES } from "../../core/finder/facets";
import { matchEntry } from "../support/manifest-samples";

const scopeOf = (pagePath: string, region: "gl" | "us" | "jp" = "gl") => {
  const match = matchEntry(pagePath);
  const scope = match && finderScope(match.entry, match.params, region, pagePath);
  if (!scope) throw new Error(`${pagePath} is not a finder state`);
  return scope;
};

describe("finder scope from the URL", () => {
  it("scopes a category finder to its family and region, with its filter segments", () => {
    expect(scopeOf("himacs-solid-surface/himacs-finder/filter/color/white")).toEqual({
      basePath: "himacs-solid-surface/himacs-finder",
      filterSegments: ["filter", "color", "white"],
      scope: { region: ["gl"], family: ["himacs"] },
      preset: {},
      shapes: "generic",
      facets: FACET_NAMES,
    });
  });

  it("scopes VIZUON sub-finders and root/leaf collection paths to the root collection", () => {
    expect(scopeOf("vizuon-sign-graphic/vizuon-finder/architecture", "jp")).toMatchObject({ basePath: "vizuon-sign-graphic/vizuon-finder/architecture", scope: { root: ["architecture"] }, shapes: "vizuon" });
    expect(scopeOf("vizuon-sign-graphic/vizuon-finder/eco-solutions/filter/collection/green-wrap")).toMatchObject({
      basePath: "vizuon-sign-graphic/vizuon-finder/eco-solutions",
      filterSegments: ["filter", "collection", "green-wrap"],
      scope: { root: ["eco-solutions"] },
    });
  });

  it("reads HFLOR sub-finders, flooring type codes and the pike's-peak collection path", () => {
    expect(scopeOf("hflor/hflor-finder/lvt-flooring/filter/color/beige", "us")).toMatchObject({ scope: { region: ["us"], family: ["hflor"], root: ["lvt"] }, filterSegments: ["filter", "color", "beige"], shapes: "hflor" });
    expect(scopeOf("hflor/hflor-finder/all-colors/LVT/filter/color/beige")).toMatchObject({ basePath: "hflor/hflor-finder/all-colors", preset: { category: ["lvt"] }, filterSegments: ["filter", "color", "beige"] });
    expect(scopeOf("hflor/hflor-finder/all-colors/lvt/filter/collection/pike's-peak")).toMatchObject({
      basePath: "hflor/hflor-finder/all-colors",
      scope: { root: ["lvt"] },
      filterSegments: ["filter", "collection", "pike's-peak"],
    });
    expect(scopeOf("hflor/hflor-finder/all-colors").scope).toEqual({ region: ["gl"], family: ["hflor"] });
  });

  it("treats the all-colours page as every family of the region, filters in the query", () => {
    expect(scopeOf("all-colors")).toEqual({ basePath: "all-colors", filterSegments: [], scope: { region: ["gl"] }, preset: {}, shapes: "none", facets: FACET_NAMES });
  });

  it("is no finder state when segments after the finder are not filters, or are malformed", () => {
    const at = (pagePath: string) => {
      const match = matchEntry(pagePath);
      return match && finderScope(match.entry, match.params, "gl", pagePath);
    };
    expect(at("himacs-solid-surface/himacs-finder/no/such/thing")).toBeNull();
    expect(at("himacs-solid-surface/himacs-finder/filter/%E0%A4%A")).toBeNull();
    expect(at("himacs-solid-surface/himacs-finder/filter/color/white")).not.toBeNull();
  });
});

describe("finder requests and canonical URLs", async () => {
  const { runFinder } = await import("../../core/finder/finder-request");
  const { finderLocation } = await import("../../core/finder/finder-links");
  const { FinderIndex } = await import("../../core/finder/engine");
  const { demoSeed } = await import("../support/demo-seed");
  const catalogue = demoSeed();
  const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
  const index = new FinderIndex(catalogue.products, { collectionName: (c) => collections.get(c)?.name, collectionParent: (c) => collections.get(c)?.parent });
  const scope = scopeOf("himacs-solid-surface/himacs-finder/filter/color/gray");

  it("does not redirect a canonical URL with a second value of a facet in the query", () => {
    const target = finderLocation(scope, { color: ["gray", "white"] }, {});
    expect(`${target.pagePath}?${target.query}`).toBe("himacs-solid-surface/himacs-finder/filter/color/gray?color=white");
    const run = runFinder(index, scopeOf(target.pagePath), target.query, "cumulative");
    expect(run.ok && run.run.needsRedirect).toBe(false);
  });

  it("redirects a GET form submission and unknown values to the canonical URL", () => {
    const form = runFinder(index, scopeOf("himacs-solid-surface/himacs-finder"), new URLSearchParams("color=white&color=gray&sort=za"), "cumulative");
    expect(form.ok && form.run.needsRedirect).toBe(true);
    const unknown = runFinder(index, scopeOf("himacs-solid-surface/himacs-finder/filter/color/plaid"), new URLSearchParams(), "cumulative");
    expect(unknown.ok && unknown.run.needsRedirect && unknown.run.selections).toEqual({ color: [] });
  });

  it("names a bad parameter", () => {
    expect(runFinder(index, scope, new URLSearchParams("sort=cheap"), "single")).toMatchObject({ ok: false, parameter: "sort" });
    expect(runFinder(index, scope, new URLSearchParams("page=99"), "single")).toMatchObject({ ok: false, parameter: "page" });
  });
});
