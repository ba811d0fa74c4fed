/**
 * Administrative work on the test PostgreSQL server (creating and dropping databases), through
 * node-postgres like the server itself (server/db/open-postgres.ts).
 */
import pg from "pg";

/** Runs `work` on one connection to the TEST_DATABASE_URL server, then closes it. */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
