/**
 * `npm run bench:ssr`: requests per second of the four server-rendered page types (finder, product,
 * category, not-found) against the same server answering the same bytes as a static file from
 * build/client: same run, same load tool (autocannon), same connections. Each page is measured
 * twice: as served (rendered-page cache on) and rendered on every request (PAGE_CACHE_MAX_MB=0).
 * Budget (ARCHITECTURE.md): SSR ≥ 50% of static for every page type.
 *
 * A third measurement is the returning visitor: the same pages on the cached server, sent with the
 * cookies a browser holds after two pages (bench/lib/returning-visitor.ts). Budget (issue 26,
 * decision 0052): mean latency within 1.5× of the cookie-less requests of the same run.
 */
import autocannon from "autocannon";
import { fetchHtml, pageTargets, staticCopy } from "./lib/page-types";
import { ssrResult, writeResult } from "./lib/result";
import { startServer } from "./lib/server";
import { cookiesAfterTwoPages } from "./lib/returning-visitor";

const SECONDS = Number(process.env.BENCH_SECONDS ?? (process.env.BENCH_QUICK ? 3 : 8));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BUDGET = 0.5;
const RETURNING_BUDGET = 1.5;

/** Average req/s and mean latency over the run; every answer must carry the expected status or the figures mean nothing. */
async function measure(url: string, status: number, duration = SECONDS, cookie?: string): Promise<{ rps: number; latencyMs: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } });
  const expected = status === 404 ? result["4xx"] : result["2xx"];
  const failed = result.requests.total - expected + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} answers were not ${status} (or failed)`);
  return { rps: result.requests.average, latencyMs: result.latency.mean };
}

async function requestsPerSecond(url: string, status: number, duration = SECONDS): Promise<number> {
  return (await measure(url, status, duration)).rps;
}

const server = await startServer({ env: { IMAGE_PRERENDER: "off" } });
// The same build with the rendered-page cache off (decision 0011): what a render itself costs.
const renderer = await startServer({ env: { IMAGE_PRERENDER: "off", PAGE_CACHE_MAX_MB: "0" } });
try {
  const targets = await pageTargets(server.url);
  const cookie = await cookiesAfterTwoPages(server.url, ["/gl/products/himacs-solid-surface", "/gl/products/himacs-solid-surface/himacs-finder"]);
  const rows = [];
  console.log(`SSR benchmark: ${SECONDS}s per target, ${CONNECTIONS} connections, autocannon\n`);
  console.log("page        SSR req/s (cached, ratio)   render req/s (no page cache, ratio)   static req/s   budget");
  for (const target of targets) {
    const copy = staticCopy(`ssr-${target.type}`, await fetchHtml(server.url, target));
    try {
      await requestsPerSecond(server.url + target.path, target.status, 1); // warm the JIT and caches
      await requestsPerSecond(renderer.url + target.path, target.status, 1);
      const ssr = await measure(server.url + target.path, target.status);
      const returning = await measure(server.url + target.path, target.status, SECONDS, cookie);
      const ssrRps = ssr.rps;
      const renderRps = await requestsPerSecond(renderer.url + target.path, target.status);
      const staticRps = await requestsPerSecond(server.url + copy.path, 200);
      rows.push({ page: target.type, path: target.path, ssrRps, renderRps, staticRps, latencyMs: ssr.latencyMs, returningRps: returning.rps, returningLatencyMs: returning.latencyMs });
      const percent = (rps: number) => `${rps.toFixed(0)} (${((rps / staticRps) * 100).toFixed(0)}%)`;
      const ok = Math.min(ssrRps, renderRps) / staticRps >= BUDGET;
      console.log(`${target.type.padEnd(10)} ${percent(ssrRps).padStart(24)} ${percent(renderRps).padStart(38)} ${staticRps.toFixed(0).padStart(14)}   ${ok ? "ok" : "UNDER"} (≥ 50%)`);
      const slower = returning.latencyMs / ssr.latencyMs;
      console.log(`${"".padEnd(10)} returning visitor: ${returning.rps.toFixed(0)} req/s, ${returning.latencyMs.toFixed(2)} ms mean vs ${ssr.latencyMs.toFixed(2)} ms cookie-less (${slower.toFixed(2)}×)   ${slower <= RETURNING_BUDGET ? "ok" : "OVER"} (≤ ${RETURNING_BUDGET}×)`);
    } finally {
      copy.remove();
    }
  }
  writeResult(ssrResult, { seconds: SECONDS, connections: CONNECTIONS, rows });
} finally {
  await Promise.all([server.stop(), renderer.stop()]);
}
