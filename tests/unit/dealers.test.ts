/**
 * Where to buy, pure parts: distance, ranking, place-name normalisation, the query reader and the
 * distance units; the gazetteer file as shipped; the partner file's validation.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../../core/dealers/distance";
import { looksPostal, normalisePlace, normalisePostal } from "../../core/dealers/normalise";
import { rankPartners, type RankablePartner } from "../../core/dealers/ranking";
import { parseDealerQuery } from "../../core/dealers/search-params";
import { formatDistance } from "../../core/units/distance";
import { Gazetteer } from "../../server/dealers/gazetteer/gazetteer";
import { GAZETTEER_FILE } from "../../server/dealers/dealer-service";
import { parseDealerFile } from "../../server/dealers/import-dealers";
import { demoDealersFile } from "../../server/demo-data";

const BERLIN = { lat: 52.52, lon: 13.405 };
const MUNICH = { lat: 48.1374, lon: 11.5755 };
const HAMBURG = { lat: 53.5511, lon: 9.9937 };

describe("distance", () => {
  it("measures known city pairs within a percent", () => {
    expect(distanceKm(BERLIN, MUNICH)).toBeGreaterThan(500);
    expect(distanceKm(BERLIN, MUNICH)).toBeLessThan(510);
    // London–New York, about 5,570 km.
    expect(Math.abs(distanceKm({ lat: 51.5074, lon: -0.1278 }, { lat: 40.7128, lon: -74.006 }) - 5570)).toBeLessThan(40);
  });
  it("is zero to itself, symmetric, and finite for antipodes", () => {
    expect(distanceKm(BERLIN, BERLIN)).toBe(0);
    expect(distanceKm(BERLIN, MUNICH)).toBeCloseTo(distanceKm(MUNICH, BERLIN), 9);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("ranking", () => {
  const partner = (id: string, name: string, at: { lat: number; lon: number }, extra: Partial<RankablePartner> = {}): RankablePartner => ({ id, name, partnerType: "dealer", brands: ["HIMACS_COLOR"], ...at, ...extra });
  const partners = [partner("m", "Munich Co", MUNICH), partner("h", "Hamburg Co", HAMBURG, { partnerType: "showroom", brands: ["VIATERA_COLOR"] }), partner("b", "Berlin Co", BERLIN)];

  it("orders nearest first from the origin", () => {
    expect(rankPartners(partners, {}, { lat: 48.2, lon: 11.6 }, 10).map((r) => r.partner.id)).toEqual(["m", "b", "h"]);
    expect(rankPartners(partners, {}, { lat: 53.5, lon: 10 }, 10).map((r) => r.partner.id)).toEqual(["h", "b", "m"]);
  });
  it("filters by brand and partner type, and keeps to the limit", () => {
    expect(rankPartners(partners, { brand: "VIATERA_COLOR" }, BERLIN, 10).map((r) => r.partner.id)).toEqual(["h"]);
    expect(rankPartners(partners, { type: "dealer" }, BERLIN, 10).map((r) => r.partner.id)).toEqual(["b", "m"]);
    expect(rankPartners(partners, {}, BERLIN, 1)).toHaveLength(1);
  });
  it("lists by name without an origin, with no distance", () => {
    const ranked = rankPartners(partners, {}, null, 10);
    expect(ranked.map((r) => r.partner.name)).toEqual(["Berlin Co", "Hamburg Co", "Munich Co"]);
    expect(ranked.every((r) => r.km === null)).toBe(true);
  });
});

describe("place names and postal codes", () => {
  it("ignores case, accents and punctuation", () => {
    expect(normalisePlace("Zürich")).toBe(normalisePlace("ZURICH"));
    expect(normalisePlace("Montréal")).toBe("montreal");
    expect(normalisePlace("  Frankfurt-am-Main ")).toBe("frankfurt am main");
    expect(normalisePlace("Straße")).toBe("strasse");
    expect(normalisePlace("東京")).toBe("東京");
    expect(normalisePlace("Москва")).toBe("москва");
  });
  it("tells postal codes from names", () => {
    expect(looksPostal("10001")).toBe(true);
    expect(looksPostal("m5v 1z4")).toBe(true);
    expect(looksPostal("105-0001")).toBe(true);
    expect(looksPostal("Berlin")).toBe(false);
    expect(normalisePostal("k1a 0b1")).toBe("K1A0B1");
  });
});

describe("gazetteer", () => {
  const gazetteer = new Gazetteer(path.resolve(import.meta.dirname, "../..", GAZETTEER_FILE));
  it("finds cities whatever the accents, in the countries asked", () => {
    const zurich = gazetteer.lookup("zurich", ["CH"]);
    expect(zurich.found?.name).toBe("Zürich");
    expect(gazetteer.lookup("Zurich", ["US"]).found).toBeNull();
    expect(gazetteer.lookup("montreal", ["CA"]).found?.name).toBe("Montréal");
  });
  it("knows native names of large cities and postal prefixes", () => {
    expect(gazetteer.lookup("東京", ["JP"]).found?.lat).toBeCloseTo(35.69, 1);
    expect(gazetteer.lookup("Москва", ["RU"]).found?.lon).toBeCloseTo(37.62, 1);
    expect(gazetteer.lookup("10001", ["US"]).found?.name).toBe("New York City");
    expect(gazetteer.lookup("M5V 1Z4", ["CA"]).found?.name).toBe("Toronto");
  });
  it("takes the most populous of several places with one name, and offers the others", () => {
    const boston = gazetteer.lookup("Boston", ["US"]);
    expect(boston.found).toMatchObject({ name: "Boston", state: "MA" });
    if (boston.found) expect(boston.others.map((place) => place.state)).toEqual(["NY", "GA"]);
    // As the page links the others: the name and the state.
    const georgia = gazetteer.lookup("Boston, GA", ["US"]);
    expect(georgia.found).toMatchObject({ name: "Boston", state: "GA" });
    if (georgia.found) expect(georgia.others.map((place) => place.state)).toEqual(["MA", "NY"]);
    expect(gazetteer.lookup("Washington, D.C.", ["US"]).found?.state).toBe("DC");
    expect(gazetteer.lookup("Boston, ZZ", ["US"]).found).toBeNull();
    expect(gazetteer.lookup("London", ["GB", "CA", "US"]).found).toMatchObject({ country: "GB", state: "ENG" });
    expect(gazetteer.lookup("toronto", ["CA", "US"]).found).toMatchObject({ country: "CA", state: "ON" });
  });
  it("names subdivisions by their ISO codes where GeoNames numbers them", () => {
    expect(gazetteer.lookup("Frankfurt am Main", ["DE"]).found?.state).toBe("HE");
    expect(gazetteer.lookup("Lyon", ["FR"]).found?.state).toBe("ARA");
  });
  it("suggests names that start like an unknown place", () => {
    const lookup = gazetteer.lookup("Frankf", ["DE"]);
    expect(lookup.found).toBeNull();
    // The largest first: Frankfurt am Main, then Frankfurt (Oder).
    if (!lookup.found) expect(lookup.suggestions.map((p) => p.name).slice(0, 2)).toEqual(["Frankfurt am Main", "Frankfurt (Oder)"]);
    const nothing = gazetteer.lookup("Qxzzyville", ["DE"]);
    expect(nothing.found === null && nothing.suggestions.length === 0).toBe(true);
  });
});

describe("query parameters", () => {
  const parse = (query: string) => parseDealerQuery(new URLSearchParams(query), ["HIMACS_COLOR", "VIATERA_COLOR"]);
  it("reads a good query", () => {
    expect(parse("q=Berlin&brand=HIMACS_COLOR&type=showroom")).toEqual({ ok: true, query: { place: "Berlin", here: null, brand: "HIMACS_COLOR", type: "showroom" } });
    expect(parse("lat=52.52&lon=-13.4")).toMatchObject({ ok: true, query: { here: { lat: 52.52, lon: -13.4 } } });
  });
  it("names each malformed parameter", () => {
    expect(parse(`q=${"a".repeat(101)}`)).toMatchObject({ ok: false, problem: "placeTooLong" });
    expect(parse("lat=NaN&lon=1")).toMatchObject({ ok: false, problem: "badLocation" });
    expect(parse("lat=91&lon=1")).toMatchObject({ ok: false, problem: "badLocation" });
    expect(parse("lat=1e3&lon=1")).toMatchObject({ ok: false, problem: "badLocation" });
    expect(parse("lat=52")).toMatchObject({ ok: false, problem: "badLocation" });
    expect(parse("brand=BORTE_COLOR")).toMatchObject({ ok: false, problem: "unknownBrand" });
    expect(parse("brand=<script>")).toMatchObject({ ok: false, problem: "unknownBrand" });
    expect(parse("type=wholesaler")).toMatchObject({ ok: false, problem: "unknownType" });
  });
});

describe("distance units", () => {
  it("shows km, and miles in the US", () => {
    expect(formatDistance(504.2, "gl", "en")).toBe("504 km");
    expect(formatDistance(3.44, "gl", "de")).toBe("3,4 km");
    expect(formatDistance(504.2, "us", "en-US")).toBe("313 mi");
  });
});

describe("partner file", () => {
  it("accepts the seed partners: real coordinates, only brands their region offers", async () => {
    const parsed = parseDealerFile(await demoDealersFile());
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(new Set(parsed.rows.map((row) => row.region)).size).toBe(7);
  });
  it("rejects a bad file as a whole, naming row and field", () => {
    const row = { id: "us-1", region: "us", name: "A", partnerType: "dealer", brands: ["HIMACS_COLOR"], country: "US", city: "Boston", address: "1 Main St", latitude: 42.36, longitude: -71.06 };
    expect(parseDealerFile(JSON.stringify({ dealers: [row] })).ok).toBe(true);
    const bad = parseDealerFile(JSON.stringify({ dealers: [row, { ...row, id: "us-2", brands: ["BENIF_COLOR"] }, { ...row, id: "us-3", latitude: "north" }, row] }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems).toContainEqual(expect.objectContaining({ row: "dealers[1]", field: "brands", message: expect.stringContaining("not offered") }));
      expect(bad.problems).toContainEqual(expect.objectContaining({ row: "dealers[2]", field: "latitude" }));
      expect(bad.problems).toContainEqual(expect.objectContaining({ row: "dealers[3]", field: "id" }));
    }
    expect(parseDealerFile("{not json").ok).toBe(false);
    expect(parseDealerFile(JSON.stringify({ dealers: [{ ...row, website: "javascript:alert(1)" }] })).ok).toBe(false);
  });
});
