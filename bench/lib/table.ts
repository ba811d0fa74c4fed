/**
 * The one table `npm run bench` prints: every figure beside its baseline from the same run, the ratio,
 * the budget from ARCHITECTURE.md and a verdict. Missing results show as "not measured", never as 0.
 */
import type { z } from "zod";
import { PRODUCT_HTML_BUDGET, type clusterResult, type expensiveResult, type finderResult, type lighthouseResult, type memoryResult, type pagesResult, type ssrResult } from "./result";

export interface BenchResults {
  ssr: z.infer<typeof ssrResult> | null;
  pages: z.infer<typeof pagesResult> | null;
  lighthouse: z.infer<typeof lighthouseResult> | null;
  memory: z.infer<typeof memoryResult> | null;
  finder: z.infer<typeof finderResult> | null;
  expensive: z.infer<typeof expensiveResult> | null;
  cluster: z.infer<typeof clusterResult> | null;
}

type Row = [figure: string, measured: string, baseline: string, ratio: string, budget: string, verdict: string];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
const verdict = (ok: boolean, miss = "UNDER") => (ok ? "ok" : miss);
const missing = (figure: string, piece: string): Row => [figure, "not measured", "", "", "", `bench:${piece} not run or failed`];

function ssrRows(ssr: BenchResults["ssr"]): Row[] {
  if (!ssr) return [missing("SSR req/s vs static", "ssr")];
  const row = (figure: string, rps: number, staticRps: number): Row => {
    const ratio = rps / staticRps;
    return [figure, rps.toFixed(0), `static ${staticRps.toFixed(0)}`, `${(ratio * 100).toFixed(0)}%`, "≥ 50%", verdict(ratio >= 0.5)];
  };
  // Returning visitors carry cookies; on a cached page they must wait no longer than new ones (decision 0052).
  const returningRow = (page: string, latencyMs: number, returningLatencyMs: number): Row => {
    const ratio = returningLatencyMs / latencyMs;
    return [`page cache, returning visitor (cookies) latency: ${page}`, ms(returningLatencyMs), `no cookie ${ms(latencyMs)}`, `${ratio.toFixed(2)}×`, "≤ 1.5×", verdict(ratio <= 1.5, "OVER")];
  };
  return ssr.rows.flatMap(({ page, ssrRps, renderRps, staticRps, latencyMs, returningLatencyMs }) => [
    row(`SSR req/s${renderRps === undefined ? "" : " (page cache on)"}: ${page}`, ssrRps, staticRps),
    ...(renderRps === undefined ? [] : [row(`SSR req/s (every request renders): ${page}`, renderRps, staticRps)]),
    ...(latencyMs === undefined || returningLatencyMs === undefined ? [] : [returningRow(page, latencyMs, returningLatencyMs)]),
  ]);
}

function pageRows(pages: BenchResults["pages"]): Row[] {
  if (!pages) return [missing("HTML and DOM size", "pages")];
  const htmlBudget: Partial<Record<string, number>> = { finder: 100_000, product: PRODUCT_HTML_BUDGET };
  const rows: Row[] = [];
  for (const row of pages.rows) {
    const budget = htmlBudget[row.page];
    const inline = `${kb(row.inlineScriptBytes)} inline script, ${kb(row.gzipBytes)} gzip`;
    rows.push([`HTML: ${row.page}`, kb(row.htmlBytes), inline, "", budget ? `≤ ${kb(budget)}` : "", budget ? verdict(row.htmlBytes <= budget, "OVER") : "info"]);
  }
  for (const row of pages.rows) {
    const budgeted = row.page === "finder";
    rows.push([`DOM elements, first view (no JS): ${row.page}`, String(row.domElements), `hydrated ${row.hydratedDomElements}`, "", budgeted ? "≤ 800" : "", budgeted ? verdict(row.domElements <= 800, "OVER") : "info"]);
  }
  for (const spread of pages.productPages ?? []) {
    const detail = `${spread.pages} pages, median ${kb(spread.medianBytes)}, ${spread.over} over`;
    rows.push([`HTML: largest product page, ${spread.region}`, kb(spread.largestBytes), detail, "", `≤ ${kb(PRODUCT_HTML_BUDGET)}`, verdict(spread.over === 0, "OVER")]);
  }
  const js = pages.finderJs;
  rows.push(["Finder first-load JS (gzip)", kb(js.gzipBytes), `${js.files} files, ${kb(js.rawBytes)} raw`, "", "≤ 120 kB", verdict(js.gzipBytes <= 120_000, "OVER")]);
  return rows;
}

function lighthouseRows(lighthouse: BenchResults["lighthouse"]): Row[] {
  if (!lighthouse) return [missing("Lighthouse", "lighthouse")];
  const rows: Row[] = [];
  const median = lighthouse.runs > 1 ? ` (median of ${lighthouse.runs})` : "";
  for (const { page, withJs, noJs } of lighthouse.rows) {
    const delta = withJs.performance - noJs.performance;
    // The delta is the same-run budget; "≥ 95" holds only on a quiet machine, so it is reported apart.
    const perfVerdict = delta < -5 ? "UNDER" : withJs.performance >= 95 ? "ok" : "delta ok, < 95";
    rows.push([`Lighthouse performance${median}: ${page}`, String(withJs.performance), `no JS ${noJs.performance}`, `${delta >= 0 ? "+" : ""}${delta}`, "within 5 of no JS; ≥ 95 quiet", perfVerdict]);
  }
  for (const { page, withJs, noJs } of lighthouse.rows) {
    // A 404 page fails Lighthouse's status-code SEO audit by design; it must not be indexed.
    const seoOk = page === "notFound" || withJs.seo === 100;
    const ok = withJs.accessibility === 100 && withJs.bestPractices >= 95 && seoOk;
    const scores = (s: typeof withJs) => `${s.accessibility} / ${s.bestPractices} / ${s.seo}`;
    rows.push([`Lighthouse a11y / best practices / SEO: ${page}`, scores(withJs), `no JS ${scores(noJs)}`, "", page === "notFound" ? "100 / ≥ 95 / n/a (404)" : "100 / ≥ 95 / 100", verdict(ok)]);
  }
  for (const { page, withJs } of lighthouse.rows) {
    rows.push([`Lighthouse TBT, LCP, CLS: ${page}`, `${withJs.tbtMs.toFixed(0)} ms, ${(withJs.lcpMs / 1000).toFixed(1)} s, ${withJs.cls.toFixed(3)}`, "", "", "CLS < 0.05", verdict(withJs.cls < 0.05, "OVER")]);
  }
  return rows;
}

function memoryRows(memory: BenchResults["memory"]): Row[] {
  if (!memory) return [missing("Server RSS", "memory")];
  return memory.samples.map(({ phase, rssMb, peakMb }) => [`RSS: ${phase}`, `${rssMb.toFixed(0)} MB`, `peak ${peakMb.toFixed(0)} MB`, "", "≤ 400 MB", verdict(rssMb <= 400, "OVER")]);
}

function finderRows(finder: BenchResults["finder"]): Row[] {
  if (!finder) return [missing("Finder p50/p99 and build vs itemsjs", "finder")];
  const rows: Row[] = [];
  for (const row of finder.rows) {
    const size = row.products >= 1_000_000 ? `${row.products / 1_000_000}M` : `${row.products / 1000}k`;
    const quietBudget = row.products <= 100_000 ? 5 : 20;
    const base = row.itemsjs;
    const speedup = base ? base.p99Ms / row.p99Ms : null;
    rows.push([`Finder p50 @${size}`, ms(row.p50Ms), base ? `itemsjs ${ms(base.p50Ms)}` : "itemsjs not run", base ? `${(base.p50Ms / row.p50Ms).toFixed(0)}×` : "", "", "info"]);
    rows.push([
      `Finder p99 @${size}`,
      ms(row.p99Ms),
      base ? `itemsjs ${ms(base.p99Ms)}` : "itemsjs not run",
      speedup ? `${speedup.toFixed(0)}×` : "",
      `≥ 50× itemsjs; ≤ ${quietBudget} ms quiet`,
      // As for Lighthouse: the same-run ratio is the budget here; the absolute figure needs a quiet machine.
      speedup !== null && speedup < 50 ? "UNDER" : row.p99Ms <= quietBudget ? "ok" : `ratio ok, > ${quietBudget} ms`,
    ]);
    rows.push([
      `Finder build @${size} (heap ${row.heapMb.toFixed(0)} MB)`,
      ms(row.buildMs),
      base ? `itemsjs ${ms(base.buildMs)}` : "itemsjs not run",
      base ? `${(row.buildMs / base.buildMs).toFixed(2)} of itemsjs` : "",
      "≤ itemsjs",
      base ? verdict(row.buildMs <= base.buildMs, "OVER") : "info",
    ]);
  }
  return rows;
}

function expensiveRows(expensive: BenchResults["expensive"]): Row[] {
  if (!expensive) return [missing("Page latency under expensive-URL load", "expensive")];
  const { idle, loaded, clients } = expensive;
  const row = (stat: "p50" | "p95", idleMs: number, loadedMs: number): Row => {
    const ratio = loadedMs / idleMs;
    return [`${expensive.page} ${stat}, ${clients} clients hammering expensive URLs`, ms(loadedMs), `idle ${ms(idleMs)}`, `${ratio.toFixed(1)}×`, "≤ 5× idle", verdict(ratio <= 5, "OVER")];
  };
  return [row("p50", idle.p50Ms, loaded.p50Ms), row("p95", idle.p95Ms, loaded.p95Ms)];
}

/** Three instances behind nginx against one, same machine, same run: information, no budget (docs/deployment.md). */
function clusterRows(cluster: BenchResults["cluster"]): Row[] {
  if (!cluster) return [missing("Three instances behind nginx vs one (needs PostgreSQL and nginx)", "cluster")];
  const ratio = cluster.threeRps / cluster.oneRps;
  return [[`3 instances behind nginx, every request renders, ${cluster.connections} connections`, `${cluster.threeRps.toFixed(0)} req/s`, `1 instance ${cluster.oneRps.toFixed(0)} req/s`, `${ratio.toFixed(2)}×`, "", "info"]];
}

export function benchTable(results: BenchResults): string {
  const rows: Row[] = [
    ...ssrRows(results.ssr),
    ...pageRows(results.pages),
    ...lighthouseRows(results.lighthouse),
    ...memoryRows(results.memory),
    ...finderRows(results.finder),
    ...expensiveRows(results.expensive),
    ...clusterRows(results.cluster),
  ];
  const header: Row = ["figure", "measured", "baseline (same run)", "ratio", "budget", "verdict"];
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
