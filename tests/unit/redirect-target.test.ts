/** The one redirect helper: encoded segments, no dot segments, same-site catalogue targets only. */
import { describe, expect, it } from "vitest";
import { guardRoute } from "../../core/routing/guard";
import { routeById } from "../../core/routing/manifest";
import { isSafeTarget, redirectTarget } from "../../core/routing/redirect-target";
import { strayPageParams } from "../../core/routing/page-query";

describe("redirectTarget", () => {
  it.each<[string | string[], string]>([
    ["himacs-solid-surface/himacs-finder", "/gl/products/himacs-solid-surface/himacs-finder"],
    ["", "/gl/products/"],
    [["deco-film", "日"], "/gl/products/deco-film/%E6%97%A5"],
    ["deco-film/%E6%97%A5", "/gl/products/deco-film/%E6%97%A5"],
    [["vizuon-sign-graphic", "vizuon-finder", "a?b=c#d"], "/gl/products/vizuon-sign-graphic/vizuon-finder/a%3Fb%3Dc%23d"],
    [["hflor", "a/b"], "/gl/products/hflor/a%2Fb"],
    ["hflor/hflor-finder/all-colors/lvt/filter/collection/pike's-peak", "/gl/products/hflor/hflor-finder/all-colors/lvt/filter/collection/pike's-peak"],
  ])("%j → %s", (pagePath, target) => {
    expect(redirectTarget("gl", pagePath)).toBe(target);
  });

  it.each<string | string[]>([["deco-film", ".."], ["deco-film", "."], "deco-film/%2E%2E/%2E%2E/x", "deco-film/../x", "deco-film/%E0%A4%A"])("refuses %j: the region's not-found page", (pagePath) => {
    expect(redirectTarget("jp", pagePath)).toBe("/jp/products/error/notFound");
  });

  it("keeps the language and the query", () => {
    expect(redirectTarget("gl", "deco-film", { locale: "de", query: new URLSearchParams("color=white&lang=fr") })).toBe("/gl/products/deco-film?color=white&lang=de");
    expect(redirectTarget("gl", [".."], { locale: "de" })).toBe("/gl/products/error/notFound?lang=de");
  });

  it("accepts only plain same-site catalogue paths", () => {
    expect(isSafeTarget("/gl/products/x", "gl")).toBe(true);
    for (const target of ["//evil.example/gl/products/", "/us/products/x", "/gl/account/x", "/gl/products/%2E%2E/x", "/gl/products/x#y", "/gl/products/a\\b", "https://evil.example/gl/products/"]) {
      expect(isSafeTarget(target, "gl")).toBe(false);
    }
  });

  it("gives a legacy prefix's splat no way out of the region", () => {
    const entry = routeById("deco.legacy")!;
    const decision = guardRoute(entry, "gl", { "*": "../../../x" });
    expect(decision.outcome).toBe("redirect");
    if (decision.outcome === "redirect") expect(redirectTarget("gl", decision.pagePath)).toBe("/gl/products/error/notFound");
  });
});

describe("page-wide parameters", () => {
  it("accepts the region's languages and no view", () => {
    expect(strayPageParams("gl", new URLSearchParams("lang=de"))).toEqual([]);
    expect(strayPageParams("gl", new URLSearchParams("lang=xx"))).toEqual(["lang"]);
    expect(strayPageParams("jp", new URLSearchParams("lang=de"))).toEqual(["lang"]);
    expect(strayPageParams("gl", new URLSearchParams("lang=de&lang=fr"))).toEqual(["lang"]);
    expect(strayPageParams("gl", new URLSearchParams("view=list"))).toEqual(["view"]);
    expect(strayPageParams("gl", new URLSearchParams("color=white&q=x"))).toEqual([]);
  });
});
