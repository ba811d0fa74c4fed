/**
 * Accounts: sign-up with email verification (email-verification.ts), sign-in with limits, sign-out, password reset by a single-use mailed link,
 * profile, password change and deletion. Each returns field errors (message keys) or what the
 * route needs to set the session cookie. Every write that belongs together is one transaction.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { passwordResets, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import type { FieldErrors } from "../../core/accounts/account-forms";
import { addressKey } from "../security/address-key";
import { hit, releaseAttempt, reserveAttempt, type Limit } from "../security/rate-limit";
import { newToken, tokenHash } from "../security/tokens";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { isGuessable } from "./password-strength";
import { createSession, endSession, endSessionsOf } from "./sessions";
import { claimLink, markVerified, sendVerification, usableLink, type Carried, type VerificationMail } from "./email-verification";
import { confirmEmailChange, updateProfile } from "./email-change";
import { ATTEMPT_LIMITS, reserveEmailChange, reserveSignIn, settleSignIn } from "./attempt-limits";
import { deviceOwner, trustDevice } from "./trusted-devices";
import { safeReturnTo } from "../../core/accounts/return-to";

export const RESET_LINK_MINUTES = 30;

/** Sign-ups and reset mails: per address and hour. Sign-in and current-password limits: attempt-limits.ts. */
const LIMITS = {
  signUpAddress: (ip: string): Limit => ({ key: `signup:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 }),
  signUpAccount: (email: string): Limit => ({ key: `signup:account:${email}`, max: 5, windowSeconds: 3600 }),
  verifyResend: (email: string): Limit => ({ key: `verify:account:${email}`, max: 3, windowSeconds: 3600 }),
  resetAddress: (ip: string): Limit => ({ key: `reset:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 }),
  resetAccount: (email: string): Limit => ({ key: `reset:account:${email}`, max: 3, windowSeconds: 3600 }),
};

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; errors: FieldErrors; retryAfterMinutes?: number };

export interface ResetMail {
  /** Builds the mail in the visitor's language around the link. */
  compose(link: string, name: string): { subject: string; text: string };
  /** The reset page's absolute URL without the token. */
  pageUrl: string;
}

const limited = (retryAfter: number): Outcome<never> => ({ ok: false, errors: { form: "form.error.tooManyAttempts" }, retryAfterMinutes: Math.max(1, Math.ceil(retryAfter / 60)) });

export class AccountService {
  constructor(
    private readonly db: Database,
    /** Called once a mail is in the outbox (to send it soon), and when background work fails. */
    private readonly hooks: { onMail(): void; onError(error: unknown): void } = { onMail() {}, onError() {} },
  ) {}

  /**
   * Always the same answer once the fields are valid ("check your mail"), after the same work (one
   * argon2 hash), whether the email is new, taken or waiting for verification; what differs is only
   * the mail, written after the answer (see writeSignUp). The limits count addresses, not accounts.
   */
  async signUp(input: { name: string; email: string; password: string } & Carried, ip: string, mail: VerificationMail): Promise<Outcome> {
    const [address, account] = await Promise.all([hit(this.db, LIMITS.signUpAddress(ip)), hit(this.db, LIMITS.signUpAccount(input.email))]);
    if (address.limited || account.limited) return limited(Math.max(address.limited ? address.retryAfter : 0, account.limited ? account.retryAfter : 0));
    if (await isGuessable(input.password, [input.email, input.name])) return { ok: false, errors: { password: "form.error.passwordCommon" } };
    const passwordHash = await hashPassword(input.password);
    const carried = { returnTo: safeReturnTo(input.returnTo, "") || undefined, like: input.like };
    setImmediate(() => void this.writeSignUp({ ...input, passwordHash }, carried, mail).catch((error: unknown) => this.hooks.onError(error)));
    return { ok: true };
  }

  /**
   * New email: an unverified account and its link. Verified account: a note to its owner, nothing
   * changed. Unverified account (nobody proved the address): the newest sign-up replaces its name
   * and password, and only the newest link works.
   */
  private async writeSignUp(input: { name: string; email: string; passwordHash: string }, carried: Carried, mail: VerificationMail): Promise<void> {
    await this.db.transaction(async (tx) => {
      const inserted = await tx.insert(users).values({ id: randomUUID(), email: input.email, name: input.name, passwordHash: input.passwordHash }).onConflictDoNothing().returning({ id: users.id });
      if (inserted[0]) return sendVerification(tx, { id: inserted[0].id, email: input.email, name: input.name }, mail, carried);
      const [user] = await tx.select({ id: users.id, name: users.name, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, input.email)).for("update");
      if (!user) return;
      if (user.verifiedAt) return void (await enqueueMail(tx, { to: input.email, ...mail.existing(user.name) }));
      await tx.update(users).set({ name: input.name, passwordHash: input.passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      await endSessionsOf(tx, user.id);
      await sendVerification(tx, { id: user.id, email: input.email, name: input.name }, mail, carried);
    });
    this.hooks.onMail();
  }

  /** Whether a mailed verification link can still be used, so its page can say so at once. */
  async verificationLinkValid(token: string, email?: string): Promise<boolean> {
    return Boolean(await usableLink(this.db, token, email));
  }

  /** Uses a sign-up link once: the account is verified and a session opens. */
  async verifyEmail(token: string): Promise<Outcome<{ token: string; userId: string; returnTo?: string | undefined }>> {
    return this.db.transaction(async (tx) => {
      const link = await claimLink(tx, token);
      if (!link) return { ok: false, errors: { token: "form.error.verifyLink" } } as const;
      await markVerified(tx, link.userId);
      return { ok: true, token: await createSession(tx, link.userId), userId: link.userId, returnTo: link.returnTo ?? undefined } as const;
    });
  }

  /**
   * The same answer, after the same work (one argon2 verification), for an unknown email and a
   * wrong password. The attempt is reserved before the password is checked (attempt-limits.ts), so
   * parallel guesses cannot pass the limit together. `deviceToken` is the browser's device cookie:
   * when it was given to this account, the browser's own lane applies instead of the account's.
   * A successful sign-in answers a new device token.
   */
  async signIn(input: { email: string; password: string } & Carried, ip: string, mail: VerificationMail, deviceToken?: string | null): Promise<Outcome<{ token: string; userId: string; deviceToken: string }>> {
    const [[user], device] = await Promise.all([
      this.db.select({ id: users.id, name: users.name, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, input.email)).limit(1),
      deviceOwner(this.db, deviceToken),
    ]);
    const lane = user && device === user.id && deviceToken ? ATTEMPT_LIMITS.signInDevice(deviceToken) : ATTEMPT_LIMITS.signInAccount(input.email);
    const gate = await reserveSignIn(this.db, ip, lane);
    if (!gate.allowed) return limited(gate.retryAfter);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
    if (!user || !valid) return { ok: false, errors: { form: "form.error.signIn" } };
    await settleSignIn(this.db, ip, lane);
    // Only someone with the password learns that the address is not yet confirmed.
    if (!user.verifiedAt) {
      if (!(await hit(this.db, LIMITS.verifyResend(input.email))).limited) {
        const carried = { returnTo: safeReturnTo(input.returnTo, "") || undefined, like: input.like };
        await this.db.transaction((tx) => sendVerification(tx, { id: user.id, email: input.email, name: user.name }, mail, carried));
        this.hooks.onMail();
      }
      return { ok: false, errors: { form: "form.error.unverified" } };
    }
    return { ok: true, token: await createSession(this.db, user.id), userId: user.id, deviceToken: await trustDevice(this.db, user.id, deviceToken) };
  }

  signOut(token: string): Promise<void> {
    return endSession(this.db, token);
  }

  /**
   * Always the same answer. For a known email a single-use link is written with its mail in one
   * transaction, after the answer, so the answer's timing says nothing either.
   */
  async requestReset(email: string, ip: string, mail: ResetMail): Promise<Outcome> {
    const address = await hit(this.db, LIMITS.resetAddress(ip));
    if (address.limited) return limited(address.retryAfter);
    setImmediate(() => void this.writeReset(email, mail).catch((error: unknown) => this.hooks.onError(error)));
    return { ok: true };
  }

  private async writeReset(email: string, mail: ResetMail): Promise<void> {
    if ((await hit(this.db, LIMITS.resetAccount(email))).limited) return;
    const [user] = await this.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    const token = newToken();
    const link = `${mail.pageUrl}?token=${token}`;
    await this.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({ tokenHash: tokenHash(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
      await enqueueMail(tx, { to: email, ...mail.compose(link, user.name) });
    });
    this.hooks.onMail();
  }

  /** Whether a mailed link can still be used (unused, not expired), so its page can say so at once. */
  async resetLinkValid(token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
    return Boolean(row);
  }

  /** Uses the link once: sets the password, ends every session of the account and opens a new one. */
  async resetPassword(input: { token: string; password: string }): Promise<Outcome<{ token: string; userId: string }>> {
    const hashOfToken = tokenHash(input.token);
    const [reset] = await this.db
      .select({ userId: passwordResets.userId, email: users.email, name: users.name })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, hashOfToken), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)));
    if (!reset) return { ok: false, errors: { token: "form.error.resetLink" } };
    if (await isGuessable(input.password, [reset.email, reset.name])) return { ok: false, errors: { password: "form.error.passwordCommon" } };
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      // Claimed in the same statement that checks it: a second use finds it used.
      const claimed = await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.tokenHash, hashOfToken), isNull(passwordResets.usedAt))).returning({ userId: passwordResets.userId });
      if (!claimed.length) return { ok: false, errors: { token: "form.error.resetLink" } } as const;
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, reset.userId));
      // The link reached the mailbox: that proves the address as well as a verification link would.
      await markVerified(tx, reset.userId);
      await endSessionsOf(tx, reset.userId);
      return { ok: true, token: await createSession(tx, reset.userId), userId: reset.userId } as const;
    });
  }

  /**
   * A new email waits for the link mailed to it (email-change.ts); the name changes at once. Each
   * new address counts against the account's and the address's mail limits before anything changes.
   */
  async updateProfile(userId: string, input: { name: string; email: string }, mail: VerificationMail): Promise<Outcome<{ pendingEmail?: string }>> {
    const [current] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (current && current.email !== input.email) {
      const gate = await reserveEmailChange(this.db, userId, input.email);
      if (!gate.allowed) return limited(gate.retryAfter);
    }
    const outcome = await updateProfile(this.db, userId, input, mail);
    if (outcome.ok && outcome.pendingEmail) this.hooks.onMail();
    return outcome;
  }

  confirmEmailChange(token: string, email: string) {
    return confirmEmailChange(this.db, token, email);
  }

  /**
   * Checks a signed-in account's current password (before a password change, a deletion or an
   * email change), with growing delays per account: the attempt is reserved before argon2 runs, so
   * a stolen session cannot guess the password quickly from any number of tabs or sessions.
   */
  async checkCurrentPassword(userId: string, password: string): Promise<Outcome<{ user: { id: string; email: string; name: string } }>> {
    const lane = ATTEMPT_LIMITS.currentPassword(userId);
    const attempt = await reserveAttempt(this.db, lane);
    if (!attempt.allowed) return limited(attempt.retryAfter);
    const [user] = await this.db.select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user || !(await verifyPassword(user.passwordHash, password))) return { ok: false, errors: { currentPassword: "form.error.currentPassword" } };
    await releaseAttempt(this.db, lane.key);
    return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
  }

  /** A new password ends every session of the account, this one too; the caller gets a fresh one. */
  async changePassword(userId: string, input: { currentPassword: string; password: string }): Promise<Outcome<{ token: string }>> {
    const checked = await this.checkCurrentPassword(userId, input.currentPassword);
    if (!checked.ok) return checked;
    const { user } = checked;
    if (await isGuessable(input.password, [user.email, user.name])) return { ok: false, errors: { password: "form.error.passwordCommon" } };
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
      await endSessionsOf(tx, userId);
      return { ok: true, token: await createSession(tx, userId) } as const;
    });
  }

  /** Deletes the account; its sessions, reset links and likes go with it (foreign keys cascade). */
  async deleteAccount(userId: string, currentPassword: string): Promise<Outcome> {
    const checked = await this.checkCurrentPassword(userId, currentPassword);
    if (!checked.ok) return checked;
    await this.db.delete(users).where(eq(users.id, userId));
    return { ok: true };
  }
}
