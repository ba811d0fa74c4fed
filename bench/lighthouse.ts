/**
 * `npm run bench:lighthouse`: Lighthouse 12 mobile (default config) for each page type against a
 * no-JS copy of the same HTML (every script and module preload removed) that the same server answers
 * as a static file, so origin and headers match. Each page runs BENCH_LH_RUNS times, interleaved with
 * its copy, and the median performance run is kept: the machine is noisy.
 * Budgets (ARCHITECTURE.md): performance within 5 points of the no-JS copy and ≥ 95 on a quiet
 * machine; accessibility 100, best practices ≥ 95, SEO 100.
 */
import { fetchHtml, pageTargets, staticCopy, withoutScripts } from "./lib/page-types";
import { runLighthouse, type RunScores } from "./lib/lighthouse-run";
import { lighthouseResult, writeResult, type LighthouseScores } from "./lib/result";
import { startServer } from "./lib/server";

const RUNS = Number(process.env.BENCH_LH_RUNS ?? (process.env.BENCH_QUICK ? 1 : 3));

/** The run with the median performance score, and every run's score beside it. */
function median(runs: RunScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error("no Lighthouse runs");
  return { ...middle, performanceRuns: runs.map((run) => run.performance) };
}

/** Renders every image a page references once, so no run pays for a cold swatch render the other did not. */
async function warmImages(baseUrl: string, html: string): Promise<number> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcset|imagesrcset|href)="([^"]*\/images\/[^"]*)"/g)) {
    for (const candidate of (match[1] ?? "").split(",")) urls.add(candidate.trim().split(/\s+/)[0]?.replaceAll("&amp;", "&") ?? "");
  }
  for (const url of urls) if (url) await (await fetch(new URL(url, baseUrl))).arrayBuffer();
  return urls.size;
}

/** One run into `runs`; a page Lighthouse cannot load is reported and left out, not fatal to the other pages. */
async function measure(runs: RunScores[], url: string, status: number): Promise<void> {
  try {
    runs.push(await runLighthouse(url, status));
  } catch (error) {
    console.error(`not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const server = await startServer({ env: { IMAGE_PRERENDER: "off" } });
try {
  const pages = [];
  for (const target of await pageTargets(server.url)) {
    const html = await fetchHtml(server.url, target);
    const started = performance.now();
    const images = await warmImages(server.url, html);
    console.log(`${target.type}: warmed ${images} images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    pages.push({ target, copy: staticCopy(`nojs-${target.type}`, withoutScripts(html)), withJs: [] as RunScores[], noJs: [] as RunScores[] });
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      await measure(page.withJs, server.url + page.target.path, page.target.status);
      await measure(page.noJs, server.url + page.copy.path, 200);
      console.log(`run ${run}/${RUNS} ${page.target.type}: performance ${page.withJs.at(-1)?.performance} (no JS ${page.noJs.at(-1)?.performance})`);
    }
  }
  const rows = pages.filter((page) => page.withJs.length && page.noJs.length).map((page) => ({ page: page.target.type, withJs: median(page.withJs), noJs: median(page.noJs) }));
  console.log(`\nLighthouse 12 mobile, median of ${RUNS} run(s)   perf (no JS)  delta   a11y  best-pr  SEO    TBT ms   LCP ms    CLS`);
  for (const { page, withJs, noJs } of rows) {
    const delta = withJs.performance - noJs.performance;
    console.log(
      `${page.padEnd(40)} ${String(withJs.performance).padStart(5)} (${String(noJs.performance).padStart(3)}) ${String(delta).padStart(6)} ${String(withJs.accessibility).padStart(6)} ${String(withJs.bestPractices).padStart(8)} ${String(withJs.seo).padStart(4)} ${withJs.tbtMs.toFixed(0).padStart(9)} ${withJs.lcpMs.toFixed(0).padStart(8)} ${withJs.cls.toFixed(3).padStart(6)}`,
    );
  }
  writeResult(lighthouseResult, { runs: RUNS, rows });
  for (const page of pages) page.copy.remove();
} finally {
  await server.stop();
}
