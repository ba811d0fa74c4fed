/**
 * "Is this really the account's owner?" before a change that could hand the account to someone
 * else (a new email or password) or destroy it: the current password, or a sign-in of the last
 * few minutes. A stolen session cookie alone then cannot take the account over. Each typed
 * password is an attempt reserved before argon2 runs, with growing delays per account
 * (attempt-limits.ts), so no number of parallel requests or sessions can guess it quickly.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { releaseAttempt, reserveAttempt } from "../security/rate-limit";
import type { FieldErrors } from "../../core/accounts/account-forms";
import { verifyPassword } from "./passwords";
import { ATTEMPT_LIMITS } from "./attempt-limits";

/** A sign-in this recent stands in for the current password. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;

/** Who asks for the change: the signed-in user and when this session signed in. */
export interface Actor {
  id: string;
  signedInAt: Date;
  /** The session's id hash: it stays signed in when a change ends the account's other sessions. */
  sessionHash?: string | undefined;
}

export type Reauth = { ok: true; passwordHash: string; email: string; name: string } | { ok: false; errors: FieldErrors; retryAfterMinutes?: number };

export const recentlySignedIn = (actor: Pick<Actor, "signedInAt">, now = Date.now()) => now - actor.signedInAt.getTime() < REAUTH_WINDOW_MS;

/**
 * A typed password must be right, whether or not the sign-in is recent; an empty one is enough
 * only within REAUTH_WINDOW_MS of the sign-in.
 */
export async function reauthenticate(db: Database, actor: Actor, password: string | undefined): Promise<Reauth> {
  const [user] = await db.select({ passwordHash: users.passwordHash, email: users.email, name: users.name }).from(users).where(eq(users.id, actor.id));
  if (!user) return { ok: false, errors: { form: "form.error.invalid" } };
  if (!password) return recentlySignedIn(actor) ? { ok: true, ...user } : { ok: false, errors: { currentPassword: "form.error.reauth" } };
  const lane = ATTEMPT_LIMITS.currentPassword(actor.id);
  const attempt = await reserveAttempt(db, lane);
  if (!attempt.allowed) return tooMany(attempt.retryAfter);
  if (await verifyPassword(user.passwordHash, password)) {
    // A right password gives back its own attempt; earlier failures stay counted.
    await releaseAttempt(db, lane.key);
    return { ok: true, ...user };
  }
  return { ok: false, errors: { currentPassword: "form.error.currentPassword" } };
}

const tooMany = (retryAfter: number): Reauth => ({ ok: false, errors: { form: "form.error.tooManyAttempts" }, retryAfterMinutes: Math.max(1, Math.ceil(retryAfter / 60)) });
