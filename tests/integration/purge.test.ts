/**
 * The hourly purge (server/security/purge.ts) on both engines: limits whose window and wait have
 * passed, expired device cookies and guest carts untouched for 90 days go; everything still in
 * use stays. Two processes purging at once (on PostgreSQL, two pooled connections) are safe.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { rateLimits, sampleCartItems, sampleCarts, trustedDevices, users } from "../../server/db/schema";
import { purgeExpired } from "../../server/security/purge";
import { ENGINES } from "../support/databases";

describe.each(ENGINES)("purge on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
  });
  afterAll(async () => dispose?.());

  it("deletes what limits nothing and what nobody can reach, and keeps the rest", async () => {
    const db = handle.db;
    const tag = randomUUID();
    const ago = (interval: string) => sql`now() - ${interval}::interval`;
    const ahead = (interval: string) => sql`now() + ${interval}::interval`;
    await db.insert(rateLimits).values([
      { key: `${tag}:window-passed`, hits: 3, resetAt: ago("1 minute") },
      { key: `${tag}:waits-yet`, hits: 9, resetAt: ago("1 minute"), blockedUntil: ahead("10 minutes") },
      { key: `${tag}:counting`, hits: 1, resetAt: ahead("10 minutes") },
      { key: `${tag}:forgotten`, hits: 7, resetAt: ago("1 hour"), blockedUntil: ago("2 hours") },
    ]);
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email: `${tag}@example.com`, name: "Pat", passwordHash: "unused" });
    await db.insert(trustedDevices).values([
      { tokenHash: `${tag}:expired`, userId, expiresAt: ago("1 day") },
      { tokenHash: `${tag}:valid`, userId, expiresAt: ahead("100 days") },
    ]);
    const carts = { oldGuest: randomUUID(), freshGuest: randomUUID(), oldUser: randomUUID() };
    await db.insert(sampleCarts).values([
      { id: carts.oldGuest, guestTokenHash: `${tag}:old`, region: "us", updatedAt: ago("91 days") },
      { id: carts.freshGuest, guestTokenHash: `${tag}:fresh`, region: "us", updatedAt: ago("89 days") },
      { id: carts.oldUser, userId, region: "us", updatedAt: ago("400 days") },
    ]);
    await db.insert(sampleCartItems).values({ cartId: carts.oldGuest, contentId: "10100263" });

    await Promise.all([purgeExpired(db), purgeExpired(db)]);

    const keys = await db.select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like ${`${tag}:%`}`);
    expect(keys.map((row) => row.key).sort()).toEqual([`${tag}:counting`, `${tag}:waits-yet`]);
    expect((await db.select({ hash: trustedDevices.tokenHash }).from(trustedDevices).where(eq(trustedDevices.userId, userId))).map((row) => row.hash)).toEqual([`${tag}:valid`]);
    const left = await db.select({ id: sampleCarts.id }).from(sampleCarts).where(inArray(sampleCarts.id, Object.values(carts)));
    expect(left.map((row) => row.id).sort()).toEqual([carts.freshGuest, carts.oldUser].sort());
    expect(await db.select().from(sampleCartItems).where(eq(sampleCartItems.cartId, carts.oldGuest))).toEqual([]);
  });
});
