/**
 * The virtual showroom (issue 12 §5): a region with one configured links to it from product pages
 * and category landings and has a page that opens it; a region without one shows no link at all
 * and its showroom path is not offered.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";
import { REGIONS } from "../../core/regions/regions";
import { virtualShowroomOf } from "../../core/regions/virtual-showrooms";
import { findAll, parseHtml, textOf, type HtmlElement } from "../support/crawl";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});
const PRODUCT = "/products/himacs-solid-surface/detail/abyss-granite-g091";
const LANDING = "/products/himacs-solid-surface";

async function get(path: string) {
  const response = await site.fetch(path, { redirect: "manual" });
  return { response, html: response.status === 200 ? await response.text() : "" };
}

const showroomLinks = (html: string) => findAll(parseHtml(html), (el) => el.name === "a" && /virtual-showroom/.test(el.attrs.get("href") ?? "")).map((el) => el.attrs.get("href"));

describe("virtual showroom", () => {
  it("is configured for some regions and not for others, so both cases are exercised", () => {
    expect(REGIONS.filter((r) => virtualShowroomOf(r)).length).toBeGreaterThan(0);
    expect(REGIONS.filter((r) => !virtualShowroomOf(r)).length).toBeGreaterThan(0);
  });

  for (const region of REGIONS) {
    const url = virtualShowroomOf(region);
    if (url) {
      it(`${region}: product page and landing link to the showroom page, which opens ${url} in a new tab`, async () => {
        for (const path of [PRODUCT, LANDING]) {
          const { response, html } = await get(`/${region}${path}`);
          if (response.status !== 200) continue; // the product or category is not offered here
          expect(showroomLinks(html), `${region}${path}`).toEqual([`/${region}/contact/virtual-showroom`]);
        }
        const { response, html } = await get(`/${region}/contact/virtual-showroom`);
        expect(response.status).toBe(200);
        const outbound = findAll(parseHtml(html), (el) => el.name === "a" && el.attrs.get("href") === url);
        expect(outbound).toHaveLength(1);
        const [link] = outbound as [HtmlElement];
        expect(link.attrs.get("target")).toBe("_blank");
        expect(link.attrs.get("rel")).toContain("noopener");
        expect(textOf(link).length).toBeGreaterThan(5);
      });
    } else {
      it(`${region}: no showroom link anywhere, and the showroom path is not offered`, async () => {
        for (const path of [PRODUCT, LANDING]) {
          const { html } = await get(`/${region}${path}`);
          expect(showroomLinks(html), `${region}${path}`).toEqual([]);
        }
        const { response } = await get(`/${region}/contact/virtual-showroom`);
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toContain(`/${region}/products/error/notFound`);
      });
    }
  }
});
