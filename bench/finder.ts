/**
 * `npm run bench:finder`: the facet engine on synthetic catalogues of 10k, 100k and 1M products.
 * A realistic query mix (scope to a finder, 1–4 filters, some searches, a sort, the first page and
 * every facet's counts) is timed on one core; the same queries run on itemsjs in the same process
 * as the baseline, and the ratio is printed. Budgets (ARCHITECTURE.md): p99 ≤ 5 ms at 100k,
 * ≤ 50 ms at 1M. Sizes: BENCH_SIZES=10000,100000 to choose.
 */
import itemsjs from "itemsjs";
import { seedCatalogue } from "../core/catalogue/seed";
import { syntheticProducts } from "../core/catalogue/seed/synthetic";
import type { Product } from "../core/catalogue/model";
import { FinderIndex, SORT_ORDERS, type FinderQuery } from "../core/finder/engine";
import { FACETS, type FacetContext } from "../core/finder/facets";

const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const ITEMSJS_MAX = Number(process.env.BENCH_ITEMSJS_MAX ?? 100_000);

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

function itemsjsBaseline(products: readonly Product[], queries: readonly FinderQuery[]) {
  const rows = products.map((p, id) => {
    const row: Record<string, unknown> = { id, name: p.name.en, item: p.itemNumber, launchedAt: p.launchedAt, popularity: p.popularity };
    for (const facet of FACETS) row[facet.name] = facet.values(p, context).map((v) => v.code);
    return row;
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
  const samples = queries.map((query) =>
    time(() => engine.search({ per_page: 24, page: 1, sort: query.sort, ...(query.q ? { query: query.q } : {}), filters: { ...query.scope, ...query.filters } })),
  );
  return { build, ...percentiles(samples) };
}

console.log(`finder benchmark: ${QUERIES} queries per size, node ${process.version}, one core\n`);
console.log("size      build ms  heap MB   p50 ms   p99 ms   itemsjs p50  itemsjs p99  ratio p50  ratio p99  budget p99");
for (const size of sizes) {
  gc();
  const products = Array.from(syntheticProducts(size, 1));
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let index!: FinderIndex;
  const build = time(() => (index = new FinderIndex(products, context)));
  gc();
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const queries = queriesFor(products, QUERIES);
  for (const query of queries.slice(0, 50)) index.query(query); // warm-up
  const ours = percentiles(queries.map((query) => time(() => index.query(query))));
  const budget = size <= 100_000 ? 5 : 50;
  const baseline = size <= ITEMSJS_MAX ? itemsjsBaseline(products, queries.slice(0, Math.min(QUERIES, 300))) : null;
  const fmt = (n: number | undefined, w = 9) => (n === undefined ? "-" : n.toFixed(2)).padStart(w);
  console.log(
    `${String(size).padEnd(9)} ${fmt(build)} ${fmt(heap)} ${fmt(ours.p50)} ${fmt(ours.p99)} ${fmt(baseline?.p50, 12)} ${fmt(baseline?.p99, 12)} ${fmt(baseline ? baseline.p50 / ours.p50 : undefined, 10)} ${fmt(baseline ? baseline.p99 / ours.p99 : undefined, 10)}   ${ours.p99 <= budget ? "ok" : "OVER"} (${budget})`,
  );
}
console.log("\nratio = itemsjs time / our time on the same queries (higher is better for us).");
