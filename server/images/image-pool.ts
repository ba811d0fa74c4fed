/**
 * The bounded worker pool that renders images (piscina over worker_threads). Visitors' renders go
 * first and are bounded: when `maxQueue` of them already wait, the next is refused (the router
 * answers 503 with Retry-After) instead of queueing without end. Background renders (prerender)
 * are only handed to the pool while no visitor's render is pending.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
// sharp's native libraries must stay loaded in the main thread, or a worker that exits unloads
// them under the others (sharp's documentation on worker threads).
import "sharp";
import type { RenderedFile, RenderTask } from "./render-worker";

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

export interface ImagePool {
  /** A render a visitor waits for; rejects with PoolBusyError when the queue is full. */
  render(task: RenderTask): Promise<RenderedFile[]>;
  /** A render nobody waits for: starts once no visitor's render is pending. */
  renderInBackground(task: RenderTask): Promise<RenderedFile[]>;
  readonly threads: number;
  readonly stats: Readonly<{ tasks: number; refused: number }>;
  /** Lets running renders finish, then stops the workers. */
  close(): Promise<void>;
}

/** Where the worker code is: the TypeScript source (dev, tests; run through tsx) or the bundle. */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) return { filename: path.join(path.dirname(here), "render-worker.ts"), execArgv: ["--import", "tsx"] };
  // Bundled into build/server/index.js, or into a shared chunk under build/server/assets/.
  for (const dir of [path.dirname(here), path.dirname(path.dirname(here))]) {
    const filename = path.join(dir, WORKER_BUNDLE);
    if (existsSync(filename)) return { filename };
  }
  throw new Error(`The image worker ${WORKER_BUNDLE} is missing beside the server bundle ${here}: rebuild with npm run build`);
}

export function createImagePool(options: ImagePoolOptions): ImagePool {
  const threads = Math.max(1, options.threads);
  const piscina = new Piscina<RenderTask, RenderedFile[]>({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 96 },
  });
  const stats = { tasks: 0, refused: 0 };
  let visitorsPending = 0;
  let waitingForIdle: (() => void)[] = [];

  function whenNoVisitorPending(): Promise<void> {
    if (visitorsPending === 0) return Promise.resolve();
    return new Promise((resolve) => waitingForIdle.push(resolve));
  }

  return {
    threads,
    stats,
    async render(task) {
      if (visitorsPending >= threads + options.maxQueue) {
        stats.refused++;
        throw new PoolBusyError(`${visitorsPending} image renders are pending`);
      }
      visitorsPending++;
      stats.tasks++;
      try {
        return await piscina.run(task);
      } finally {
        visitorsPending--;
        if (visitorsPending === 0) {
          const waiting = waitingForIdle;
          waitingForIdle = [];
          for (const resume of waiting) resume();
        }
      }
    },
    async renderInBackground(task) {
      await whenNoVisitorPending();
      stats.tasks++;
      return piscina.run(task);
    },
    close: () => piscina.close(),
  };
}
