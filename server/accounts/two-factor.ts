/**
 * The second factor (decision 0047): TOTP (RFC 6238, 30-second steps, six digits, SHA-1 as every
 * authenticator app reads it) with ten single-use recovery codes. Required for staff, a choice for
 * visitors. A code is accepted one step either side of now; once accepted, neither it nor an older
 * code of the same account works again (`last_step`), and wrong codes count against a limit.
 */
import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Database } from "../db/client";
import { recoveryCodes, signInChallenges, twoFactors, users } from "../db/schema";
import type { DatabaseOrTransaction } from "../mail/outbox";
import { hit, peek, type Limit } from "../security/rate-limit";
import { PLAIN_BOX, type SecretBox } from "../security/secret-box";
import { newToken, tokenHash } from "../security/tokens";
import { recordAudit } from "../staff/audit";
import { STAFF_ROLE } from "../staff/staff-roles";
import { RECOVERY_ALPHABET, type SecondFactorCode } from "../../core/accounts/two-factor-forms";
import type { FieldErrors } from "../../core/accounts/account-forms";
import { hashPassword, verifyPassword } from "./passwords";
import { createSession } from "./sessions";

export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long a right password waits for its code. */
export const CHALLENGE_MINUTES = 5;
const ISSUER = "Surfaces";

/** Wrong codes: 5 per account in 15 minutes, whichever form they come from. */
const codeLimit = (userId: string): Limit => ({ key: `2fa:account:${userId}`, max: 5, windowSeconds: 15 * 60 });

export type Factor = "password" | "totp" | "recovery";
type Failure = { ok: false; errors: FieldErrors; retryAfterMinutes?: number; userId?: string };
const limited = (retryAfter: number, userId: string): Failure => ({ ok: false, errors: { form: "form.error.tooManyAttempts" }, retryAfterMinutes: Math.max(1, Math.ceil(retryAfter / 60)), userId });

const totpOf = (secret: string, label = "") => new OTPAuth.TOTP({ issuer: ISSUER, label, secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS });

/** The time step a code belongs to (now, one before or one after), or null when it is none of them. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** The QR code of an `otpauth://` URI as one SVG path (drawn by the page; no outside service sees the secret). */
function qrPath(uri: string): { size: number; path: string } {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  // One rectangle per run of dark modules in a row: a quarter of the bytes of one per module.
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(x, y)) continue;
      let run = 1;
      while (x + run < modules.size && modules.get(x + run, y)) run++;
      parts.push(`M${x} ${y}h${run}v1h-${run}z`);
      x += run;
    }
  }
  return { size: modules.size, path: parts.join("") };
}

export interface Enrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  qr: { size: number; path: string };
}

/**
 * Opens a session after every factor the account has was shown; a sign-in to a staff account is
 * written to the audit log in the same transaction.
 */
export async function openSession(db: Database, user: { id: string; role: string }, factor: Factor): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await createSession(tx, user.id);
    if (user.role === STAFF_ROLE) await recordAudit(tx, { actor: user.id, action: "staff.sign-in", targetType: "user", targetId: user.id, detail: { factor } });
    return token;
  });
}

export async function hasFactor(db: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: twoFactors.userId }).from(twoFactors).where(and(eq(twoFactors.userId, userId), sql`${twoFactors.enabledAt} is not null`));
  return Boolean(row);
}

export class TwoFactorService {
  /** `box` seals the TOTP secret at rest (decision 0074); the plain box stores it as it is. */
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox = PLAIN_BOX,
  ) {}

  async state(userId: string): Promise<{ enabled: boolean; enabledAt: Date | null; recoveryLeft: number }> {
    const [factor] = await this.db.select({ enabledAt: twoFactors.enabledAt }).from(twoFactors).where(eq(twoFactors.userId, userId));
    const [left] = await this.db.select({ count: sql<number>`count(*)::int` }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return { enabled: Boolean(factor?.enabledAt), enabledAt: factor?.enabledAt ?? null, recoveryLeft: factor?.enabledAt ? Number(left?.count ?? 0) : 0 };
  }

  /**
   * The secret being enrolled: made once (from a CSPRNG) and kept until a code confirms it, so a
   * reload shows the same QR code. Null when the account already has a factor.
   */
  async enrolment(userId: string, label: string): Promise<Enrolment | null> {
    await this.db.insert(twoFactors).values({ userId, secret: this.box.seal(new OTPAuth.Secret({ size: 20 }).base32) }).onConflictDoNothing();
    const [row] = await this.db.select({ secret: twoFactors.secret, enabledAt: twoFactors.enabledAt }).from(twoFactors).where(eq(twoFactors.userId, userId));
    if (!row || row.enabledAt) return null;
    const secret = this.box.open(row.secret);
    return { secret, qr: qrPath(totpOf(secret, label).toString()) };
  }

  /** A code from the app turns the factor on; the answer carries the recovery codes, shown this once. */
  async confirm(userId: string, code: string): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
    const state = await peek(this.db, codeLimit(userId));
    if (state.limited) return limited(state.retryAfter, userId);
    const [row] = await this.db.select({ secret: twoFactors.secret, enabledAt: twoFactors.enabledAt, role: users.role }).from(twoFactors).innerJoin(users, eq(users.id, twoFactors.userId)).where(eq(twoFactors.userId, userId));
    if (!row || row.enabledAt) return { ok: false, errors: { form: "twoFactor.error.alreadyOn" } };
    const step = codeStep(this.box.open(row.secret), code);
    if (step === null) return this.wrongCode(userId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((c) => hashPassword(c)));
    const done = await this.db.transaction(async (tx) => {
      const enabled = await tx.update(twoFactors).set({ enabledAt: sql`now()`, lastStep: step }).where(and(eq(twoFactors.userId, userId), isNull(twoFactors.enabledAt))).returning({ userId: twoFactors.userId });
      if (!enabled.length) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      if (row.role === STAFF_ROLE) await recordAudit(tx, { actor: userId, action: "factor.enrol", targetType: "user", targetId: userId, detail: { factor: "totp" } });
      return true;
    });
    return done ? { ok: true, recoveryCodes: codes } : { ok: false, errors: { form: "twoFactor.error.alreadyOn" } };
  }

  /** Turns the factor off with the password and a code. Staff must keep theirs. */
  async disable(userId: string, input: { currentPassword: string; code: SecondFactorCode }): Promise<{ ok: true } | Failure> {
    const [user] = await this.db.select({ passwordHash: users.passwordHash, role: users.role }).from(users).where(eq(users.id, userId));
    if (!user) return { ok: false, errors: { form: "form.error.invalid" } };
    if (user.role === STAFF_ROLE) return { ok: false, errors: { form: "twoFactor.error.staffRequired" } };
    const state = await peek(this.db, codeLimit(userId));
    if (state.limited) return limited(state.retryAfter, userId);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) return { ok: false, errors: { currentPassword: "form.error.currentPassword" }, userId };
    if (!(await this.useCode(userId, input.code))) return this.wrongCode(userId);
    await this.db.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await this.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    return { ok: true };
  }

  /** After a right password: a token for the code form, valid a few minutes; it opens no session. */
  async startChallenge(userId: string, carried: { returnTo?: string | undefined; like?: string | undefined }): Promise<string> {
    const token = newToken();
    await this.db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now()`));
    await this.db.insert(signInChallenges).values({ tokenHash: tokenHash(token), userId, returnTo: carried.returnTo ?? null, like: carried.like ?? null, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) });
    return token;
  }

  /**
   * The code of a waiting sign-in: right, and the session opens (the challenge is used up in the
   * same step, so a second post of it finds nothing); wrong, and it counts against the limit.
   */
  async completeChallenge(challenge: string, code: SecondFactorCode): Promise<{ ok: true; token: string; userId: string; factor: Factor; recoveryLeft?: number; returnTo?: string | undefined; like?: string | undefined } | Failure> {
    const hashOfToken = tokenHash(challenge);
    const [waiting] = await this.db
      .select({ userId: signInChallenges.userId, role: users.role, returnTo: signInChallenges.returnTo, like: signInChallenges.like })
      .from(signInChallenges)
      .innerJoin(users, eq(users.id, signInChallenges.userId))
      .where(and(eq(signInChallenges.tokenHash, hashOfToken), gt(signInChallenges.expiresAt, sql`now()`)));
    if (!waiting) return { ok: false, errors: { form: "twoFactor.error.expired" } };
    const state = await peek(this.db, codeLimit(waiting.userId));
    if (state.limited) return limited(state.retryAfter, waiting.userId);
    const used = await this.useCode(waiting.userId, code);
    if (!used) return this.wrongCode(waiting.userId);
    const claimed = await this.db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hashOfToken)).returning({ userId: signInChallenges.userId });
    if (!claimed.length) return { ok: false, errors: { form: "twoFactor.error.expired" } };
    const token = await openSession(this.db, { id: waiting.userId, role: waiting.role }, used);
    const recoveryLeft = used === "recovery" ? (await this.state(waiting.userId)).recoveryLeft : undefined;
    return { ok: true, token, userId: waiting.userId, factor: used, recoveryLeft, returnTo: waiting.returnTo ?? undefined, like: waiting.like ?? undefined };
  }

  /** Uses a code once: a TOTP moves `last_step` forward in one guarded update; a recovery code is marked used. */
  private async useCode(userId: string, code: SecondFactorCode): Promise<Factor | null> {
    const [factor] = await this.db.select({ secret: twoFactors.secret }).from(twoFactors).where(and(eq(twoFactors.userId, userId), sql`${twoFactors.enabledAt} is not null`));
    if (!factor) return null;
    if (code.kind === "totp") {
      const step = codeStep(this.box.open(factor.secret), code.code);
      if (step === null) return null;
      // A secret stored before SECRETS_KEY was set is sealed the first time it proves a code.
      const resealed = this.box.sealing && !this.box.isSealed(factor.secret) ? { secret: this.box.seal(this.box.open(factor.secret)) } : {};
      const moved = await this.db
        .update(twoFactors)
        .set({ lastStep: step, ...resealed })
        .where(and(eq(twoFactors.userId, userId), sql`(${twoFactors.lastStep} is null or ${twoFactors.lastStep} < ${step})`))
        .returning({ userId: twoFactors.userId });
      return moved.length ? "totp" : null;
    }
    const unused = await this.db.select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    for (const row of unused) {
      if (!(await verifyPassword(row.codeHash, code.code))) continue;
      const marked = await this.db.update(recoveryCodes).set({ usedAt: sql`now()` }).where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt))).returning({ id: recoveryCodes.id });
      return marked.length ? "recovery" : null;
    }
    return null;
  }

  private async wrongCode(userId: string): Promise<Failure> {
    const state = await hit(this.db, codeLimit(userId));
    if (state.limited) return limited(state.retryAfter, userId);
    return { ok: false, errors: { code: "twoFactor.error.wrongCode" }, userId };
  }
}

