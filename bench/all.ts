/**
 * `npm run bench`: every benchmark in turn, each in its own process (heaps and servers never mix,
 * and only one runs at a time), then ONE table of figures against their same-run baselines and
 * budgets. BENCH_QUICK=1 shortens everything (about 5 minutes instead of 15); BENCH_ONLY=ssr,pages
 * runs a subset. The table is also written to test-results/bench/latest.md with the raw JSON;
 * BENCH_TABLE_FROM=<that json> prints it again without running anything.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";
import type { z } from "zod";
import { clusterResult, expensiveResult, finderResult, lighthouseResult, memoryResult, pagesResult, readResult, ssrResult } from "./lib/result";
import { root, siteRoot, temporaryDir } from "./lib/server";
import { benchTable, type BenchResults } from "./lib/table";

const quick = Boolean(process.env.BENCH_QUICK);
const quickDefaults: Record<string, string> = { BENCH_SECONDS: "3", BENCH_LH_RUNS: "1", BENCH_MEMORY_SECONDS: "10", BENCH_SIZES: "10000,100000" };

const tsx = ["--import", "tsx"];
type Pieces = { [K in keyof BenchResults]: { args: string[]; schema: z.ZodType<NonNullable<BenchResults[K]>> } };
const pieces: Pieces = {
  ssr: { args: [...tsx, "bench/ssr.ts"], schema: ssrResult },
  pages: { args: [...tsx, "bench/pages.ts"], schema: pagesResult },
  lighthouse: { args: [...tsx, "bench/lighthouse.ts"], schema: lighthouseResult },
  memory: { args: [...tsx, "bench/memory.ts"], schema: memoryResult },
  // Same flags as `npm run bench:finder`: the heap figure needs gc(), 1M products need the room.
  finder: { args: ["--expose-gc", "--max-old-space-size=8192", ...tsx, "bench/finder.ts"], schema: finderResult },
  expensive: { args: [...tsx, "bench/expensive.ts"], schema: expensiveResult },
  cluster: { args: [...tsx, "bench/cluster.ts"], schema: clusterResult },
};

const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const resultDir = temporaryDir("bench-results-");
const env = { ...(quick ? quickDefaults : {}), ...process.env };
const results: BenchResults = { ssr: null, pages: null, lighthouse: null, memory: null, finder: null, expensive: null, cluster: null };
const timings: string[] = [];
const started = Date.now();

function run<K extends keyof BenchResults>(name: K): void {
  const piece: Pieces[K] = pieces[name];
  const file = path.join(resultDir, `${name}.json`);
  console.log(`\n=== bench:${name} ===`);
  const pieceStart = Date.now();
  const child = spawnSync(process.execPath, piece.args, { cwd: root, stdio: "inherit", env: { ...env, BENCH_RESULT_FILE: file } });
  timings.push(`${name} ${((Date.now() - pieceStart) / 1000).toFixed(0)} s${child.status === 0 ? "" : ` (exit ${child.status ?? child.signal})`}`);
  results[name] = readResult(piece.schema, file);
}

// BENCH_TABLE_FROM=test-results/bench/latest.json: print the table of a saved run again, running nothing.
const saved = process.env.BENCH_TABLE_FROM;
if (saved) {
  const raw = JSON.parse(readFileSync(saved, "utf8")) as Record<string, unknown>;
  for (const name of Object.keys(pieces) as Array<keyof BenchResults>) {
    const parsed = pieces[name].schema.safeParse(raw[name]);
    Object.assign(results, { [name]: parsed.success ? parsed.data : null });
  }
  console.log(benchTable(results));
  process.exit(0);
}

// Every piece serves the same private copy of the build, taken now, whatever happens to build/ meanwhile.
env.BENCH_SITE_ROOT = siteRoot();
for (const name of Object.keys(pieces) as Array<keyof BenchResults>) if (!only || only.includes(name)) run(name);

const table = benchTable(results);
const about = [
  `Run ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, node ${process.version}${quick ? ", BENCH_QUICK" : ""}.`,
  `Took ${((Date.now() - started) / 60_000).toFixed(1)} min: ${timings.join(", ")}.`,
].join("\n");
console.log(`\n${table}\n\n${about}`);
const outDir = path.join(root, "test-results", "bench");
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "latest.md"), `${table}\n\n${about}\n`);
writeFileSync(path.join(outDir, "latest.json"), JSON.stringify(results, null, 2));
