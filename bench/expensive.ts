/**
 * `npm run bench:expensive`: does an ordinary page stay fast while clients hammer the most
 * expensive URLs? Measures a product page's latency (sequential requests, p50/p95) on an idle
 * server, then again while 4 clients, each with its own address, fetch without pause: uncached
 * PDFs in every language, image cache misses at the largest widths, a finder with a filter of
 * 1,000 values (about 5 kB, under the 16 kB header limit), and `?page=50`. Budget (issue 8):
 * within 5× the idle latency.
 *
 * The server runs as deployed (rendered-page cache on, default render rate limit and queue), with
 * the prerender off so image requests really miss, and TRUST_PROXY=1 so each hammering client is
 * told apart by X-Forwarded-For, as four visitors behind one proxy would be.
 */
import { expensiveResult, writeResult } from "./lib/result";
import { startServer } from "./lib/server";

const quick = Boolean(process.env.BENCH_QUICK);
const REQUESTS = Number(process.env.BENCH_EXPENSIVE_REQUESTS ?? (quick ? 100 : 300));
/** Each phase lasts at least this long: the hammering covers renders of every kind, and the idle figure is as steady. */
const LOADED_SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 10 : 30));
const CLIENTS = 4;
const BUDGET = 5;

type Kind = "document" | "image" | "long filter" | "page 50";
interface Target {
  kind: Kind;
  path: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

async function latency(url: string, count: number, minSeconds = 0): Promise<{ p50Ms: number; p95Ms: number; requests: number }> {
  const times: number[] = [];
  const until = performance.now() + minSeconds * 1000;
  while (times.length < count || performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "X-Forwarded-For": "192.0.2.1" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), requests: times.length };
}

/** Product pages, their PDFs and largest images, a long-filter finder URL and a deep finder page. */
async function expensiveTargets(base: string): Promise<{ productPage: string; targets: Target[] }> {
  const list = (await (await fetch(`${base}/gl/api/products?category=HIMACS_COLOR&pageSize=60`)).json()) as { items: { url: string }[] };
  const productPages = list.items.map((item) => item.url);
  const productPage = productPages[0];
  if (!productPage) throw new Error("the products API listed no product");
  const documents = new Set<string>();
  const images = new Set<string>();
  for (const page of productPages) {
    const html = await (await fetch(base + page)).text();
    for (const [url] of html.matchAll(/\/documents\/[0-9]+\/[0-9a-z]+\/[a-z-]+\.pdf/g)) documents.add(url);
    for (const [url] of html.matchAll(/\/images\/(?:enlarged|download|swatch)\/[0-9]+\/[0-9a-z]+\/[0-9a-z-]+\.(?:webp|avif|jpg)/g)) {
      if (!/\/swatch\//.test(url) || /\/(960|1280)\.\w+$/.test(url)) images.add(url);
    }
  }
  const finder = "/gl/products/himacs-solid-surface/himacs-finder";
  const finderHtml = await (await fetch(base + finder)).text();
  const facet = /\/filter\/([a-z-]+)\/[a-z0-9-]+/.exec(finderHtml)?.[1] ?? "color";
  const longFilter = `${finder}?${facet}=${Array.from({ length: 1000 }, (_, i) => `v${i}`).join(",")}`;
  if (documents.size === 0 || images.size === 0) throw new Error(`found ${documents.size} documents and ${images.size} images on the product pages`);
  // Interleaved, so every client meets every kind of work.
  const kinds: Target[][] = [
    [...documents].map((path) => ({ kind: "document" as const, path })),
    [...images].map((path) => ({ kind: "image" as const, path })),
    [{ kind: "long filter", path: longFilter }],
    [{ kind: "page 50", path: `${finder}?page=50` }],
  ];
  const targets: Target[] = [];
  for (let i = 0; i < Math.max(...kinds.map((k) => k.length)); i++) for (const kind of kinds) targets.push(kind[i % kind.length]!);
  return { productPage, targets };
}

/** Clients fetching the targets without pause until stopped; answers counted by kind and status. */
function hammer(base: string, targets: Target[], clients: number) {
  const counts: Record<string, number> = {};
  let running = true;
  let next = 0;
  const client = async (id: number) => {
    while (running) {
      const target = targets[next++ % targets.length]!;
      try {
        const response = await fetch(base + target.path, { headers: { "X-Forwarded-For": `198.51.100.${id + 1}` }, redirect: "manual" });
        await response.arrayBuffer();
        const key = `${target.kind} ${response.status}`;
        counts[key] = (counts[key] ?? 0) + 1;
      } catch {
        counts[`${target.kind} failed`] = (counts[`${target.kind} failed`] ?? 0) + 1;
      }
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  return {
    counts,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

// BENCH_PAGE_CACHE_MAX_MB=0: every page request renders, so the page competes for the main thread.
const pageCache = process.env.BENCH_PAGE_CACHE_MAX_MB;
const server = await startServer({ env: { IMAGE_PRERENDER: "off", TRUST_PROXY: "1", ...(pageCache ? { PAGE_CACHE_MAX_MB: pageCache } : {}) } });
try {
  const { productPage, targets } = await expensiveTargets(server.url);
  const url = server.url + productPage;
  await latency(url, 20); // warm the JIT and the page cache
  const idle = await latency(url, REQUESTS, LOADED_SECONDS);
  const load = hammer(server.url, targets, CLIENTS);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let the hammering reach its stride
  const loaded = await latency(url, REQUESTS, LOADED_SECONDS);
  await load.stop();

  console.log(`Expensive-URL benchmark: ${productPage}, ${idle.requests} sequential requests idle, ${loaded.requests} over ${LOADED_SECONDS}+ s with ${CLIENTS} hammering clients\n`);
  for (const stat of ["p50Ms", "p95Ms"] as const) {
    const ratio = loaded[stat] / idle[stat];
    console.log(`${stat.slice(0, 3)}: idle ${idle[stat].toFixed(1)} ms, loaded ${loaded[stat].toFixed(1)} ms, ${ratio.toFixed(1)}× (budget ≤ ${BUDGET}×) ${ratio <= BUDGET ? "ok" : "OVER"}`);
  }
  console.log("\nhammer answers:", Object.entries(load.counts).sort().map(([key, count]) => `${key}: ${count}`).join(", "));
  const figures = ({ p50Ms, p95Ms }: { p50Ms: number; p95Ms: number }) => ({ p50Ms, p95Ms });
  writeResult(expensiveResult, { page: "product page", requests: loaded.requests, clients: CLIENTS, idle: figures(idle), loaded: figures(loaded), hammer: load.counts });
} finally {
  await server.stop();
}
