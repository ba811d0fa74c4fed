/**
 * Each benchmark writes its figures as JSON to `BENCH_RESULT_FILE` when it is set, so `bench/all.ts`
 * can run it as a child process and assemble one table. The schemas are the contract between them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { PAGE_TYPES } from "./page-types";

const pageType = z.enum(PAGE_TYPES);

export const ssrResult = z.object({
  seconds: z.number(),
  connections: z.number(),
  // ssrRps: the default server (rendered-page cache on); renderRps: a second server with
  // PAGE_CACHE_MAX_MB=0, so every request renders. Both against the same static baseline.
  // returning*: the cached server again, with the cookies a browser holds after two pages, against
  // the cookie-less latency (latencyMs) of the same run (decision 0052).
  rows: z.array(
    z.object({
      page: pageType,
      path: z.string(),
      ssrRps: z.number(),
      renderRps: z.number().optional(),
      staticRps: z.number(),
      latencyMs: z.number().optional(),
      returningRps: z.number().optional(),
      returningLatencyMs: z.number().optional(),
    }),
  ),
});

export const pagesResult = z.object({
  rows: z.array(z.object({ page: pageType, htmlBytes: z.number(), gzipBytes: z.number(), inlineScriptBytes: z.number(), domElements: z.number(), hydratedDomElements: z.number() })),
  finderJs: z.object({ files: z.number(), rawBytes: z.number(), gzipBytes: z.number() }),
  // Every product page of each region (bench/lib/product-spread.ts); absent in a quick run.
  productPages: z.array(z.object({ region: z.string(), pages: z.number(), medianBytes: z.number(), largestBytes: z.number(), largestPath: z.string(), over: z.number() })).optional(),
});

/** ARCHITECTURE.md: product page HTML ≤ 40 KB. */
export const PRODUCT_HTML_BUDGET = 40_000;

const lighthouseScores = z.object({
  performance: z.number(),
  accessibility: z.number(),
  bestPractices: z.number(),
  seo: z.number(),
  performanceRuns: z.array(z.number()),
  tbtMs: z.number(),
  lcpMs: z.number(),
  cls: z.number(),
});
export type LighthouseScores = z.infer<typeof lighthouseScores>;

export const lighthouseResult = z.object({
  runs: z.number(),
  rows: z.array(z.object({ page: pageType, withJs: lighthouseScores, noJs: lighthouseScores })),
});

const memorySample = z.object({ phase: z.string(), rssMb: z.number(), peakMb: z.number() });
export type MemorySample = z.infer<typeof memorySample>;

export const memoryResult = z.object({
  loadSeconds: z.number(),
  samples: z.array(memorySample),
  breakdown: z.record(z.string(), z.number()).nullable(),
});

export const finderResult = z.object({
  rows: z.array(
    z.object({
      products: z.number(),
      p50Ms: z.number(),
      p99Ms: z.number(),
      buildMs: z.number(),
      heapMb: z.number(),
      itemsjs: z.object({ p50Ms: z.number(), p99Ms: z.number(), buildMs: z.number() }).nullable(),
    }),
  ),
});

const latency = z.object({ p50Ms: z.number(), p95Ms: z.number() });

/** bench/expensive.ts: an ordinary page's latency idle and while clients hammer expensive URLs. */
export const expensiveResult = z.object({
  page: z.string(),
  requests: z.number(),
  clients: z.number(),
  idle: latency,
  loaded: latency,
  /** Hammer answers by kind of URL and status, e.g. `document 429`. */
  hammer: z.record(z.string(), z.number()),
});

/** bench/cluster.ts: every request rendered, one instance alone against three behind nginx. */
export const clusterResult = z.object({
  seconds: z.number(),
  connections: z.number(),
  oneRps: z.number(),
  threeRps: z.number(),
});

export function writeResult<T>(schema: z.ZodType<T>, value: T): void {
  const file = process.env.BENCH_RESULT_FILE;
  if (file) writeFileSync(file, JSON.stringify(schema.parse(value), null, 2));
}

/** A result file parsed by its schema, or null when the benchmark wrote none (it failed or is not built yet). */
export function readResult<T>(schema: z.ZodType<T>, file: string): T | null {
  if (!existsSync(file)) return null;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    console.error(`${file}: unexpected result shape: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}
