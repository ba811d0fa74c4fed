/**
 * `npm run bench:finder`: the facet engine on synthetic catalogues of 10k, 100k and 1M products.
 * A realistic query mix (scope to a finder, 1–4 filters, some searches, a sort, the first page and
 * every facet's counts) is timed on one core; the same queries run on itemsjs in the same process
 * as the baseline, and the ratio is printed. Budgets (ARCHITECTURE.md): p99 ≤ 5 ms at 100k,
 * ≤ 20 ms at 1M, ≥ 50x itemsjs at p99, and an index build no slower than itemsjs builds the same
 * products. itemsjs is built at every size (its build time is the baseline of ours); above
 * BENCH_ITEMSJS_MAX products it answers only 20 of the queries (each takes long), so its p99 there
 * is the slowest of those 20. The build in slices, as the
 * server does it, is timed too, with the longest pause it gives the event loop.
 * Sizes: BENCH_SIZES=10000,100000 to choose. With BENCH_RESULT_FILE set, the rows are written there
 * as JSON (bench/lib/result.ts, `finderResult`).
 */
import itemsjs from "itemsjs";
import { seedCatalogue } from "../demo/catalogue";
import { syntheticProducts } from "../demo/catalogue/synthetic";
import type { Product } from "../core/catalogue/model";
import { FinderIndex, SORT_ORDERS, type FinderQuery } from "../core/finder/engine";
import { FACETS, type FacetContext } from "../core/finder/facets";
import { finderResult, writeResult } from "./lib/result";

const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const ITEMSJS_MAX = Number(process.env.BENCH_ITEMSJS_MAX ?? 100_000);
/** itemsjs queries above ITEMSJS_MAX products: a few, so its p99 there is the slowest of these. */
const ITEMSJS_FEW = 20;

const { collections } = seedCatalogue();
const byCode = new Map(collections.map((c) => [c.code, c]));
const context: FacetContext = {
  collectionName: (code) => byCode.get(code)?.name,
  collectionParent: (code) => byCode.get(code)?.parent,
  collectionSortOrder: (code) => byCode.get(code)?.sortOrder,
};
const visible = FACETS.filter((f) => !f.hidden);
const facetOf = (name: string) => FACETS.find((f) => f.name === name)!;

function gc() {
  (globalThis as { gc?: () => void }).gc?.();
}

function queriesFor(products: readonly Product[], count: number): FinderQuery[] {
  let state = 2024;
  const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const anchor = pick(products);
    const family = facetOf("family").values(anchor, context)[0]!.code;
    const filters: Record<string, string[]> = {};
    for (let i = 1 + Math.floor(next() * 4); i > 0; i--) {
      const facet = pick(visible);
      const values = facet.values(pick(products), context);
      if (values.length) filters[facet.name] = [...new Set([...(filters[facet.name] ?? []), pick(values).code])];
    }
    const q = next() < 0.15 ? anchor.name.en.split(" ")[0]!.slice(0, 4) : undefined;
    return { scope: { region: [pick(anchor.regions)], family: [family] }, filters, ...(q ? { q } : {}), sort: pick(SORT_ORDERS), offset: 0, limit: 24 };
  });
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The longest time the event loop waited for a turn while the index was built in slices. */
async function slicedBuild(products: readonly Product[]) {
  let longestPause = 0;
  let last = performance.now();
  let building = true;
  const tick = () => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - last);
    last = now;
    if (building) setImmediate(tick);
  };
  setImmediate(tick);
  const start = performance.now();
  await FinderIndex.buildInSlices(products, context, { sliceMs: 8 });
  const ms = performance.now() - start;
  building = false;
  return { ms, longestPause };
}

/** itemsjs gets every facet's codes precomputed (timed apart as `rows`); its build is the baseline. */
function itemsjsBaseline(products: readonly Product[], queries: readonly FinderQuery[]) {
  let rows: Array<Record<string, unknown>> = [];
  const rowsMs = time(() => {
    rows = products.map((p, id) => {
      const row: Record<string, unknown> = { id, name: p.name.en, item: p.itemNumber, launchedAt: p.launchedAt, popularity: p.popularity };
      for (const facet of FACETS) row[facet.name] = facet.values(p, context).map((v) => v.code);
      return row;
    });
  });
  const aggregations = Object.fromEntries(FACETS.map((f) => [f.name, { title: f.name, size: 1000, conjunction: false }]));
  let engine: ReturnType<typeof itemsjs>;
  const build = time(() => {
    engine = itemsjs(rows, {
      aggregations,
      searchableFields: ["name", "item"],
      sortings: { az: { field: "name", order: "asc" }, za: { field: "name", order: "desc" }, newest: { field: "launchedAt", order: "desc" }, popular: { field: "popularity", order: "desc" }, collection: { field: "name", order: "asc" } },
    });
  });
  rows = [];
  const samples = queries.map((query) =>
    time(() => engine.search({ per_page: 24, page: 1, sort: query.sort, ...(query.q ? { query: query.q } : {}), filters: { ...query.scope, ...query.filters } })),
  );
  return { build, rowsMs, ...percentiles(samples) };
}

const fmt = (n: number | undefined, w = 9) => (n === undefined ? "-" : n.toFixed(2)).padStart(w);
const round = (n: number) => Math.round(n * 100) / 100;
const results: Array<(typeof finderResult)["_output"]["rows"][number]> = [];
console.log(`finder benchmark: ${QUERIES} queries per size, node ${process.version}, one core\n`);
console.log("size      build ms  sliced ms  pause ms  heap MB   p50 ms   p99 ms | itemsjs: rows ms  build ms   p50 ms    p99 ms | build ratio  p50 ratio  p99 ratio | budget p99");
for (const size of sizes) {
  gc();
  const products = Array.from(syntheticProducts(size, 1));
  gc();
  // The index is mostly typed arrays, which live outside the JS heap: count both.
  const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const heapBefore = memory();
  let index!: FinderIndex;
  const build = time(() => (index = new FinderIndex(products, context)));
  gc();
  const heap = (memory() - heapBefore) / 1024 / 1024;
  const queries = queriesFor(products, QUERIES);
  for (const query of queries.slice(0, 50)) index.query(query); // warm-up
  const ours = percentiles(queries.map((query) => time(() => index.query(query))));
  index = undefined as unknown as FinderIndex;
  gc();
  const sliced = await slicedBuild(products);
  gc();
  const budget = size <= 100_000 ? 5 : 20;
  const baseline = itemsjsBaseline(products, queries.slice(0, size <= ITEMSJS_MAX ? Math.min(QUERIES, 300) : ITEMSJS_FEW));
  gc();
  const ratio = (theirs: number | undefined, mine: number) => (theirs === undefined ? undefined : theirs / mine);
  console.log(
    `${String(size).padEnd(9)} ${fmt(build)} ${fmt(sliced.ms, 10)} ${fmt(sliced.longestPause)} ${fmt(heap)} ${fmt(ours.p50)} ${fmt(ours.p99)} | ${fmt(baseline.rowsMs, 16)} ${fmt(baseline.build)} ${fmt(baseline.p50)} ${fmt(baseline.p99)} | ${fmt(ratio(baseline.build, build), 11)} ${fmt(ratio(baseline.p50, ours.p50), 10)} ${fmt(ratio(baseline.p99, ours.p99), 10)} | ${ours.p99 <= budget ? "ok" : "OVER"} (${budget})`,
  );
  results.push({
    products: size,
    p50Ms: round(ours.p50),
    p99Ms: round(ours.p99),
    buildMs: round(build),
    heapMb: round(heap),
    itemsjs: { p50Ms: round(baseline.p50), p99Ms: round(baseline.p99), buildMs: round(baseline.build) },
  });
}
console.log("\nratio = itemsjs time / our time (higher is better for us); itemsjs rows = computing its input, not in its build time.");
console.log("sliced = the same build in 8 ms slices as the server runs it; pause = longest wait of the event loop meanwhile.");
writeResult(finderResult, { rows: results });
