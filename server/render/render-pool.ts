/**
 * The bounded worker pool that renders images and documents (piscina over worker_threads). Visitors' renders go
 * first and are bounded: when `maxQueue` of them already wait, the next is refused (the router
 * answers 503 with Retry-After) instead of queueing without end. Background renders (prerender,
 * material warm-ups) wait in a queue of their own and start only on a free worker while no
 * visitor's render is pending; each is a short slice, so a visitor arriving later waits at most
 * for the slices already running (decision 0075).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
// sharp's native libraries must stay loaded in the main thread, or a worker that exits unloads
// them under the others (sharp's documentation on worker threads).
import "sharp";
import type { PoolResult, PoolTask } from "./pool-task";

/** The worker's bundled file name, emitted beside the server bundle by vite.config.ts. */
export const WORKER_BUNDLE = "image-worker.js";

export class PoolBusyError extends Error {
  override name = "PoolBusyError";
}

export interface ImagePoolOptions {
  /** Worker threads (each one holds a V8 heap and a texture buffer: keep it small). */
  threads: number;
  /** Visitors' renders allowed to wait beyond those running. */
  maxQueue: number;
  /** A worker idle this long exits, handing its memory back (default 30 s). */
  idleTimeoutMs?: number;
}

export interface RunOptions {
  /**
   * Buffers the task gives away: moved to the worker instead of copied (structured clone), and
   * unusable in this thread afterwards. Only buffers the caller owns whole (see `ownedBuffers`).
   */
  transfer?: readonly ArrayBuffer[];
}

export interface ImagePool {
  /** A render a visitor waits for; rejects with PoolBusyError when the queue is full. */
  render<T extends PoolTask>(task: T, options?: RunOptions): Promise<PoolResult<T>>;
  /**
   * A render nobody waits for: starts on a free worker once no visitor's render is pending. Keep
   * each short (a slice): a visitor arriving while it runs waits for it.
   */
  renderInBackground<T extends PoolTask>(task: T, options?: RunOptions): Promise<PoolResult<T>>;
  readonly threads: number;
  readonly stats: Readonly<{ tasks: number; refused: number }>;
  /** Renders waiting for a free worker (visitors' and background ones): /metrics reads it. */
  queueDepth(): number;
  /** Lets running renders finish, then stops the workers. */
  close(): Promise<void>;
}

/** A task file's bundled name, emitted beside the server bundle by vite.config.ts. */
export const DOCUMENT_WORKER_BUNDLE = "document-worker.js";

/**
 * Where a task file is: the TypeScript source (dev, tests; run through tsx) or the bundle.
 * `source` is relative to this folder.
 */
function taskFile(source: string, bundle: string): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) return path.join(path.dirname(here), source);
  // Bundled into build/server/index.js, or into a shared chunk under build/server/assets/, or into
  // a CLI under build/cli/ (scripts/build-cli.mjs), whose workers are the server's.
  for (const dir of [path.dirname(here), path.dirname(path.dirname(here)), path.join(path.dirname(path.dirname(here)), "server")]) {
    const filename = path.join(dir, bundle);
    if (existsSync(filename)) return filename;
  }
  throw new Error(`The render worker ${bundle} is missing beside the server bundle ${here}: rebuild with npm run build`);
}

export function createImagePool(options: ImagePoolOptions): ImagePool {
  const threads = Math.max(1, options.threads);
  const fromSource = fileURLToPath(import.meta.url).endsWith(".ts");
  const imageTasks = taskFile("../images/render-worker.ts", WORKER_BUNDLE);
  // A worker loads the document task file (and the PDF renderer) on its first document only.
  const documentTasks = taskFile("../documents/document-worker.ts", DOCUMENT_WORKER_BUNDLE);
  const piscina = new Piscina<PoolTask, PoolResult>({
    filename: imageTasks,
    ...(fromSource ? { execArgv: ["--import", "tsx"] } : {}),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 96 },
  });
  // The worker answers each kind with its own result type (PoolResults); this is where the
  // thread boundary's untyped message becomes that type again.
  const run = <T extends PoolTask>(task: T, options: RunOptions = {}) =>
    piscina.run(task, {
      filename: task.kind === "document" || task.kind === "book" || task.kind === "spec-pack" ? documentTasks : imageTasks,
      ...(options.transfer?.length ? { transferList: [...options.transfer] } : {}),
    }) as Promise<PoolResult<T>>;
  const stats = { tasks: 0, refused: 0 };
  /** Visitors' renders admitted and not yet finished, running or waiting in piscina's queue. */
  let visitorsPending = 0;
  let backgroundRunning = 0;
  const backgroundWaiting: { start(): Promise<void>; reject(error: unknown): void }[] = [];
  let closed = false;

  /**
   * Hands background tasks to workers nobody else wants: only while no visitor's render is pending
   * and a worker is free, so a background task never waits in piscina's queue, where a visitor's
   * render would queue behind it. A visitor then waits at most for background tasks already
   * running, which is why background work comes in slices (decision 0075).
   */
  function startBackground(): void {
    while (!closed && backgroundWaiting.length > 0 && visitorsPending === 0 && backgroundRunning < threads) {
      const next = backgroundWaiting.shift()!;
      backgroundRunning++;
      void next
        .start()
        .finally(() => {
          backgroundRunning--;
          startBackground();
        });
    }
  }

  return {
    threads,
    stats,
    async render(task, runOptions) {
      if (visitorsPending >= threads + options.maxQueue) {
        stats.refused++;
        throw new PoolBusyError(`${visitorsPending} renders are pending`);
      }
      visitorsPending++;
      stats.tasks++;
      try {
        return await run(task, runOptions);
      } finally {
        visitorsPending--;
        startBackground();
      }
    },
    renderInBackground(task, runOptions) {
      if (closed) return Promise.reject(new Error("the render pool is closed"));
      stats.tasks++;
      return new Promise((resolve, reject) => {
        backgroundWaiting.push({ start: () => run(task, runOptions).then(resolve, reject), reject });
        startBackground();
      });
    },
    queueDepth: () => piscina.queueSize + backgroundWaiting.length,
    async close() {
      closed = true;
      for (const waiting of backgroundWaiting.splice(0)) waiting.reject(new Error("the render pool closed before this background render started"));
      await piscina.close();
    },
  };
}
