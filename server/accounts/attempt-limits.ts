/**
 * The limits on guessing and on mail of the account forms, each reserved before the work it
 * guards (server/security/rate-limit.ts; decision 0049):
 * - sign-in: per address a fixed window; per account (or per trusted device) growing delays;
 * - the current password (password change, deletion, email change): growing delays per account;
 * - email-change mails: per account, and per address mailed to.
 */
import type { Database } from "../db/client";
import { addressKey } from "../security/address-key";
import { forgive, hit, releaseAttempt, reserveAttempt, type Backoff, type Limit } from "../security/rate-limit";
import { tokenHash } from "../security/tokens";

/** Five attempts free, then 1, 2, 4 … minutes between attempts, at most an hour; forgotten after a quiet day. */
const growing = (key: string): Backoff => ({ key, free: 5, baseSeconds: 60, maxSeconds: 3600, forgetSeconds: 24 * 3600 });

export const ATTEMPT_LIMITS = {
  /** Sign-ins from browsers the account does not know, together: whoever sends them. */
  signInAccount: (email: string) => growing(`signin:account:${email}`),
  /** Sign-ins from one browser that signed in to the account before (its device cookie). */
  signInDevice: (deviceToken: string) => growing(`signin:device:${tokenHash(deviceToken)}`),
  /** Sign-in attempts per client address (an IPv6 client by its /64), whatever the account. */
  signInAddress: (ip: string): Limit => ({ key: `signin:ip:${addressKey(ip)}`, max: 20, windowSeconds: 15 * 60 }),
  /** Checks of a signed-in account's current password, from all its sessions together. */
  currentPassword: (userId: string) => growing(`password:account:${userId}`),
  /** Email-change links an account may have mailed. */
  emailChangeAccount: (userId: string): Limit => ({ key: `email-change:account:${userId}`, max: 5, windowSeconds: 3600 }),
  /** Email-change links mailed to one address, whichever accounts ask. */
  emailChangeTarget: (email: string): Limit => ({ key: `email-change:to:${email}`, max: 3, windowSeconds: 3600 }),
};

export type Gate = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Reserves one sign-in attempt: the address's window first, then the lane (the account's, or the
 * trusted device's). Kept when the password is wrong; `settleSignIn` when it is right.
 */
export async function reserveSignIn(db: Database, ip: string, lane: Backoff): Promise<Gate> {
  const address = await hit(db, ATTEMPT_LIMITS.signInAddress(ip));
  if (address.limited) return { allowed: false, retryAfter: address.retryAfter };
  const attempt = await reserveAttempt(db, lane);
  return attempt.allowed ? { allowed: true } : attempt;
}

/** A right password: the lane and the address get this attempt back (earlier failures stay counted). */
export async function settleSignIn(db: Database, ip: string, lane: Backoff): Promise<void> {
  await Promise.all([releaseAttempt(db, lane.key), forgive(db, ATTEMPT_LIMITS.signInAddress(ip).key)]);
}

/** Counts an email-change mail against the account and the address it goes to. */
export async function reserveEmailChange(db: Database, userId: string, email: string): Promise<Gate> {
  const [account, target] = await Promise.all([hit(db, ATTEMPT_LIMITS.emailChangeAccount(userId)), hit(db, ATTEMPT_LIMITS.emailChangeTarget(email))]);
  if (!account.limited && !target.limited) return { allowed: true };
  return { allowed: false, retryAfter: Math.max(account.limited ? account.retryAfter : 0, target.limited ? target.retryAfter : 0) };
}
