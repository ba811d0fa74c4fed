import { describe, expect, it } from "vitest";
import { isMessageKey } from "../../core/i18n/catalogues";
import { productPagePath } from "../../core/routing/product-path";
import { REGIONS } from "../../core/regions/regions";
import { guardRoute } from "../../core/routing/guard";
import { PRODUCTS_OVERVIEW_PATH, ROUTE_MANIFEST, routeById } from "../../core/routing/manifest";
import { categoryMenusFor, navigationFor } from "../../core/routing/navigation";
import { matchEntry } from "../support/manifest-samples";

const linksOf = (region: (typeof REGIONS)[number]) => categoryMenusFor(region).flatMap((menu) => menu.groups.flatMap((group) => group.links));

describe("category menus", () => {
  it.each(REGIONS)("%s: one menu per category of the header, each link a page the region offers, named by a message", (region) => {
    expect(categoryMenusFor(region).map((menu) => menu.pagePath)).toEqual(navigationFor(region).map((item) => item.pagePath));
    for (const link of linksOf(region)) {
      expect(isMessageKey(link.labelKey), `${link.pagePath}: ${link.labelKey}`).toBe(true);
      const match = matchEntry(link.pagePath);
      expect(match, link.pagePath).toBeDefined();
      expect(guardRoute(match!.entry, region, match!.params).outcome, `${region}/${link.pagePath}`).toBe("page");
    }
  });

  it("lists every landing, finder, sub-finder, type and application landing, sinks, about page and book the region offers", () => {
    const gl = linksOf("gl").map((link) => link.pagePath);
    expect(gl).toEqual(
      expect.arrayContaining([
        "himacs",
        "himacs/about/history",
        "himacs-solid-surface/online-book",
        "viatera-quartz-surface/sink",
        "vizuon-sign-graphic/eco-solutions",
        "vizuon-sign-graphic/vizuon-finder/eco-solutions",
        "hflor/lvt",
        "hflor/hflor-finder/spc-click",
        "automotive/lightweight-component",
        "automotive/automotive-component",
        "industrial-film/home-appliance-surface-film",
      ]),
    );
    // What a region does not offer is not in its menu: no HIMACS sinks in GL, no HFLOR in Japan.
    expect(gl).not.toContain("himacs-solid-surface/sink");
    expect(linksOf("us").map((link) => link.pagePath)).toContain("himacs-solid-surface/sink");
    expect(linksOf("jp").some((link) => link.pagePath.startsWith("hflor"))).toBe(false);
  });
});

describe("landings explore their own finder", () => {
  it.each(ROUTE_MANIFEST.filter((entry) => entry.explores).map((entry) => [entry.path, entry.explores!]))("%s opens %s", (landing, finder) => {
    const match = matchEntry(finder);
    expect(match?.entry.kind).toBe("finder");
    // The application or type named by the landing is the one its finder shows.
    const name = landing.split("/").at(-1)!;
    const expected: Record<string, string> = { vehicle: "vehicles-and-transportation", lvt: "lvt-flooring", spc: "spc-click", homogeneous: "homogeneous-sheet", heterogeneous: "heterogeneous-sheet", about: "all-colors" };
    expect(finder.split("/").at(-1)).toBe(expected[name] ?? name);
  });
});

describe("products overview", () => {
  it("is a page of its own in every region, not the start page's redirect", () => {
    const entry = routeById("productsOverview")!;
    expect(entry.path).toBe(PRODUCTS_OVERVIEW_PATH);
    expect(entry.kind).toBe("products-overview");
    expect(REGIONS.every((region) => entry.availability[region])).toBe(true);
    expect(routeById("home")?.kind).toBe("redirect");
  });
});

describe("automotive and appliance products", () => {
  it("link to the page that presents their own line", () => {
    expect(productPagePath({ family: "AUTOMOTIVE", collection: "lightweight-lft", type: undefined, slug: "x" })).toBe("automotive/lightweight-component");
    expect(productPagePath({ family: "AUTOMOTIVE", collection: "exterior-parts", type: undefined, slug: "x" })).toBe("automotive/automotive-component");
    expect(productPagePath({ family: "AUTOMOTIVE", collection: "suede-touch", type: undefined, slug: "x" })).toBe("automotive/automotive-skin");
    expect(productPagePath({ family: "HOME_APPLIANCE_FILM", collection: "any-line", type: undefined, slug: "x" })).toBe("industrial-film/home-appliance-surface-film");
  });
});
