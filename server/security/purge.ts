/**
 * Rows nothing needs any more, deleted every hour by each server process: expired and idle
 * sessions, limits whose window and wait have passed, expired device cookies, and guest sample
 * carts untouched for 90 days (their cookie's life). Each is one idempotent DELETE by age, so
 * several processes on one PostgreSQL may run it at once: a row is deleted once, and a cart a
 * guest is adding to is locked and fresh, so it no longer matches.
 */
import type { Database } from "../db/client";
import { purgeSessions } from "../accounts/sessions";
import { purgeDevices } from "../accounts/trusted-devices";
import { purgeGuestCarts } from "../samples/cart-store";
import { purgeLimits } from "./rate-limit";

export const PURGE_EVERY_MS = 3600_000;
export const GUEST_CART_DAYS = 90;

export async function purgeExpired(db: Database): Promise<void> {
  await purgeSessions(db);
  await purgeLimits(db);
  await purgeDevices(db);
  await purgeGuestCarts(db, GUEST_CART_DAYS);
}

/**
 * Purges now and then every hour. A process restarted more often than hourly still purges, and
 * several processes started together spread out by a random first delay of up to a minute.
 * `stop()` clears the timers (server shutdown, in-process sites in tests).
 */
export function startPurges(db: Database, onError: (error: unknown) => void, everyMs = PURGE_EVERY_MS): { stop(): void } {
  const run = () => void purgeExpired(db).catch(onError);
  const first = setTimeout(run, Math.floor(Math.random() * 60_000));
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
