/**
 * Where to buy, in-process: a city search lists the region's partners
 * nearest first, in km (GL) or miles (US); brand and partner-type filters; an unknown place is
 * said plainly with suggestions; malformed parameters answer 400 with a message, never 500. The
 * map and the scripts the page names are served by Express: tests/site/where-to-buy-map.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});
const page = (region: string, query: string) => site.fetch(`/${region}/contact/where-to-buy?${query}`);
/** The visible distances of the list, in order, as numbers and units. */
const distances = (html: string) => [...html.matchAll(/dealer-card__distance">([\d.,]+)\s?(km|mi) away/g)].map((m) => ({ value: Number(m[1]!.replace(/,/g, "")), unit: m[2] }));
const names = (html: string) => [...html.matchAll(/dealer-card__name">([^<]+)</g)].map((m) => m[1]);

describe("where to buy", () => {
  it("lists GL partners nearest to a city, in km, however the city is typed", async () => {
    const answer = await page("gl", "q=zurich");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toContain("Nearest partners to Zürich");
    const list = distances(html);
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((d) => d.unit === "km")).toBe(true);
    expect(list.map((d) => d.value)).toEqual([...list.map((d) => d.value)].sort((a, b) => a - b));
    expect(names(html)[0]).toBe("Limmat Oberflächen AG");
  });

  it("measures in miles in the US, and finds a ZIP code", async () => {
    const html = await (await page("us", "q=Boston")).text();
    const list = distances(html);
    expect(list.every((d) => d.unit === "mi")).toBe(true);
    expect(names(html)[0]).toBe("Back Bay Surfaces");
    // Newark is about 200 miles from Boston (about 320 km).
    const newark = names(html).indexOf("Ironbound Countertop Works");
    expect(list[newark]!.value).toBeGreaterThan(180);
    expect(list[newark]!.value).toBeLessThan(215);
    const zip = await (await page("us", "q=10001")).text();
    expect(names(zip)[0]).toBe("Hudson Yard Surfaces");
  });

  it("takes the largest of several places with one name, offers the others, and credits GeoNames", async () => {
    const html = await (await page("us", "q=Boston")).text();
    // Boston, MA (670,000 people) before Boston, NY (8,000) and Boston, GA (1,300).
    expect(html).toContain("Nearest partners to Boston");
    const others = html.match(/where-to-buy__others">([\s\S]*?)<\/p>/)?.[1] ?? "";
    expect([...others.matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(["Boston, NY", "Boston, GA"]);
    // Each link finds its own Boston, not Boston, MA again.
    expect(others).toContain('href="/us/contact/where-to-buy?q=Boston%2C+GA"');
    const georgia = await (await page("us", "q=Boston%2C+GA")).text();
    expect(georgia.match(/where-to-buy__others">([\s\S]*?)<\/p>/)?.[1]).toContain(">Boston, MA<");
    expect(html).toMatch(/<a href="https:\/\/www.geonames.org\/"[^>]*>GeoNames<\/a>/);
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
  });

  it("filters by brand and by partner type", async () => {
    const byBrand = await (await page("gl", "q=Berlin&brand=PRD_FLOORING")).text();
    expect(names(byBrand).length).toBeGreaterThan(0);
    for (const card of byBrand.split('class="dealer-card"').slice(1)) expect(card).toContain(">HFLOR<");
    const showrooms = await (await page("gl", "q=Berlin&type=showroom")).text();
    expect(names(showrooms).length).toBeGreaterThan(0);
    for (const card of showrooms.split('class="dealer-card"').slice(1)) expect(card).toContain('dealer-card__type">Showroom<');
  });

  it("orders by the visitor's location when the browser sends one", async () => {
    const html = await (await page("jp", "lat=34.69&lon=135.5")).text();
    expect(html).toContain("現在地に近い取扱店");
    expect(names(html)[0]).toBe("大阪インテリア建材（架空）");
  });

  it("says plainly when a place is unknown, with places to try", async () => {
    const answer = await page("gl", "q=Qwzzyville");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("We could not find that place");
    expect(html).toMatch(/where-to-buy\?q=/);
    const partial = await (await page("gl", "q=Frankf")).text();
    expect(partial).toContain("Frankfurt am Main");
  });

  it.each([
    [`q=${"x".repeat(300)}`, "That place is too long"],
    ["lat=NaN&lon=8", "The location could not be read"],
    ["lat=52.5", "The location could not be read"],
    ["lat=1e400&lon=1", "The location could not be read"],
    ["brand=BENIF_COLOR", "That brand is not offered in this region"],
    ["brand=%3Cscript%3E", "That brand is not offered in this region"],
    ["type=wholesaler", "That partner type does not exist"],
  ])("answers a malformed query (%#) with 400 and a message, not 500", async (query, message) => {
    const answer = await page("us", query);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(message);
    expect(html).not.toContain("<script>");
  });

  it("writes each partner's address in its country's order and script", async () => {
    const addressOf = (html: string, street: string) => {
      const card = html.split('class="dealer-card"').find((c) => c.includes(street))!;
      return [...card.matchAll(/<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]).filter((line) => line !== undefined);
    };
    // Japan: postal mark and code, city, then the street; no romanised city.
    const jp = await (await page("jp", "q=東京")).text();
    expect(jp).not.toMatch(/>Tokyo</);
    expect(addressOf(jp, "港区見本町1-2-3").join(" / ")).toContain("〒105-0001 / 東京 / 港区見本町1-2-3");
    // China: postal code, city, street.
    const cn = await (await page("cn", "q=上海")).text();
    expect(addressOf(cn, "黄浦区示例路100号").join(" / ")).toContain("200001 / 上海 / 黄浦区示例路100号");
    // Russia: street, city in Cyrillic, postal code.
    const ru = await (await page("ru", "q=Москва")).text();
    expect(addressOf(ru, "ул. Примерная, 12").join(" / ")).toContain("ул. Примерная, 12 / Москва / 119002");
  });

  it("escapes what is typed", async () => {
    const html = await (await page("gl", `q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("We could not find that place");
  });
});
