/**
 * Memory of another process, read from outside so the measurement adds nothing to it: /proc status
 * and smaps_rollup, plus a Node diagnostic report (`--report-on-signal`) for the JS heap split.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const MB = 1024 * 1024;

function kbField(text: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(text);
  if (!match?.[1]) throw new Error(`no ${name} in /proc status`);
  return (Number(match[1]) * 1024) / MB;
}

/** Resident set now and its high-water mark since the process started, in MB. */
export function residentMb(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return { rssMb: kbField(status, "VmRSS"), peakMb: kbField(status, "VmHWM") };
}

/** Resident memory split into anonymous (heaps, WASM, malloc) and file-backed (code, mapped files). */
export function residentSplitMb(pid: number): { anonymousMb: number; fileBackedMb: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  const rss = kbField(rollup, "Rss");
  const anonymous = kbField(rollup, "Anonymous");
  return { anonymousMb: anonymous, fileBackedMb: rss - anonymous };
}

const heap = z.object({ totalMemory: z.number(), usedMemory: z.number(), externalMemory: z.number() });
const report = z.object({
  javascriptHeap: heap,
  workers: z.array(z.object({ javascriptHeap: heap })).default([]),
});

/**
 * Asks a process started with `--report-on-signal --report-signal=SIGUSR2 --report-directory=<dir>`
 * for a diagnostic report and returns its heap figures in MB; null if none appears in time.
 */
export async function heapReportMb(pid: number, directory: string) {
  for (const name of readdirSync(directory)) rmSync(path.join(directory, name));
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 10_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const file = readdirSync(directory).find((name) => name.endsWith(".json"));
    if (!file || !existsSync(path.join(directory, file))) continue;
    const parsed = report.safeParse(JSON.parse(readFileSync(path.join(directory, file), "utf8")));
    if (!parsed.success) continue; // still being written
    const { javascriptHeap: main, workers } = parsed.data;
    return {
      mainHeapTotalMb: main.totalMemory / MB,
      mainHeapUsedMb: main.usedMemory / MB,
      // Includes WebAssembly memories (PGlite's Postgres heap) and Buffers; reserved, not all of it resident.
      externalMb: main.externalMemory / MB,
      workers: workers.length,
      workerHeapTotalMb: workers.reduce((sum, worker) => sum + worker.javascriptHeap.totalMemory, 0) / MB,
    };
  }
  return null;
}
