/**
 * Sessions stored in the database by the hash of their token. A session ends after IDLE without a
 * request, or ABSOLUTE after sign-in whatever happens; sign-out and password changes delete them.
 */
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions, twoFactors, users } from "../db/schema";
import { newToken, tokenHash } from "../security/tokens";

export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
/** last_seen_at is written at most this often, so browsing does not write on every page. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  /** The session's own id (hash), to end every other session of the user. */
  sessionHash: string;
  signedInAt: Date;
  /** Whether the account has a second factor turned on (staff pages require one). */
  twoFactor: boolean;
}

type Executor = Pick<Database, "insert" | "delete" | "select" | "update">;

export async function createSession(db: Executor, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ idHash: tokenHash(token), userId, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000) });
  return token;
}

export async function sessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const idHash = tokenHash(token);
  const idleSince = new Date(Date.now() - SESSION_IDLE_SECONDS * 1000);
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt, twoFactorAt: twoFactors.enabledAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionHash: idHash, signedInAt: row.createdAt, twoFactor: Boolean(row.twoFactorAt) };
}

export async function endSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, tokenHash(token)));
}

/** Ends every session of a user, or every one but `keepHash`. */
export async function endSessionsOf(db: Executor, userId: string, keepHash?: string): Promise<void> {
  await db.delete(sessions).where(keepHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepHash)) : eq(sessions.userId, userId));
}

/** Expired and idle sessions: removed now and then, not on every request. */
export async function purgeSessions(db: Database): Promise<void> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_SECONDS * 1000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
}
