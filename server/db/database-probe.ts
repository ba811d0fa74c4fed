/**
 * Asks the database a trivial question for the readiness check. Probes that arrive together share
 * one query, and an answer slower than the limit counts as "unavailable" without waiting for the
 * driver's own timeouts.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

export function databaseProbe(db: Database, limitMs = 2_000): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () => {
    inFlight ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      const tooSlow = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), limitMs)));
      const answered = db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([answered, tooSlow]);
      } finally {
        clearTimeout(timer);
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
