/**
 * The rep finder's territory rules, without a database: what the search box accepts, postal
 * prefixes and ranges (longest prefix wins per country and line), names of states and cities,
 * and the seed file's coverage of every region.
 */
import { describe, expect, it } from "vitest";
import { matchReps, normaliseName, parseRepQuery, postalScore, QUERY_MAX } from "../../core/reps/territory-match";
import { parseRepFile, SEED_REPS_TEXT_FOR_TESTS } from "./reps-seed-fixture";
import { territoryIn, type SalesRep } from "../../core/reps/rep";
import { linesOffered } from "../../core/reps/lines";
import { TEAM_ADDRESSES } from "../../core/reps/teams";
import { REGIONS } from "../../core/regions/regions";
import { contactReference, REFERENCE_PATTERN } from "../../core/reps/reference";

const seed = parseRepFile(SEED_REPS_TEXT_FOR_TESTS);
if (!seed.ok) throw new Error(seed.errors.join("\n"));
const reps = seed.reps;
const inRegion = (region: string) => reps.filter((rep) => rep.region === region);
const ids = (found: SalesRep[]) => found.map((rep) => rep.id).sort();

describe("the search box", () => {
  it("reads US ZIP codes, Canadian postal codes and Japanese codes as postal codes", () => {
    expect(parseRepQuery("us", "75201")).toEqual({ kind: "postal", country: "US", code: "75201" });
    expect(parseRepQuery("us", " 75201-1234 ")).toEqual({ kind: "postal", country: "US", code: "752011234" });
    expect(parseRepQuery("ca", "m5v 2t6")).toEqual({ kind: "postal", country: "CA", code: "M5V2T6" });
    expect(parseRepQuery("jp", "１５０-０００１")).toEqual({ kind: "postal", country: "JP", code: "1500001" });
  });

  it("takes a country code before a postal code in GL, and names otherwise", () => {
    expect(parseRepQuery("gl", "DE 10115")).toEqual({ kind: "postal", country: "DE", code: "10115" });
    expect(parseRepQuery("gl", "SW1A 1AA")).toEqual({ kind: "postal", country: null, code: "SW1A1AA" });
    expect(parseRepQuery("gl", "Zürich")).toEqual({ kind: "place", name: "zurich" });
    expect(parseRepQuery("us", "  ")).toEqual({ kind: "empty" });
  });

  it("refuses overlong input and odd characters with a reason", () => {
    expect(parseRepQuery("us", "9".repeat(QUERY_MAX + 1))).toEqual({ kind: "invalid", reason: "tooLong" });
    expect(parseRepQuery("us", "<script>alert(1)</script>")).toEqual({ kind: "invalid", reason: "characters" });
    expect(parseRepQuery("us", "75201; drop table")).toEqual({ kind: "invalid", reason: "characters" });
    expect(parseRepQuery("us", "x")).toEqual({ kind: "invalid", reason: "characters" });
  });

  it("folds case, width and accents in names", () => {
    expect(normaliseName("  QUÉBEC ")).toBe(normaliseName("quebec"));
    expect(normaliseName("St. John's")).toBe("st john s");
  });
});

describe("postal prefixes", () => {
  const rep = { country: "US", postalPrefixes: ["750-799", "885", "BE:1"] };
  it("matches prefixes and equal-length ranges, longest first", () => {
    expect(postalScore(rep, "US", "88510")).toBeGreaterThan(postalScore(rep, "US", "75201"));
    expect(postalScore(rep, "US", "75201")).toBeGreaterThan(postalScore(rep, "BE", "1000"));
    expect(postalScore(rep, "US", "80201")).toBe(-1);
    expect(postalScore(rep, "US", "7")).toBe(-1);
  });
  it("keeps country-qualified entries to their country", () => {
    expect(postalScore(rep, "BE", "1000")).toBeGreaterThan(0);
    expect(postalScore(rep, "US", "1000")).toBe(-1);
    expect(postalScore({ country: "DE", postalPrefixes: ["FR:"] }, "FR", "75001")).toBe(0);
  });
});

describe("matching the seed reps", () => {
  it("finds the Texas reps of every US line for a Dallas ZIP code", () => {
    const found = matchReps(inRegion("us"), parseRepQuery("us", "75201"));
    expect(ids(found)).toEqual(["us-texas-flooring", "us-texas-surfaces"]);
  });

  it("lets a city rep outrank the state rep for the same line only", () => {
    const found = matchReps(inRegion("us"), parseRepQuery("us", "90012"));
    expect(ids(found)).toEqual(["us-california-flooring", "us-losangeles-surfaces"]);
    expect(ids(matchReps(inRegion("us"), parseRepQuery("us", "94105")))).toEqual(["us-california-flooring", "us-california-surfaces"]);
  });

  it("filters by product line", () => {
    expect(ids(matchReps(inRegion("us"), parseRepQuery("us", "75201"), "PRD_FLOORING"))).toEqual(["us-texas-flooring"]);
    expect(matchReps(inRegion("us"), parseRepQuery("us", "75201"), "BENIF_COLOR")).toEqual([]);
  });

  it("finds reps by state, province, prefecture and city names", () => {
    expect(ids(matchReps(inRegion("us"), parseRepQuery("us", "texas")))).toEqual(["us-texas-flooring", "us-texas-surfaces"]);
    expect(ids(matchReps(inRegion("cf"), parseRepQuery("cf", "Quebec")))).toEqual(["cf-quebec"]);
    expect(ids(matchReps(inRegion("jp"), parseRepQuery("jp", "東京都")))).toEqual(["jp-kanto-films", "jp-kanto-surfaces"]);
    expect(ids(matchReps(inRegion("ru"), parseRepQuery("ru", "Казань")))).toEqual(["ru-volga-films", "ru-volga-surfaces"]);
  });

  it("maps Canadian FSAs, Japanese, Chinese and Russian codes to their territory", () => {
    expect(ids(matchReps(inRegion("ca"), parseRepQuery("ca", "M5V 2T6")))).toEqual(["ca-toronto"]);
    expect(ids(matchReps(inRegion("ca"), parseRepQuery("ca", "H2X 1Y4")))).toEqual(["ca-quebec"]);
    expect(ids(matchReps(inRegion("jp"), parseRepQuery("jp", "530-0001")))).toEqual(["jp-kansai-films", "jp-kansai-surfaces"]);
    expect(ids(matchReps(inRegion("cn"), parseRepQuery("cn", "200001")))).toEqual(["cn-east-films", "cn-east-surfaces"]);
    expect(ids(matchReps(inRegion("ru"), parseRepQuery("ru", "620014")))).toEqual(["ru-ural-siberia-films", "ru-ural-siberia-surfaces"]);
  });

  it("uses the country code in GL, and the pan-European reps for their lines", () => {
    const berlin = matchReps(inRegion("gl"), parseRepQuery("gl", "DE 10115"));
    expect(ids(berlin)).toEqual(["gl-de-north", "gl-films", "gl-flooring"]);
    expect(ids(matchReps(inRegion("gl"), parseRepQuery("gl", "BE 1000"), "HIMACS_COLOR"))).toEqual(["gl-nl"]);
  });

  it("finds nobody for a code no territory has", () => {
    expect(matchReps(inRegion("us"), parseRepQuery("us", "00001"))).toEqual([]);
    expect(matchReps(inRegion("us"), parseRepQuery("us", "Atlantis"))).toEqual([]);
  });
});

describe("the seed and the team addresses", () => {
  it("cover every line of every region", () => {
    for (const region of REGIONS) {
      const covered = new Set(inRegion(region).flatMap((rep) => rep.lines));
      expect([...covered].sort(), region).toEqual([...linesOffered(region)].sort());
      expect(Object.keys(TEAM_ADDRESSES[region]).sort(), region).toEqual([...linesOffered(region)].sort());
    }
  });

  it("uses only fictional addresses", () => {
    for (const rep of reps) expect(rep.email).toMatch(/@reps\.example\.com$/);
  });
});

it("makes readable references", () => {
  expect(contactReference("gl", (size) => new Uint8Array(size).fill(7))).toBe("REQ-GL-7777-7777");
  expect(contactReference("us", (size) => Uint8Array.from({ length: size }, (_, i) => i * 5))).toMatch(REFERENCE_PATTERN);
});

describe("a territory as a page shows it", () => {
  const rep = { region: "gl" as const, territory: "Benelux", territoryNames: { nl: "Benelux-landen" } };
  it("uses the page's language where the rep file names it, else the region's own with its lang", () => {
    expect(territoryIn(rep, "nl")).toEqual({ territory: "Benelux-landen", territoryLang: null });
    expect(territoryIn(rep, "de")).toEqual({ territory: "Benelux", territoryLang: "en" });
    expect(territoryIn(rep, "en")).toEqual({ territory: "Benelux", territoryLang: null });
    expect(territoryIn({ region: "jp", territory: "関東" }, "ja")).toEqual({ territory: "関東", territoryLang: null });
  });
});
