/**
 * The index built in slices (as the server rebuilds it) answers exactly like the index built at
 * once, and building it lets other work run in between. The at-once index is itself checked
 * against a brute-force oracle in finder-engine.test.ts.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { FinderIndex, SORT_ORDERS, type FinderQuery } from "../../core/finder/engine";
import type { FacetContext } from "../../core/finder/facets";
import { identity, runToEnd, sortIds } from "../../core/finder/sliced-work";

const catalogue = demoSeed();
const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
const context: FacetContext = {
  collectionName: (code) => collections.get(code)?.name,
  collectionParent: (code) => collections.get(code)?.parent,
  collectionSortOrder: (code) => collections.get(code)?.sortOrder,
};
const products = catalogue.products;

function queries(): FinderQuery[] {
  const list: FinderQuery[] = [];
  for (const family of ["himacs", "viatera", "hflor", "vizuon", "deco"])
    for (const sort of SORT_ORDERS) {
      list.push({ scope: { region: ["gl"], family: [family] }, filters: {}, sort, offset: 0, limit: 24 });
      list.push({ scope: { region: ["us"], family: [family] }, filters: { color: ["white", "grey"] }, q: "s", sort, offset: 24, limit: 24 });
    }
  return list;
}

describe("finder index built in slices", () => {
  it("answers every query exactly like the index built at once", async () => {
    const atOnce = new FinderIndex(products, context);
    const sliced = await FinderIndex.buildInSlices(products, context, { sliceMs: 1 });
    for (const query of queries()) expect(sliced.query(query), JSON.stringify(query)).toEqual(atOnce.query(query));
  });

  it("gives the event loop many turns while it builds", async () => {
    let turns = 0;
    let building = true;
    const tick = () => {
      turns++;
      if (building) setImmediate(tick);
    };
    setImmediate(tick);
    await FinderIndex.buildInSlices(products, context, { sliceMs: 0 });
    building = false;
    expect(turns).toBeGreaterThan(20);
  });

  it("stops a build that was superseded", async () => {
    await expect(FinderIndex.buildInSlices(products, context, { sliceMs: 0, cancelled: () => true })).rejects.toThrow("superseded");
  });
});

describe("the yielding merge sort", () => {
  it("sorts stably, like Array.prototype.sort", () => {
    let state = 7;
    const keys = Array.from({ length: 5000 }, () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) % 97);
    const sorted = runToEnd(sortIds(identity(keys.length), (a, b) => keys[a]! - keys[b]!));
    const expected = [...identity(keys.length)].sort((a, b) => keys[a]! - keys[b]!);
    expect([...sorted]).toEqual(expected);
  });
});
