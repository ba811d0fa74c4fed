/**
 * Accounts: sign-up with email verification (email-verification.ts), sign-in with limits, sign-out, password reset by a single-use mailed link,
 * profile, password change and deletion. Each returns field errors (message keys) or what the
 * route needs to set the session cookie. Every write that belongs together is one transaction.
 * Changing the email or the password, and deleting the account, need the current password or a
 * recent sign-in (reauth.ts).
 */
import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { passwordResets, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import type { FieldErrors } from "../../core/accounts/account-forms";
import { addressKey } from "../security/address-key";
import { hit, type Limit } from "../security/rate-limit";
import { newToken, tokenHash } from "../security/tokens";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { isGuessable } from "./password-strength";
import { createSession, endSession, endSessionById, endSessionsOf, listSessions } from "./sessions";
import { claimLink, markVerified, sendVerification, usableLink, type Carried, type LinkPurpose, type VerificationMail } from "./email-verification";
import { confirmEmailChange, undoEmailChange, updateProfile } from "./email-change";
import { hasFactor, openSession, type TwoFactorService } from "./two-factor";
import { reauthenticate, type Actor } from "./reauth";
import { retireResetLinks } from "./reset-links";
import { ATTEMPT_LIMITS, reserveEmailChange, reserveSignIn, settleSignIn } from "./attempt-limits";
import { deviceOwner, trustDevice } from "./trusted-devices";
import { safeReturnTo } from "../../core/accounts/return-to";

export const RESET_LINK_MINUTES = 30;
/**
 * Sign-up and reset-link requests write before they answer (a "check your mail" must not be lost
 * to a crash), and answer no sooner than this after they began, so the different work behind a
 * new, a known and an unconfirmed address does not show in the timing.
 */
export const MIN_ANSWER_MS = 500;

/** Sign-ups and reset mails: per address and hour. Sign-in and current-password limits: attempt-limits.ts. */
const LIMITS = {
  signUpAddress: (ip: string): Limit => ({ key: `signup:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 }),
  signUpAccount: (email: string): Limit => ({ key: `signup:account:${email}`, max: 5, windowSeconds: 3600 }),
  verifyResend: (email: string): Limit => ({ key: `verify:account:${email}`, max: 3, windowSeconds: 3600 }),
  resetAddress: (ip: string): Limit => ({ key: `reset:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 }),
  resetAccount: (email: string): Limit => ({ key: `reset:account:${email}`, max: 3, windowSeconds: 3600 }),
};

/** A failure names the account when one was found (for the security log only, never for the answer). */
export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; errors: FieldErrors; retryAfterMinutes?: number; userId?: string };

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
    /** The site's second factor, with its secret box (decision 0074): a sign-in's challenge starts there. */
    private readonly twoFactor: TwoFactorService,
    /**
     * onMail: called once a mail is in the outbox (to send it soon). onError: for work after an
     * answer, of which there is none since sign-up and reset write first (decision 0048).
     */
    private readonly hooks: { onMail(): void; onError(error: unknown): void } = { onMail() {}, onError() {} },
    private readonly options: { minAnswerMs: number } = { minAnswerMs: MIN_ANSWER_MS },
  ) {}

  /** Waits out the rest of the minimum answer time of a request that began at `started`. */
  private async answerAfter(started: number): Promise<void> {
    const left = started + this.options.minAnswerMs - performance.now();
    if (left > 0) await delay(left);
  }

  /**
   * Always the same answer once the fields are valid ("check your mail"), in the same time
   * (MIN_ANSWER_MS), whether the email is new, taken or waiting for verification; what differs is
   * only the mail (see writeSignUp), written before the answer. The limits count addresses, not accounts.
   */
  async signUp(input: { name: string; email: string; password: string } & Carried, ip: string, mail: VerificationMail): Promise<Outcome> {
    const started = performance.now();
    const [address, account] = await Promise.all([hit(this.db, LIMITS.signUpAddress(ip)), hit(this.db, LIMITS.signUpAccount(input.email))]);
    if (address.limited || account.limited) return limited(Math.max(address.limited ? address.retryAfter : 0, account.limited ? account.retryAfter : 0));
    if (await isGuessable(input.password, [input.email, input.name])) return { ok: false, errors: { password: "form.error.passwordCommon" } };
    const passwordHash = await hashPassword(input.password);
    const carried = { returnTo: safeReturnTo(input.returnTo, "") || undefined, like: input.like };
    await this.writeSignUp({ ...input, passwordHash }, carried, mail);
    await this.answerAfter(started);
    return { ok: true };
  }

  /**
   * New email: an unverified account and its link. Verified account: a note to its owner, nothing
   * changed. Unverified account: nothing changed either (a second sign-up must not choose the
   * password of an account someone else may be about to confirm); its address gets a fresh link
   * and a note that an account is waiting, and only that newest link works.
   */
  private async writeSignUp(input: { name: string; email: string; passwordHash: string }, carried: Carried, mail: VerificationMail): Promise<void> {
    await this.db.transaction(async (tx) => {
      const inserted = await tx.insert(users).values({ id: randomUUID(), email: input.email, name: input.name, passwordHash: input.passwordHash }).onConflictDoNothing().returning({ id: users.id });
      if (inserted[0]) return sendVerification(tx, { id: inserted[0].id, email: input.email, name: input.name }, mail, carried);
      const [user] = await tx.select({ id: users.id, name: users.name, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, input.email)).for("update");
      if (!user) return;
      if (user.verifiedAt) return void (await enqueueMail(tx, { to: input.email, ...mail.existing(user.name) }));
      await sendVerification(tx, { id: user.id, email: input.email, name: user.name }, mail, carried, "pending");
    });
    this.hooks.onMail();
  }

  /** Whether a mailed verification, change or undo link can still be used, so its page can say so at once. */
  async verificationLinkValid(token: string, email?: string, purpose?: LinkPurpose): Promise<boolean> {
    return Boolean(await usableLink(this.db, token, email, purpose));
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
   * A sign-in that opens a session answers a new device token; an account with a second factor
   * gets a challenge for the code form instead (and its browser is trusted by no device token: the
   * password alone does not make a device known).
   */
  async signIn(
    input: { email: string; password: string } & Carried,
    ip: string,
    mail: VerificationMail,
    deviceToken?: string | null,
  ): Promise<Outcome<{ token: string; userId: string; deviceToken: string } | { challenge: string; userId: string }>> {
    const [[user], device] = await Promise.all([
      this.db.select({ id: users.id, name: users.name, role: users.role, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, input.email)).limit(1),
      deviceOwner(this.db, deviceToken),
    ]);
    const lane = user && device === user.id && deviceToken ? ATTEMPT_LIMITS.signInDevice(deviceToken) : ATTEMPT_LIMITS.signInAccount(input.email);
    const gate = await reserveSignIn(this.db, ip, lane);
    if (!gate.allowed) return { ...limited(gate.retryAfter), userId: user?.id };
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
    if (!user || !valid) return { ok: false, errors: { form: "form.error.signIn" }, userId: user?.id };
    await settleSignIn(this.db, ip, lane);
    // Only someone with the password learns that the address is not yet confirmed.
    if (!user.verifiedAt) {
      if (!(await hit(this.db, LIMITS.verifyResend(input.email))).limited) {
        const carried = { returnTo: safeReturnTo(input.returnTo, "") || undefined, like: input.like };
        await this.db.transaction((tx) => sendVerification(tx, { id: user.id, email: input.email, name: user.name }, mail, carried));
        this.hooks.onMail();
      }
      return { ok: false, errors: { form: "form.error.unverified" }, userId: user.id };
    }
    if (await hasFactor(this.db, user.id)) return { ok: true, userId: user.id, challenge: await this.twoFactor.startChallenge(user.id, { returnTo: safeReturnTo(input.returnTo, "") || undefined, like: input.like }) };
    return { ok: true, token: await openSession(this.db, user, "password"), userId: user.id, deviceToken: await trustDevice(this.db, user.id, deviceToken) };
  }

  signOut(token: string): Promise<void> {
    return endSession(this.db, token);
  }

  /**
   * Always the same answer. For a known email a single-use link is written with its mail in one
   * transaction before the answer, which comes no sooner than MIN_ANSWER_MS after the request, so
   * its timing says nothing either.
   */
  async requestReset(email: string, ip: string, mail: ResetMail): Promise<Outcome> {
    const started = performance.now();
    const address = await hit(this.db, LIMITS.resetAddress(ip));
    if (address.limited) return limited(address.retryAfter);
    await this.writeReset(email, mail);
    await this.answerAfter(started);
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

  /**
   * Uses the link once: sets the password, retires every other reset link, ends every session of
   * the account and opens a new one; not for an account with a second factor (token null): a
   * mailbox must not stand in for it.
   */
  async resetPassword(input: { token: string; password: string }): Promise<Outcome<{ token: string | null; userId: string }>> {
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
      // The account's row first: uses of two of its links at once take turns, so the second finds
      // its link retired by the first (and neither waits on a link row the other holds).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, reset.userId)).for("update");
      // Claimed in the same statement that checks it: a second use finds it used.
      const claimed = await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.tokenHash, hashOfToken), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`))).returning({ userId: passwordResets.userId });
      if (!claimed.length) return { ok: false, errors: { token: "form.error.resetLink" } } as const;
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, reset.userId));
      await retireResetLinks(tx, reset.userId);
      // The link reached the mailbox: that proves the address as well as a verification link would.
      await markVerified(tx, reset.userId);
      await endSessionsOf(tx, reset.userId);
      return { ok: true, token: (await hasFactor(tx, reset.userId)) ? null : await createSession(tx, reset.userId), userId: reset.userId } as const;
    });
  }

  /**
   * The name changes at once; a new email needs the current password or a recent sign-in, counts
   * against the account's and the address's mail limits, then waits for the link mailed to it
   * (email-change.ts).
   */
  async updateProfile(actor: Actor, input: { name: string; email: string; currentPassword?: string | undefined }, mail: VerificationMail) {
    const outcome = await updateProfile(this.db, actor, input, mail, async () => {
      const gate = await reserveEmailChange(this.db, actor.id, input.email);
      return gate.allowed ? null : limited(gate.retryAfter);
    });
    if (outcome.ok && outcome.pendingEmail) this.hooks.onMail();
    return outcome;
  }

  /** `confirmingSession`: the session of the browser that followed the link, kept if it is the account's. */
  async confirmEmailChange(token: string, email: string, mail: VerificationMail, confirmingSession?: string) {
    const outcome = await confirmEmailChange(this.db, token, email, mail, confirmingSession);
    if (outcome.ok) this.hooks.onMail();
    return outcome;
  }

  /** The old address takes the account back; every session ends. */
  undoEmailChange(token: string, email: string) {
    return undoEmailChange(this.db, token, email);
  }

  /** A new password ends every session of the account and every reset link, this session too; the caller gets a fresh one. */
  async changePassword(actor: Actor, input: { currentPassword?: string | undefined; password: string }): Promise<Outcome<{ token: string }>> {
    const check = await reauthenticate(this.db, actor, input.currentPassword);
    if (!check.ok) return check;
    if (await isGuessable(input.password, [check.email, check.name])) return { ok: false, errors: { password: "form.error.passwordCommon" } };
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, actor.id));
      await retireResetLinks(tx, actor.id);
      await endSessionsOf(tx, actor.id);
      return { ok: true, token: await createSession(tx, actor.id) } as const;
    });
  }

  /** Deletes the account; its sessions, reset links and likes go with it (foreign keys cascade). */
  async deleteAccount(actor: Actor, currentPassword: string | undefined): Promise<Outcome> {
    const check = await reauthenticate(this.db, actor, currentPassword);
    if (!check.ok) return check;
    await this.db.delete(users).where(eq(users.id, actor.id));
    return { ok: true };
  }

  /** The account's signed-in devices, for its profile page. */
  devices(userId: string) {
    return listSessions(this.db, userId);
  }

  /** Ends one of the user's sessions (an "End" button of the devices list). */
  endDevice(userId: string, sessionId: string): Promise<boolean> {
    return endSessionById(this.db, userId, sessionId);
  }
}
