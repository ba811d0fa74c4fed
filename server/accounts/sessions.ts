/**
 * Sessions stored in the database by the hash of their token. A session ends after IDLE without a
 * request, or ABSOLUTE after sign-in whatever happens; sign-out and password changes delete them.
 * Each keeps the User-Agent it was last seen with, for the owner's list of signed-in devices.
 */
import { and, desc, eq, gt, lt, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions, twoFactors, users } from "../db/schema";
import { newToken, tokenHash } from "../security/tokens";

export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
/** last_seen_at is written at most this often, so browsing does not write on every page. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** A User-Agent is kept only to name the device: its first 300 characters are plenty. */
const USER_AGENT_MAX = 300;

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

/**
 * The live session's user. `userAgent` is the request's: written with last_seen_at, and at once on
 * a session's first request, so the devices list names the browser that uses the session now.
 */
export async function sessionUser(db: Database, token: string, userAgent?: string | null): Promise<SessionUser | null> {
  const idHash = tokenHash(token);
  const idleSince = new Date(Date.now() - SESSION_IDLE_SECONDS * 1000);
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt, userAgent: sessions.userAgent, twoFactorAt: twoFactors.enabledAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  if (!row) return null;
  const agent = userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null;
  const stale = Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS;
  if (stale || (agent && row.userAgent === null)) await db.update(sessions).set({ lastSeenAt: sql`now()`, ...(agent ? { userAgent: agent } : {}) }).where(eq(sessions.idHash, idHash));
  return { id: row.id, email: row.email, name: row.name, role: row.role, sessionHash: idHash, signedInAt: row.createdAt, twoFactor: Boolean(row.twoFactorAt) };
}

export interface DeviceSession {
  /** The session's id hash: what an "End" button posts. It opens nothing by itself. */
  id: string;
  userAgent: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
}

/** The user's live sessions, the most recently used first. */
export async function listSessions(db: Database, userId: string): Promise<DeviceSession[]> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_SECONDS * 1000);
  return db
    .select({ id: sessions.idHash, userAgent: sessions.userAgent, signedInAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one session of the user by its id hash; another user's id ends nothing. */
export async function endSessionById(db: Executor, userId: string, idHash: string): Promise<boolean> {
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash))).returning({ idHash: sessions.idHash });
  return ended.length > 0;
}

export async function endSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, tokenHash(token)));
}

/** Ends every session of a user but those in `keep` (session id hashes); how many ended. */
export async function endSessionsOf(db: Executor, userId: string, keep: readonly string[] = []): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(keep.length ? and(eq(sessions.userId, userId), notInArray(sessions.idHash, [...keep])) : eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

/** Expired and idle sessions: removed now and then, not on every request. */
export async function purgeSessions(db: Database): Promise<void> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_SECONDS * 1000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
}
