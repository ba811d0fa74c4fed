/**
 * Limits kept in the database, so every process (and every server on one PostgreSQL) counts the
 * same attempts. Each decision is one atomic statement (an upsert), taken BEFORE the work it
 * guards (a password check, a mail, a render), so parallel requests cannot all pass a check that
 * is counted afterwards.
 * - `hit`: a fixed window (at most `max` in `windowSeconds`).
 * - `reserveAttempt`: growing delays (decision 0049): `free` attempts, then each further one only
 *   after a wait that doubles, and the answer says when. Nobody is locked out for long by others'
 *   failures, while guessing slows to a crawl.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseOrTransaction } from "../mail/outbox";

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
export async function hit(db: DatabaseOrTransaction, limit: Limit): Promise<LimitState> {
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

export async function clear(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Gives back one hit of a fixed window (an attempt that turned out legitimate, e.g. a right password). */
export async function forgive(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/** Growing delays for one key. */
export interface Backoff {
  key: string;
  /** Attempts allowed without any wait. */
  free: number;
  /** The wait after the `free`-th attempt; each further attempt doubles it. */
  baseSeconds: number;
  maxSeconds: number;
  /** Attempts are forgotten this long after the last one. */
  forgetSeconds: number;
}

export type Reservation = { allowed: true; attempts: number } | { allowed: false; retryAfter: number };

/**
 * Reserves one attempt, in one statement: refused while the key's wait runs; otherwise counted,
 * and the wait before the next attempt set from the new count. The caller keeps the reservation
 * when the attempt fails, and releases it (`releaseAttempt`) when it succeeds.
 */
export async function reserveAttempt(db: DatabaseOrTransaction, backoff: Backoff): Promise<Reservation> {
  // When the attempt after the n-th may start: no wait while n < free (null, not now(): a
  // concurrent statement that started a moment earlier would see now() as a wait), then
  // base·2^(n−free) seconds, at most max.
  const nextAt = (n: ReturnType<typeof sql>) =>
    sql`case when ${n} < ${backoff.free} then null else now() + make_interval(secs => least(${backoff.maxSeconds}::float8, ${backoff.baseSeconds}::float8 * power(2::float8, least(${n} - ${backoff.free}, 30)))) end`;
  const counted = sql`case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end`;
  const result = await db.execute(sql`
    insert into rate_limits (key, hits, reset_at, blocked_until)
    values (${backoff.key}, 1, now() + make_interval(secs => ${backoff.forgetSeconds}), ${nextAt(sql`1`)})
    on conflict (key) do update set
      hits = ${counted},
      reset_at = excluded.reset_at,
      blocked_until = ${nextAt(counted)}
    where rate_limits.reset_at <= now() or rate_limits.blocked_until is null or rate_limits.blocked_until <= now()
    returning hits`);
  const reserved = rowsOf<{ hits: number }>(result)[0];
  if (reserved) return { allowed: true, attempts: Number(reserved.hits) };
  // Refused: the row is unchanged; read when it lets the next attempt in (only for the answer).
  const waiting = rowsOf<{ retry_after: number | string }>(await db.execute(sql`select extract(epoch from blocked_until - now()) as retry_after from rate_limits where key = ${backoff.key}`))[0];
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(waiting?.retry_after ?? 1))) };
}

/**
 * A successful attempt gives back its own reservation and lifts the wait it started. Earlier
 * failures stay counted until they are forgotten: were they wiped, attempts racing a right
 * password (or an attacker guessing beside the owner) would start from nothing again.
 */
export async function releaseAttempt(db: DatabaseOrTransaction, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0), blocked_until = null where key = ${key}`);
}

/** Rows whose window and wait have both passed: they limit nothing any more. */
export async function purgeLimits(db: Database): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where reset_at < now() and (blocked_until is null or blocked_until < now()) returning key`);
  return rowsOf(result).length;
}
