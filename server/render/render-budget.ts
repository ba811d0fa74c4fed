/**
 * The per-client budget of renders (images and documents together): a cache hit costs nothing, a
 * render costs one point. A visitor browsing is served from caches the prerender filled, so only a
 * client walking through uncached URLs runs out; it gets 429 with Retry-After while others are
 * still served.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { addressKey } from "../security/address-key";

export interface RenderBudget {
  /** Takes one render from the client's budget: null when allowed, else seconds until it may retry. */
  take(client: string): Promise<number | null>;
}

export interface RenderBudgetOptions {
  /** Renders one client may start per minute. */
  perMinute: number;
  /** Told about each refusal (a security event: logged at warn). */
  onLimited?: (client: string, retryAfterSeconds: number) => void;
}

export function createRenderBudget(options: RenderBudgetOptions): RenderBudget {
  // Keys expire with their window, so the memory held is bounded by the clients of one minute.
  const limiter = new RateLimiterMemory({ points: options.perMinute, duration: 60 });
  return {
    async take(client) {
      try {
        // An IPv6 client by its /64: it may use any address of it.
        await limiter.consume(addressKey(client));
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        options.onLimited?.(client, retryAfter);
        return retryAfter;
      }
    },
  };
}

/** No limit: for tools and tests that render on purpose. */
export const UNLIMITED_RENDERS: RenderBudget = { take: async () => null };
