/**
 * Work that must run in one process at a time across every instance on one database: migrations
 * and the first seed (all instances wait their turn), and the prerender of a catalogue version
 * (the others skip it). On PostgreSQL a session-level advisory lock on a connection of its own:
 * the server releases it when the work ends or when the holding process dies (its connection
 * closes), so a crashed holder never blocks the others. Drizzle's migrate() takes no lock itself
 * (drizzle-orm#874). On PGlite one process holds the folder (server-lock.ts), so an in-process
 * queue per name is all the exclusion there is to have.
 */
import type { Client } from "pg";

export interface AdvisoryLocks {
  /** Waits for the lock named `name`, runs `work` holding it, releases it. */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` holding the lock if nobody holds it now; otherwise returns `{ ran: false }` at once. */
  ifFree<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** Keys are 64-bit hashes of a name, so names need no registry: `surfaces:migrate`, `surfaces:prerender:42`. */
const KEY = "hashtextextended($1, 0)";

export function postgresLocks(connect: () => Promise<Client>): AdvisoryLocks {
  async function holding<T>(name: string, wait: boolean, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const client = await connect();
    try {
      if (wait) await client.query(`select pg_advisory_lock(${KEY})`, [name]);
      else {
        const answer = await client.query<{ taken: boolean }>(`select pg_try_advisory_lock(${KEY}) as taken`, [name]);
        if (!answer.rows[0]?.taken) return { ran: false };
      }
      try {
        return { ran: true, value: await work() };
      } finally {
        await client.query(`select pg_advisory_unlock(${KEY})`, [name]).catch(() => undefined);
      }
    } finally {
      // Closing the session releases the lock too, should the unlock above have failed.
      await client.end().catch(() => undefined);
    }
  }
  return {
    withLock: async (name, work) => {
      const result = await holding(name, true, work);
      if (!result.ran) throw new Error(`advisory lock ${name} was not taken`);
      return result.value;
    },
    ifFree: (name, work) => holding(name, false, work),
  };
}

/** One process (PGlite): a queue per name for withLock, a held set for ifFree. */
export function inProcessLocks(): AdvisoryLocks {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  return {
    async withLock(name, work) {
      const before = tails.get(name) ?? Promise.resolve();
      const mine = before.catch(() => undefined).then(async () => {
        held.add(name);
        try {
          return await work();
        } finally {
          held.delete(name);
        }
      });
      tails.set(name, mine);
      try {
        return await mine;
      } finally {
        if (tails.get(name) === mine) tails.delete(name);
      }
    },
    async ifFree(name, work) {
      if (held.has(name) || tails.has(name)) return { ran: false };
      return { ran: true, value: await this.withLock(name, work) };
    },
  };
}
