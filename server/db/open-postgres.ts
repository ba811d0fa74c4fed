/**
 * PostgreSQL through node-postgres (`pg`). The `postgres` 3.4.9 driver threw uncaught TypeErrors
 * when a connection dropped (porsager/postgres #1154, #1208) and killed the server in 2 of 5 cuts
 * (issue 25). Here every connection error lands in a listener: a lost connection fails the
 * queries on it, the pool opens a new one for the next request, and the process stays up.
 *
 * Timeouts bound how long a request can wait on a database that stalls rather than refuses:
 * `connectionTimeoutMillis` for a connection, `statement_timeout` on the server for a slow
 * statement, and `query_timeout` in the client for an answer that never comes back (a cut cable:
 * the server cannot cancel what it cannot reach).
 */
import type { Pool, PoolClient } from "pg";
import * as schema from "./schema";
import { postgresLocks } from "./advisory-lock";
import { listenOn } from "./listen";
import type { Database, DatabaseHandle } from "./client";

export interface PostgresTimeouts {
  statementMs: number;
  connectMs: number;
}

/** Where connection faults are reported; they are expected during an outage, so never thrown. */
export type FaultListener = (error: Error) => void;

/**
 * `timeouts`: the server's request limits (DB_STATEMENT_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS). Without
 * them (the CLI, tests) statements may take as long as they need.
 */
export async function openPostgres(url: string, timeouts?: PostgresTimeouts, onFault: FaultListener = () => {}): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool: Pool = new pg.Pool({
    connectionString: url,
    max: 10,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      // A little after the server's own limit, so a reachable server reports its timeout first.
      query_timeout: timeouts.statementMs + 1_000,
    }),
  });
  // An idle connection that drops is reported here; without a listener it would crash the process.
  pool.on("error", onFault);
  // A checked-out connection between two queries (inside a transaction) reports on the client.
  pool.on("connect", (client: PoolClient) => client.on("error", onFault));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    created: false,
    reopenable: true,
    // Migrations run on a connection of their own without the request limits: building an index
    // on a large table may take minutes.
    async migrate(migrationsFolder) {
      const unbounded = new pg.Pool({ connectionString: url, max: 1 });
      unbounded.on("error", onFault);
      try {
        await migrate(drizzle({ client: unbounded, schema }), { migrationsFolder });
      } finally {
        await unbounded.end();
      }
    },
    // A connection of its own per lock: a pooled one would go back to the pool still holding it.
    locks: postgresLocks(async () => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", onFault);
      await client.connect();
      return client;
    }),
    listen: (channel, onMessage, onError) =>
      listenOn(
        async () => {
          const client = new pg.Client({ connectionString: url, keepAlive: true });
          await client.connect();
          return client;
        },
        channel,
        onMessage,
        onError,
      ),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
  };
}
