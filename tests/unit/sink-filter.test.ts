import { describe, expect, it } from "vitest";
import { isSink, matchesSinkFilter, parseSinkQuery, sinkQuery } from "../../core/sinks/sink-filter";
import { demoSeed } from "../support/demo-seed";

describe("sinks page filters", () => {
  it("reads valid values and names every bad one", () => {
    expect(parseSinkQuery(new URLSearchParams("space=bathroom&ada=1&colour=cream"))).toEqual({ filter: { space: "bathroom", ada: true, colour: "cream" }, stray: [] });
    const bad = parseSinkQuery(new URLSearchParams("space=garage&ada=yes&colour=cream&colour=almond"));
    expect(bad.filter).toEqual({ space: null, ada: false, colour: null });
    expect(bad.stray.sort()).toEqual(["ada", "colour", "space"]);
    expect(parseSinkQuery(new URLSearchParams("space=")).stray).toEqual(["space"]);
  });

  it("round-trips a selection through its query in one fixed order", () => {
    const filter = { space: "kitchen", ada: true, colour: "almond" } as const;
    expect(sinkQuery(filter).toString()).toBe("space=kitchen&ada=1&colour=almond");
    expect(parseSinkQuery(sinkQuery(filter)).filter).toEqual(filter);
  });

  it("narrows the seed's sinks by space, ADA and colour", () => {
    const sinks = demoSeed().products.filter(isSink);
    expect(sinks.length).toBeGreaterThan(0);
    const bathroomAda = sinks.filter((p) => matchesSinkFilter(p, { space: "bathroom", ada: true, colour: null }));
    expect(bathroomAda.length).toBeGreaterThan(0);
    expect(bathroomAda.length).toBeLessThan(sinks.length);
    for (const p of bathroomAda) expect([p.sink.space, p.flags.includes("ada")]).toEqual(["bathroom", true]);
  });
});
