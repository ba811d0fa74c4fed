/**
 * The per-client budget of renders (images and documents together): a cache hit costs nothing, a
 * render costs one point. A visitor browsing is served from caches the prerender filled, so only a
 * client walking through uncached URLs runs out; it gets 429 with Retry-After while others are
 * still served.
 *
 * Given the database, the budget is counted there (`rate_limits`, one atomic upsert a render,
 * server/security/rate-limit.ts), so several instances behind a load balancer give a client one
 * budget, not one each. Should the database not answer, the count falls back to this process's
 * memory for that render rather than failing a request the cache could not serve.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/client";
import { addressKey } from "../security/address-key";
import { hit } from "../security/rate-limit";

export interface RenderBudget {
  /** Takes one render from the client's budget: null when allowed, else seconds until it may retry. */
  take(client: string): Promise<number | null>;
}

export interface RenderBudgetOptions {
  /** Renders one client may start per minute. */
  perMinute: number;
  /** Told about each refusal (a security event: logged at warn). */
  onLimited?: (client: string, retryAfterSeconds: number) => void;
  /** Where the count is shared by every instance; without it, this process's memory. */
  db?: Database;
  /** Told when the database could not count a render (the memory count stood in). */
  onError?: (error: unknown) => void;
}

export function createRenderBudget(options: RenderBudgetOptions): RenderBudget {
  // Keys expire with their window, so the memory held is bounded by the clients of one minute.
  const limiter = new RateLimiterMemory({ points: options.perMinute, duration: 60 });
  const inMemory = async (key: string): Promise<number | null> => {
    try {
      await limiter.consume(key);
      return null;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    }
  };
  const inDatabase = async (db: Database, key: string): Promise<number | null> => {
    try {
      const state = await hit(db, { key: `render:${key}`, max: options.perMinute, windowSeconds: 60 });
      return state.limited ? state.retryAfter : null;
    } catch (error) {
      options.onError?.(error);
      return inMemory(key);
    }
  };
  return {
    async take(client) {
      // An IPv6 client by its /64: it may use any address of it.
      const key = addressKey(client);
      const retryAfter = options.db ? await inDatabase(options.db, key) : await inMemory(key);
      if (retryAfter !== null) options.onLimited?.(client, retryAfter);
      return retryAfter;
    },
  };
}

/** No limit: for tools and tests that render on purpose. */
export const UNLIMITED_RENDERS: RenderBudget = { take: async () => null };
