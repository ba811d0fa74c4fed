/**
 * Fixed-window rate limits kept in the database, so every process counts the same hits: one
 * atomic upsert a hit, which starts a new window once the old one has passed.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export interface Limit {
  /** What is limited and for whom, e.g. `signin:ip:203.0.113.9`. */
  key: string;
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  /** Hits in the window, this one included. */
  hits: number;
  limited: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

function stateOf(row: { hits: number; retry_after: number | string }, max: number): LimitState {
  const hits = Number(row.hits);
  return { hits, limited: hits > max, retryAfter: Math.max(1, Math.ceil(Number(row.retry_after))) };
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Counts a hit and tells whether the limit is now exceeded. */
export async function hit(db: Database, limit: Limit): Promise<LimitState> {
  const result = await db.execute(sql`
    insert into rate_limits (key, hits, reset_at) values (${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, extract(epoch from reset_at - now()) as retry_after`);
  return stateOf(rowsOf<{ hits: number; retry_after: number }>(result)[0]!, limit.max);
}

/** The limit's state without counting a hit. */
export async function peek(db: Database, limit: Limit): Promise<LimitState> {
  const result = await db.execute(sql`select hits, extract(epoch from reset_at - now()) as retry_after from rate_limits where key = ${limit.key} and reset_at > now()`);
  const row = rowsOf<{ hits: number; retry_after: number }>(result)[0];
  return row ? stateOf(row, limit.max - 1) : { hits: 0, limited: false, retryAfter: 0 };
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
