/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account gets a random token in a cookie, stored here by its SHA-256. When it
 * signs in to that account again it has a limit of its own, so the delays that strangers' wrong
 * passwords put on the account do not keep the owner out. The token proves only that this browser
 * signed in before: it opens nothing without the password. It is replaced at every sign-in.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { trustedDevices } from "../db/schema";
import { newToken, tokenHash } from "../security/tokens";

export const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;

/** The account a device token was given to, or null (unknown, expired, or no token). */
export async function deviceOwner(db: Database, token: string | null | undefined): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash(token)), gt(trustedDevices.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId ?? null;
}

/** A new device token for the account; the one the browser showed (if any) stops working. */
export async function trustDevice(db: Database, userId: string, previous: string | null | undefined): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    if (previous) await tx.delete(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash(previous)));
    await tx.insert(trustedDevices).values({ tokenHash: tokenHash(token), userId, expiresAt: new Date(Date.now() + DEVICE_COOKIE_SECONDS * 1000) });
  });
  return token;
}

export async function purgeDevices(db: Database): Promise<void> {
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, sql`now()`));
}
