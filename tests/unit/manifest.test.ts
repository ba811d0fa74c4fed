import { describe, expect, it } from "vitest";
import { REGIONS, type Region } from "../../core/regions/regions";
import { fillPattern, guardRoute } from "../../core/routing/guard";
import { ROUTE_MANIFEST, finderPathFor, routeById } from "../../core/routing/manifest";
import { navigationFor } from "../../core/routing/navigation";
import { matchEntry, samplePath } from "../support/manifest-samples";

/** Spec §2, written out by hand as the oracle the manifest is checked against. */
const SPEC_ROUTES: ReadonlyArray<readonly [string, readonly Region[]]> = [
  ["error/notFound", REGIONS],
  ["all-colors", REGIONS],
  ["himacs", REGIONS],
  ["himacs/about/:about", REGIONS],
  ["himacs-solid-surface", REGIONS],
  ["himacs-solid-surface/himacs-finder", REGIONS],
  ["himacs-solid-surface/himacs-finder/filter/:filterNm", REGIONS],
  ["himacs-solid-surface/himacs-finder/filter/:filterNm/:filterCd", REGIONS],
  ["himacs-solid-surface/himacs-finder/filter/:filterNm1/:filterNm2/:filterCd2", REGIONS],
  ["himacs-solid-surface/himacs-finder/filter/:filterNm1/:filterCd1/:filterNm2/:filterCd2", REGIONS],
  ["himacs-solid-surface/:prd_name/:contentId", REGIONS],
  ["himacs-solid-surface/detail/:slug", REGIONS],
  ["himacs-solid-surface/sink", ["us", "ca", "cf"]],
  ["viatera-quartz-surface", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera-quartz-surface/viatera-finder", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera-quartz-surface/viatera-finder/filter/:filterNm1/:filterCd1/:filterNm2/:filterCd2", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera-quartz-surface/:prd_name/:contentId", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera-quartz-surface/detail/:slug", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera/:prd_name/:contentId", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera/detail/:slug", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["viatera-quartz-surface/sink", ["gl", "us", "ca", "cf", "ru", "cn"]],
  ["teracanto-porcelain-surface", REGIONS],
  ["teracanto-porcelain-surface/teracanto-finder/filter/:filterNm/:filterCd", REGIONS],
  ["teracanto-porcelain-surface/detail/:slug", REGIONS],
  ["borte-panel", ["gl", "us"]],
  ["borte-panel/borte-finder", ["gl", "us"]],
  ["borte-panel/:prd_name/:contentId", ["gl", "us"]],
  ["benif-architectural-film", ["gl", "ru", "cn"]],
  ["benif-architectural-film/benif-finder", ["gl", "ru", "cn"]],
  ["benif-architectural-film/detail/:slug", ["gl", "ru", "cn"]],
  ["deco-film", ["gl", "jp", "ru", "cn"]],
  ["deco-film/deco-finder", ["gl", "jp", "ru", "cn"]],
  ["exterior-film", ["gl", "jp", "ru", "cn"]],
  ["exterior-film/exterior-finder", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/vehicle", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/signs-and-displays", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/illuminated-sign", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/architecture", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/eco-solutions", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/corporate-branding", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/:main_collection_name", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/vizuon-finder/:main_collection_name", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/vizuon-finder/:main_collection_name/filter/:filterNm/:filterVal", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/vizuon-finder/:rootCollection/filter/collection/:leafCollection", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/:category_name/:prd_name/:contentId", ["gl", "jp", "ru", "cn"]],
  ["vizuon-sign-graphic/:category_name/detail/:slug", ["gl", "jp", "ru", "cn"]],
  ["hflor/about", ["gl", "us"]],
  ["hflor/lvt", ["gl", "us"]],
  ["hflor/looselay", ["gl", "us"]],
  ["hflor/spc", ["gl", "us"]],
  ["hflor/homogeneous", ["gl", "us"]],
  ["hflor/heterogeneous", ["gl", "us"]],
  ["hflor/specialty", ["gl", "us"]],
  ["hflor/:main_collection_name", ["gl", "us"]],
  ["hflor/hflor-finder/:main_collection_name", ["gl", "us"]],
  ["hflor/hflor-finder/:main_collection_name/filter/:filterNm", ["gl", "us"]],
  ["hflor/hflor-finder/:main_collection_name/:hflorFilterCd/filter/:filterNm/:filterCd", ["gl", "us"]],
  ["hflor/hflor-finder/:main_collection_name/filter/:filterNm1/:filterVal1/:filterNm2/:filterVal2/:filterNm3/:filterVal3", ["gl", "us"]],
  ["hflor/hflor-finder/all-colors/filter/:filterNm/:filterCd", ["gl", "us"]],
  ["hflor/hflor-finder/all-colors/:rootCollection/filter/collection/:leafCollection", ["gl", "us"]],
  ["hflor/:category_name/:prd_name/:contentId", ["gl", "us"]],
  ["hflor/:category_name/detail/:slug", ["gl", "us"]],
  ["automotive/automotive-skin", ["gl", "us"]],
  ["automotive/lightweight-component", ["gl", "us"]],
  ["automotive/automotive-component", ["gl", "us"]],
  ["industrial-film/home-appliance-surface-film", ["gl"]],
];

const SPEC_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ["", "himacs-solid-surface/himacs-finder"],
  ["viatera", "viatera-quartz-surface"],
  ["borte-premium-panel/borte-finder", "borte-panel/borte-finder"],
  ["benif-interior-film/detail/oak", "benif-architectural-film/detail/oak"],
  ["deco-foil", "deco-film"],
  ["exterior-foil/exterior-finder/filter/color/gray", "exterior-film/exterior-finder/filter/color/gray"],
  ["hflor/hflor-finder/lvt-flooring/filter/collection/pikespeak", "hflor/hflor-finder/all-colors/lvt/filter/collection/pike's-peak"],
];

describe("route manifest", () => {
  it("has unique ids and unique path patterns", () => {
    const ids = ROUTE_MANIFEST.map((e) => e.id);
    const paths = ROUTE_MANIFEST.map((e) => e.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(SPEC_ROUTES)("holds %s with the spec's regions", (path, regions) => {
    const entry = ROUTE_MANIFEST.find((e) => e.path === path);
    expect(entry, path).toBeDefined();
    expect(REGIONS.filter((r) => entry!.availability[r])).toEqual([...regions]);
    expect(entry!.metaCode).toMatch(/^[A-Z_]+$/);
  });

  it("gives every category page the PCD type and every detail page the PD type", () => {
    for (const entry of ROUTE_MANIFEST) {
      if (entry.kind === "product") expect(entry.pageType, entry.id).toBe("PD");
      if (entry.kind === "category") expect(entry.pageType, entry.id).toBe("PCD");
    }
  });

  it("carries the finder category ids of spec §9", () => {
    expect(routeById("himacs.finder")?.categoryId).toBe(484);
    expect(routeById("viatera.finder")?.categoryId).toBe(502);
    expect(ROUTE_MANIFEST.filter((e) => e.path.startsWith("himacs-solid-surface/himacs-finder")).every((e) => e.categoryId === 484)).toBe(true);
  });

  it("lets the /exterior-film landing serve the home appliance film type too", () => {
    expect(routeById("exterior.category")?.categoryTypes).toContain("HOME_APPLIANCE_SURFACE_FILM");
  });

  it.each(SPEC_REDIRECTS)("redirects %s to %s", (from, to) => {
    const match = matchEntry(from);
    expect(match, from).not.toBeNull();
    const result = guardRoute(match!.entry, "gl", match!.params);
    expect(result).toEqual({ outcome: "redirect", pagePath: to });
    const target = matchEntry(to);
    expect(target?.entry.kind, to).not.toBe("redirect");
  });

  it("sends pages not offered in a region, and unknown segment values, to not-found", () => {
    expect(guardRoute(routeById("borte.category")!, "jp", {})).toEqual({ outcome: "notFound" });
    expect(guardRoute(routeById("vizuon.finder")!, "gl", { main_collection_name: "boats" })).toEqual({ outcome: "notFound" });
    expect(guardRoute(routeById("vizuon.finder")!, "gl", { main_collection_name: "architecture" }).outcome).toBe("page");
  });

  it("fills redirect patterns with encoded values", () => {
    expect(fillPattern("deco-film/*", { "*": "detail/a b" })).toBe("deco-film/detail/a%20b");
    // A splat keeps its segments but can never climb out of the target or add a query or fragment.
    expect(fillPattern("deco-film/*", { "*": "../../x" })).toBe("deco-film/%2E%2E/%2E%2E/x");
    expect(fillPattern("deco-film/*", { "*": "a?b=c#d" })).toBe("deco-film/a%3Fb%3Dc%23d");
    expect(fillPattern("x/:slug", { slug: "a/b" })).toBe("x/a%2Fb");
    expect(fillPattern("deco-film/*", { "*": "" })).toBe("deco-film");
  });

  it("shows in the navigation only the categories a region offers", () => {
    const jp = navigationFor("jp").map((n) => n.pagePath);
    expect(jp).toContain("deco-film");
    expect(jp).not.toContain("viatera-quartz-surface");
    expect(jp).not.toContain("borte-panel");
    expect(navigationFor("us").map((n) => n.pagePath)).toEqual([
      "himacs-solid-surface",
      "viatera-quartz-surface",
      "teracanto-porcelain-surface",
      "borte-panel",
      "hflor/about",
      "automotive/automotive-skin",
    ]);
  });

  it("finds each family's finder for explore links", () => {
    expect(finderPathFor("HIMACS_COLOR", "jp")).toBe("himacs-solid-surface/himacs-finder");
    expect(finderPathFor("VIATERA_COLOR", "jp")).toBeNull();
    expect(finderPathFor("PCD_VIZUON", "gl")).toBe("vizuon-sign-graphic/vizuon-finder/vehicles-and-transportation");
    expect(finderPathFor("PRD_FLOORING", "us")).toBe("hflor/hflor-finder/all-colors");
  });
});

describe("route ranking", () => {
  it.each(ROUTE_MANIFEST.map((e) => [e.id, e] as const))("a sample URL of %s matches that entry", (_id, entry) => {
    // Filter-child shapes are served by their finder's one splat route.
    expect(matchEntry(samplePath(entry))?.entry.id).toBe(entry.filterChild ? entry.parent : entry.id);
  });
});
