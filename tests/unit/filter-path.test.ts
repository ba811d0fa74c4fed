import { describe, expect, it } from "vitest";
import { decodeFilters, encodeFilters, MAX_FILTER_FACETS, MAX_FILTER_VALUES, type FacetKinds, type Selections, type ShapeSet } from "../../core/finder/filter-path";
import { FACETS, VISIBLE_FACETS } from "../../core/finder/facets";

const kinds: FacetKinds = {
  isBoolean: (f) => FACETS.find((d) => d.name === f)?.kind === "boolean",
  isFacet: (f) => VISIBLE_FACETS.includes(f),
};
const encode = (s: Selections, shapes: ShapeSet = "generic") => {
  const { segments, query } = encodeFilters(s, shapes, kinds, VISIBLE_FACETS);
  return `${segments.join("/")}${query.size ? `?${query}` : ""}`;
};
const decode = (path: string, shapes: ShapeSet = "generic") => {
  const [p, q = ""] = path.split("?");
  const segments = p ? p.split("/").slice(1) : [];
  return decodeFilters(segments, new URLSearchParams(q), shapes, kinds);
};

describe("filter path codec", () => {
  it.each<[ShapeSet, Selections, string]>([
    ["generic", {}, ""],
    ["generic", { new: ["true"] }, "filter/new"],
    ["generic", { color: ["white"] }, "filter/color/white"],
    ["generic", { new: ["true"], color: ["white"] }, "filter/new/color/white"],
    ["generic", { color: ["white"], finish: ["polished"] }, "filter/color/white/finish/polished"],
    ["generic", { color: ["white", "gray"] }, "filter/color/gray?color=white"],
    ["generic", { color: ["white"], finish: ["polished"], thickness: ["12mm"] }, "filter/color/white/finish/polished?thickness=12mm"],
    ["generic", { new: ["true"], recycled: ["true"] }, "filter/new?recycled=true"],
    ["vizuon", { new: ["true"], color: ["white"] }, "filter/color/white?new=true"],
    ["vizuon", { color: ["white"], application: ["fleet"] }, "filter/color/white/application/fleet"],
    ["hflor", { color: ["beige"], installation: ["click"], thickness: ["5mm"] }, "filter/color/beige/thickness/5mm/installation/click"],
    ["hflor", { color: ["beige"], installation: ["click"], thickness: ["5mm"], wearLayer: ["0.5mm"] }, "filter/color/beige/thickness/5mm/wearLayer/0.5mm?installation=click"],
  ])("%s %j ⇄ %s", (shapes, selections, url) => {
    expect(encode(selections, shapes)).toBe(url);
    const decoded = decode(url, shapes);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      const normalise = (s: Selections) => Object.fromEntries(Object.entries(s).filter(([, v]) => v.length).map(([k, v]) => [k, [...v].sort()]));
      expect(normalise(decoded.selections)).toEqual(normalise(selections));
    }
  });

  it("round-trips random selections in every shape set", () => {
    let state = 7;
    const next = () => ((state = (Math.imul(state, 48271) + 11) >>> 0) / 2 ** 32);
    const facets = ["color", "finish", "thickness", "new", "recycled", "collection", "country", "feature"];
    const codes = ["white", "gray", "12mm", "polished", "aurora-and-marmo", "pike's-peak", "us", "veined"];
    for (let i = 0; i < 2000; i++) {
      const selections: Record<string, string[]> = {};
      for (let j = Math.floor(next() * 5); j > 0; j--) {
        const facet = facets[Math.floor(next() * facets.length)]!;
        const value = kinds.isBoolean(facet) ? "true" : codes[Math.floor(next() * codes.length)]!;
        selections[facet] = [...new Set([...(selections[facet] ?? []), value])];
      }
      for (const shapes of ["generic", "vizuon", "hflor"] as const) {
        const decoded = decode(encode(selections, shapes), shapes);
        expect(decoded.ok).toBe(true);
        if (decoded.ok) {
          const sorted = (s: Record<string, string[]>) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, [...v].sort()]).sort());
          expect(sorted(decoded.selections)).toEqual(sorted(selections));
        }
      }
    }
  });

  it("rejects paths that fit no shape of the finder", () => {
    expect(decode("filter/color/white/new", "generic").ok).toBe(false);
    expect(decode("filter/new/color/white", "vizuon").ok).toBe(false);
    expect(decode("filter/color", "generic").ok).toBe(false);
    expect(decode("filter/bogus/white", "generic").ok).toBe(false);
  });

  it("ignores reserved query parameters and splits comma lists", () => {
    expect(decode("?q=aurora&sort=az&page=2&color=white,,gray")).toEqual({ ok: true, selections: { color: ["white", "gray"] }, exceeded: null });
  });
});

describe("bounded filter input", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])("keeps a query key named %s as an ordinary facet", (key) => {
    const decoded = decode(`filter/color/white?${key}=x,y`);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(Object.keys(decoded.selections).sort()).toEqual(["color", key].sort());
    expect(decoded.selections[key]).toEqual(["x", "y"]);
    expect(Object.getPrototypeOf(decoded.selections)).toBeNull();
    expect(decoded.exceeded).toBeNull();
  });

  it("does not treat Object.prototype members as selected facets", () => {
    const decoded = decode("filter/color/white");
    expect(decoded.ok && "constructor" in decoded.selections).toBe(false);
  });

  it(`reads at most ${MAX_FILTER_VALUES} values of a facet and names the cap`, () => {
    const values = Array.from({ length: MAX_FILTER_VALUES + 50 }, (_, i) => `v${i}`);
    const decoded = decode(`?color=${values.join(",")}`);
    expect(decoded.ok && decoded.selections.color).toEqual(values.slice(0, MAX_FILTER_VALUES));
    expect(decoded.ok && decoded.exceeded).toEqual({ parameter: "color", limit: MAX_FILTER_VALUES });
  });

  it("counts a repeated value once, within the cap", () => {
    const decoded = decode(`?color=${Array(MAX_FILTER_VALUES * 3).fill("white").join(",")}`);
    expect(decoded.ok && decoded.selections.color).toEqual(["white"]);
    expect(decoded.ok && decoded.exceeded).toBeNull();
  });

  it(`reads at most ${MAX_FILTER_FACETS} facets, path parts first`, () => {
    const keys = Array.from({ length: MAX_FILTER_FACETS + 5 }, (_, i) => `f${i}=x`);
    const decoded = decode(`filter/color/white?${keys.join("&")}`);
    expect(decoded.ok && Object.keys(decoded.selections)).toHaveLength(MAX_FILTER_FACETS);
    expect(decoded.ok && decoded.selections.color).toEqual(["white"]);
    expect(decoded.ok && decoded.exceeded).toEqual({ parameter: "filter", limit: MAX_FILTER_FACETS });
  });
});
