/**
 * Starts the built server (`npm run build` first) as a child process on its own PGlite folder, so a
 * benchmark measures the production bundle and its heap never mixes with the bench's own. It runs
 * from a private copy of the build taken when the benchmark starts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onExit } from "./on-exit";

export const root = path.resolve(import.meta.dirname, "..", "..");

let snapshot: string | undefined;
/**
 * A private copy of the built site (build/, server.js, migrations) that the benchmarks serve. The
 * working tree is shared: a rebuild by someone else mid-run would swap the assets under a running
 * server (pages losing their scripts score better) and delete the static copies in build/client.
 */
export function siteRoot(): string {
  snapshot ??= process.env.BENCH_SITE_ROOT; // bench/all.ts: one copy for every piece of the run
  if (snapshot) return snapshot;
  if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("No build: run npm run build first.");
  const dir = temporaryDir("bench-site-");
  for (const name of ["build", "drizzle", "server.js", "package.json"]) cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  snapshot = dir;
  return dir;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the "listening" log line (database migrated, catalogue loaded). */
  startMs: number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** PGlite folder; a fresh temporary one (first start: seeds the catalogue) when absent. */
  dataDir?: string;
  imageCacheDir?: string;
  /** Extra node flags, e.g. `--report-on-signal`. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

/** A temporary folder removed when the process exits. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? path.join(temporaryDir("bench-db-"), "pglite");
  const imageCacheDir = options.imageCacheDir ?? temporaryDir("bench-img-");
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server.js"], {
    cwd: siteRoot(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PGLITE_DIR: dataDir,
      IMAGE_CACHE_DIR: imageCacheDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      // As `npm start` runs it (docs/memory.md): glibc keeps fewer per-thread arenas of freed image memory.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onExit(() => child.kill("SIGKILL"));
  const stderr = keepTail(child);
  const url = await listeningUrl(child, stderr);
  let stopping = false;
  // A server that dies under a benchmark would otherwise show up only as refused connections.
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`the server exited during the benchmark (${code ?? signal})\n${stderr()}`);
  });
  return {
    url,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    stop: () => {
      stopping = true;
      return stop(child);
    },
  };
}

/** The last few kB the child wrote to stderr, for error messages. */
function keepTail(child: ChildProcess): () => string {
  let tail = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return () => tail;
}

function listeningUrl(child: ChildProcess, stderr: () => string): Promise<string> {
  let out = "";
  return new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-8000);
      // The "listening" line is logged once the catalogue is loaded and requests are served.
      const match = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"listening"/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before listening (run npm run build first)\n${stderr()}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
