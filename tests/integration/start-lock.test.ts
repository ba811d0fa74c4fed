/**
 * Shared work done once: instances starting at once on an empty database migrate and seed it
 * exactly once, none fails, and the advisory locks behind it exclude across connections.
 */
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { catalogueVersion } from "../../server/catalogue/catalogue-repository";
import { inProcessLocks } from "../../server/db/advisory-lock";
import { openDatabase } from "../../server/db/client";
import { createPostgresDatabase, preparedPostgresStarts } from "../support/databases";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe.runIf(process.env.TEST_DATABASE_URL)("three instances starting at once on an empty PostgreSQL database", () => {
  // The three starts are the run's one PostgreSQL seed: the prepared template is made by them
  // (tests/support/prepared-database.ts), so this file does not seed 4,000 products a second time.
  it("migrate and seed it once, and every one of them opens it", async () => {
    const starts = await preparedPostgresStarts();
    expect(starts).toHaveLength(3);
    for (const start of starts) expect(start).not.toHaveProperty("error");
    expect(starts.filter((start) => "seeded" in start && start.seeded)).toHaveLength(1);
    // What they left: one catalogue version (a second seed would be version 2), the whole catalogue.
    const created = await createPostgresDatabase("start_lock", true);
    const database = await openDatabase({ databaseUrl: created.url, pgliteDir: "unused" });
    try {
      expect(await catalogueVersion(database.db)).toBe(1);
      const [row] = rowsOf<{ products: number }>(await database.db.execute(sql`select count(*)::int as products from products`));
      expect(row?.products ?? 0).toBeGreaterThan(1000);
    } finally {
      await database.close();
      await created.drop();
    }
  });

  it("let one holder of a prerender lock run, and tell the others it is taken", async () => {
    const created = await createPostgresDatabase("advisory_lock", false);
    const [a, b] = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: created.url, pgliteDir: "unused" })));
    try {
      let release!: () => void;
      const holding = a!.locks.ifFree("surfaces:test", () => new Promise<string>((resolve) => (release = () => resolve("done"))));
      // The work runs once A holds the lock (B is not trying yet, so A cannot miss it).
      await vi.waitFor(() => expect(release).toBeTypeOf("function"));
      expect(await b!.locks.ifFree("surfaces:test", async () => "second")).toEqual({ ran: false });
      release();
      expect(await holding).toEqual({ ran: true, value: "done" });
      expect(await b!.locks.ifFree("surfaces:test", async () => "second")).toEqual({ ran: true, value: "second" });
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await created.drop();
    }
  });
});

describe("in-process locks (PGlite: one process holds the database)", () => {
  it("run waiters one after another and turn away a second holder", async () => {
    const locks = inProcessLocks();
    const order: string[] = [];
    let release!: () => void;
    const first = locks.withLock("m", () => new Promise<void>((resolve) => (release = resolve)).then(() => order.push("first")));
    const second = locks.withLock("m", async () => order.push("second"));
    expect(await locks.ifFree("m", async () => "x")).toEqual({ ran: false });
    await vi.waitFor(() => expect(release).toBeTypeOf("function"));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "second"]);
    expect(await locks.ifFree("m", async () => "x")).toEqual({ ran: true, value: "x" });
  });
});
