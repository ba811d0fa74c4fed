/**
 * Has the render pool typeset a visitor's spec pack (decision 13: PDFs never render on the request
 * thread). A pack is personal, so it is neither cached nor shared between requests; each one costs
 * a render from the client's budget. A full queue is "busy" (503 with Retry-After), a client over
 * its budget "limited" (429).
 */
import { PoolBusyError } from "../../render/render-pool";
import type { RenderedFile } from "../../render/pool-task";
import { BUSY_RETRY_AFTER_SECONDS } from "../../images/image-service";
import { UNLIMITED_RENDERS, type RenderBudget } from "../../render/render-budget";
import type { SpecPackTask } from "./spec-pack-task";

export type SpecPackResult = { status: "ok"; bytes: Uint8Array } | { status: "busy" | "limited"; reason: string; retryAfterSeconds: number };

export interface SpecPackService {
  /** `client` identifies who pays for the render (the client IP). */
  render(pack: Omit<SpecPackTask, "kind">, client: string): Promise<SpecPackResult>;
}

/** The render pool as this service uses it (an ImagePool is one; tests pass a stand-in). */
type SpecPackPool = { render(task: SpecPackTask): Promise<RenderedFile[]> };

export function createSpecPackService(options: { pool: SpecPackPool; budget?: RenderBudget }): SpecPackService {
  const budget = options.budget ?? UNLIMITED_RENDERS;
  return {
    async render(pack, client) {
      const retryAfterSeconds = await budget.take(client);
      if (retryAfterSeconds !== null) return { status: "limited", reason: "too many renders from this client, retry later", retryAfterSeconds };
      try {
        const [result] = await options.pool.render({ kind: "spec-pack", ...pack });
        if (!result?.bytes) throw new Error("the render worker returned no bytes for a spec pack");
        return { status: "ok", bytes: result.bytes };
      } catch (error) {
        if (!(error instanceof PoolBusyError)) throw error;
        return { status: "busy", reason: "document renders are busy, retry shortly", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
      }
    },
  };
}
