/**
 * `npm run bench:memory`: resident memory (RSS) of the built server on PGlite with the seed
 * catalogue. First start on a fresh folder (it seeds), then after BENCH_MEMORY_SECONDS of mixed
 * load (finder pages with filters, product pages, API, images) and an idle pause; then a restart on
 * the same, now seeded, folder, measured the same way. Runs with the default image prerendering.
 * Budget (ARCHITECTURE.md): RSS ≤ 400 MB after the first start and at steady state.
 */
import path from "node:path";
import autocannon from "autocannon";
import { heapReportMb, residentMb, residentSplitMb } from "./lib/proc-memory";
import { memoryResult, writeResult, type MemorySample } from "./lib/result";
import { startServer, temporaryDir, type RunningServer } from "./lib/server";

const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? (process.env.BENCH_QUICK ? 10 : 30));
const IDLE_MS = 10_000;
const BUDGET_MB = 400;

const folder = temporaryDir("bench-memory-");
const reportDir = temporaryDir("bench-report-");
const options = {
  dataDir: path.join(folder, "pglite"),
  imageCacheDir: path.join(folder, "image-cache"),
  nodeArgs: ["--report-on-signal", "--report-signal=SIGUSR2", `--report-directory=${reportDir}`],
};

/** Same-origin paths a visitor would reach from the finder, a category and a product: a realistic mix. */
async function requestMix(baseUrl: string): Promise<string[]> {
  const seeds = ["/gl/products/himacs-solid-surface/himacs-finder", "/gl/products/himacs-solid-surface", "/gl/products/viatera-quartz-surface"];
  const paths = new Set<string>(seeds);
  for (const seed of seeds) {
    const html = await (await fetch(baseUrl + seed)).text();
    for (const match of html.matchAll(/(?:href|src)="(\/(?:gl|us|jp)\/products\/[^"#]+|\/images\/[^"]+)"/g)) {
      if (match[1]) paths.add(match[1].replaceAll("&amp;", "&"));
    }
  }
  for (let page = 1; page <= 5; page++) paths.add(`/gl/api/products?category=HIMACS_COLOR&page=${page}&pageSize=24`);
  paths.add("/gl/api/categories");
  return [...paths].slice(0, 150);
}

async function load(server: RunningServer, paths: string[]): Promise<void> {
  const result = await autocannon({
    url: server.url,
    connections: 8,
    duration: LOAD_SECONDS,
    requests: paths.map((requestPath) => ({ path: requestPath })),
  });
  console.log(`  load: ${result.requests.total} requests over ${paths.length} URLs, ${result["5xx"]} 5xx, ${result.errors} errors`);
}

const samples: MemorySample[] = [];
function record(server: RunningServer, phase: string): void {
  const sample = { phase, ...residentMb(server.pid) };
  samples.push(sample);
  console.log(`${phase.padEnd(34)} RSS ${sample.rssMb.toFixed(0).padStart(5)} MB   peak ${sample.peakMb.toFixed(0).padStart(5)} MB   ${sample.rssMb <= BUDGET_MB ? "ok" : "OVER"} (≤ ${BUDGET_MB})`);
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));

console.log(`memory benchmark: PGlite, seed catalogue, ${LOAD_SECONDS}s of mixed load per start\n`);
let server = await startServer(options);
let breakdown: Record<string, number> | null = null;
try {
  record(server, `first start (seeded in ${(server.startMs / 1000).toFixed(1)} s)`);
  const paths = await requestMix(server.url);
  await load(server, paths);
  await idle();
  record(server, "first start, after load + idle");
  const heap = await heapReportMb(server.pid, reportDir);
  breakdown = { ...residentSplitMb(server.pid), ...heap };
  await server.stop();

  server = await startServer(options);
  record(server, `restart (ready in ${(server.startMs / 1000).toFixed(1)} s)`);
  await load(server, paths);
  await idle();
  record(server, "restart, after load + idle");
} finally {
  await server.stop();
}
if (breakdown) {
  console.log("\nwhere it goes (first start, after load), MB:");
  for (const [name, value] of Object.entries(breakdown)) console.log(`  ${name.padEnd(20)} ${value.toFixed(0).padStart(6)}`);
}
writeResult(memoryResult, { loadSeconds: LOAD_SECONDS, samples, breakdown });
