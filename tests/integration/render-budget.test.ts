/**
 * The render budget counted in the database: two instances (two budgets over one database) give a
 * client one budget between them, and a database that stops answering does not fail the render.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRenderBudget } from "../../server/render/render-budget";
import { ENGINES, type OpenedDatabase } from "../support/databases";

describe.each(ENGINES)("render budget on $name", (engine) => {
  let database: OpenedDatabase;
  let disposed = false;
  // A new migrated database: over 15 s for PGlite at a load average of 25.
  beforeAll(async () => {
    database = await engine.open();
  }, 60_000);
  afterAll(async () => {
    if (!disposed) await database?.dispose();
  });

  it("is one budget for a client across instances, and another client still has its own", async () => {
    const limited: string[] = [];
    const [a, b] = [0, 1].map(() => createRenderBudget({ perMinute: 3, db: database.handle.db, onLimited: (client) => limited.push(client) }));
    expect(await a!.take("203.0.113.7")).toBeNull();
    expect(await b!.take("203.0.113.7")).toBeNull();
    expect(await a!.take("203.0.113.7")).toBeNull();
    const retryAfter = await b!.take("203.0.113.7");
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited).toEqual(["203.0.113.7"]);
    expect(await a!.take("198.51.100.4")).toBeNull();
  });

  // Last in the file: it closes the database under the budget.
  it("counts in memory when the database does not answer", async () => {
    const errors: unknown[] = [];
    const budget = createRenderBudget({ perMinute: 1, db: database.handle.db, onError: (error) => errors.push(error) });
    await database.dispose();
    disposed = true;
    expect(await budget.take("192.0.2.1")).toBeNull();
    expect(await budget.take("192.0.2.1")).toBeGreaterThanOrEqual(1);
    expect(errors.length).toBe(2);
  });
});
