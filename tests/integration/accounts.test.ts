/**
 * The account service and its tables on both engines: sign-up with email verification (the same
 * answer for new, taken and unconfirmed emails; single-use, expiring links; an unconfirmed account
 * taken over by the next sign-up) and sign-in, the limits on failed
 * sign-ins, reset links that work once and expire, password changes and sign-out that end
 * sessions on the server, idle and absolute timeouts, and deletion that takes the likes with it.
 * What guards an account against takeover is in accounts-takeover.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TwoFactorService } from "../../server/accounts/two-factor";
import { AccountService } from "../../server/accounts/account-service";
import { SESSION_IDLE_SECONDS, sessionUser } from "../../server/accounts/sessions";
import { emailVerifications, likes, mailOutbox, passwordResets, sessions, users } from "../../server/db/schema";
import type { DatabaseHandle } from "../../server/db/client";
import { LikesService } from "../../server/likes/likes-service";
import { hit } from "../../server/security/rate-limit";
import { ENGINES } from "../support/databases";
import { PASSWORD, resetMail, verifyMail } from "../support/account-mails";


describe.each(ENGINES)("accounts on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let accounts: AccountService;
  let mailed = 0;
  let n = 0;
  const email = () => `person${n++}.${Date.now()}@example.com`;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    accounts = new AccountService(handle.db, new TwoFactorService(handle.db), { onMail: () => mailed++, onError: (error) => console.error(error) });
  });
  afterAll(async () => dispose?.());

  const mailsTo = (address: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);
  /** The token of the newest mail to the address once there are `count` of them. */
  async function mailedToken(address: string, count: number): Promise<string | null> {
    await expect.poll(async () => (await mailsTo(address)).length).toBe(count);
    const mails = await mailsTo(address);
    return /token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1]!.textBody)?.[1] ?? null;
  }

  async function signedUp(address = email(), name = "Pat", password = PASSWORD) {
    const before = (await mailsTo(address)).length;
    expect(await accounts.signUp({ name, email: address, password }, `10.0.0.${n}`, verifyMail)).toEqual({ ok: true });
    const link = await mailedToken(address, before + 1);
    const verified = await accounts.verifyEmail(link!);
    if (!verified.ok) throw new Error(JSON.stringify(verified.errors));
    return { ...verified, email: address };
  }

  it("signs up only through the mailed link, and signs in with the right password only", async () => {
    const { email: address, token } = await signedUp();
    expect((await sessionUser(handle.db, token))?.email).toBe(address);
    expect(await accounts.signIn({ email: address, password: "not it at all" }, "10.1.0.2", verifyMail)).toMatchObject({ ok: false, errors: { form: "form.error.signIn" } });
    const signedIn = await accounts.signIn({ email: address, password: PASSWORD }, "10.1.0.2", verifyMail);
    expect(signedIn.ok).toBe(true);
    // Without a second factor the password opens the session itself. Each sign-in is a new session id.
    expect(signedIn).toHaveProperty("token");
    if (signedIn.ok && "token" in signedIn) expect(signedIn.token).not.toBe(token);
  });

  it("stores no password and no session token in the clear", async () => {
    const { email: address, token } = await signedUp();
    const [user] = await handle.db.select().from(users).where(eq(users.email, address));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await handle.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored.map((s) => s.idHash)).not.toContain(token);
  });

  it("limits failed sign-ins per account, whatever the address", async () => {
    const { email: address } = await signedUp();
    for (let i = 0; i < 5; i++) expect((await accounts.signIn({ email: address, password: `wrong ${i}` }, `10.2.0.${i}`, verifyMail)).ok).toBe(false);
    const limited = await accounts.signIn({ email: address, password: PASSWORD }, "10.2.0.99", verifyMail);
    expect(limited).toMatchObject({ ok: false, errors: { form: "form.error.tooManyAttempts" } });
    if (!limited.ok) expect(limited.retryAfterMinutes).toBeGreaterThanOrEqual(1);
  });

  it("counts a window's hits atomically under concurrent requests", async () => {
    const limit = { key: `test:${Date.now()}`, max: 10, windowSeconds: 60 };
    const states = await Promise.all(Array.from({ length: 25 }, () => hit(handle.db, limit)));
    expect(states.map((s) => s.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(states.filter((s) => s.limited)).toHaveLength(15);
  });

  it("mails a reset link for a known email only, and the link works once", async () => {
    const { email: address, token: oldSession } = await signedUp();
    const before = mailed;
    expect(await accounts.requestReset(`nobody.${Date.now()}@example.com`, "10.3.0.1", resetMail)).toEqual({ ok: true });
    expect(await accounts.requestReset(address, "10.3.0.1", resetMail)).toEqual({ ok: true });
    await expect.poll(() => mailed).toBe(before + 1);
    const [, mail] = await mailsTo(address);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    expect(await accounts.resetLinkValid(resetToken)).toBe(true);
    const reset = await accounts.resetPassword({ token: resetToken, password: "a brand new passphrase" });
    expect(reset.ok).toBe(true);
    // The old session ended; the link is spent.
    expect(await sessionUser(handle.db, oldSession)).toBeNull();
    expect(await accounts.resetPassword({ token: resetToken, password: "another new passphrase" })).toMatchObject({ ok: false, errors: { token: "form.error.resetLink" } });
    expect((await accounts.signIn({ email: address, password: "a brand new passphrase" }, "10.3.0.2", verifyMail)).ok).toBe(true);
  });

  it("refuses an expired reset link", async () => {
    const { email: address } = await signedUp();
    await accounts.requestReset(address, "10.4.0.1", resetMail);
    const resetToken = (await mailedToken(address, 2))!;
    await handle.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect(await accounts.resetLinkValid(resetToken)).toBe(false);
    expect((await accounts.resetPassword({ token: resetToken, password: "too late passphrase" })).ok).toBe(false);
  });

  it("ends idle sessions, every session at a password change, and one at sign-out", async () => {
    const { token, userId } = await signedUp();
    await handle.db.update(sessions).set({ lastSeenAt: sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS + 60})` }).where(eq(sessions.userId, userId));
    expect(await sessionUser(handle.db, token)).toBeNull();

    const { email: address, token: first, userId: other } = await signedUp();
    const second = await accounts.signIn({ email: address, password: PASSWORD }, "10.5.0.1", verifyMail);
    const changed = await accounts.changePassword({ id: other, signedInAt: new Date(0) }, { currentPassword: PASSWORD, password: "changed passphrase here" });
    expect(changed.ok).toBe(true);
    expect(await sessionUser(handle.db, first)).toBeNull();
    if (second.ok && "token" in second) expect(await sessionUser(handle.db, second.token)).toBeNull();
    if (changed.ok) {
      expect(await sessionUser(handle.db, changed.token)).not.toBeNull();
      await accounts.signOut(changed.token);
      expect(await sessionUser(handle.db, changed.token)).toBeNull();
    }
  });

  it("deletes the account with its sessions and likes", async () => {
    const { userId, token } = await signedUp();
    const service = new LikesService(handle.db);
    await service.add(userId, "10100263");
    await service.add(userId, "10100263");
    expect(await service.list(userId)).toEqual(["10100263"]);
    const actor = { id: userId, signedInAt: new Date(0) };
    expect(await accounts.deleteAccount(actor, "wrong password")).toMatchObject({ ok: false });
    expect(await accounts.deleteAccount(actor, PASSWORD)).toEqual({ ok: true });
    expect(await sessionUser(handle.db, token)).toBeNull();
    expect(await handle.db.select().from(likes).where(eq(likes.userId, userId))).toEqual([]);
  });
  it("answers every valid sign-up the same, and mails what fits the address", async () => {
    const { email: taken } = await signedUp();
    const fresh = email();
    const pending = email();
    expect(await accounts.signUp({ name: "Pending", email: pending, password: PASSWORD }, "10.6.0.1", verifyMail)).toEqual({ ok: true });
    await mailedToken(pending, 1);
    const answers = [];
    for (const address of [fresh, taken, pending]) answers.push(await accounts.signUp({ name: "Someone", email: address, password: "another fine passphrase" }, "10.6.0.2", verifyMail));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    await expect.poll(async () => (await mailsTo(fresh)).map((m) => m.subject)).toEqual(["Verify"]);
    await expect.poll(async () => (await mailsTo(taken)).map((m) => m.subject)).toEqual(["Verify", "Existing"]);
    await expect.poll(async () => (await mailsTo(pending)).map((m) => m.subject)).toEqual(["Verify", "Pending"]);
    // The verified account is untouched: its own password still opens it, the new one does not.
    expect((await accounts.signIn({ email: taken, password: PASSWORD }, "10.6.0.3", verifyMail)).ok).toBe(true);
    expect((await accounts.signIn({ email: taken, password: "another fine passphrase" }, "10.6.0.3", verifyMail)).ok).toBe(false);
  });

  it("limits sign-ups per address with the same answer for known and unknown emails", async () => {
    const { email: taken } = await signedUp();
    const unknown = email();
    for (const address of [taken, unknown]) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await accounts.signUp({ name: "Pat", email: address, password: PASSWORD }, `10.7.${i}.${n}`, verifyMail));
      expect(answers.slice(0, 4).every((a) => a.ok)).toBe(true);
      expect(answers[5]).toMatchObject({ ok: false, errors: { form: "form.error.tooManyAttempts" } });
    }
  });

  it("never opens an unconfirmed account; the right password mails a new link instead", async () => {
    const address = email();
    await accounts.signUp({ name: "Una", email: address, password: PASSWORD }, "10.8.0.1", verifyMail);
    const first = await mailedToken(address, 1);
    expect(await accounts.signIn({ email: address, password: "not the password" }, "10.8.0.2", verifyMail)).toMatchObject({ ok: false, errors: { form: "form.error.signIn" } });
    expect(await accounts.signIn({ email: address, password: PASSWORD }, "10.8.0.2", verifyMail)).toMatchObject({ ok: false, errors: { form: "form.error.unverified" } });
    const second = await mailedToken(address, 2);
    const [user] = await handle.db.select().from(users).where(eq(users.email, address));
    expect(user!.emailVerifiedAt).toBeNull();
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    // Only the newest link works.
    expect(await accounts.verificationLinkValid(first!)).toBe(false);
    expect((await accounts.verifyEmail(second!)).ok).toBe(true);
    expect((await accounts.signIn({ email: address, password: PASSWORD }, "10.8.0.3", verifyMail)).ok).toBe(true);
  });

  it("uses a link once, refuses an expired one, and carries only a safe return path", async () => {
    const address = email();
    await accounts.signUp({ name: "Ret", email: address, password: PASSWORD, returnTo: "/us/products/himacs-solid-surface" }, "10.9.0.1", verifyMail);
    const token = (await mailedToken(address, 1))!;
    expect(await accounts.verifyEmail(token)).toMatchObject({ ok: true, returnTo: "/us/products/himacs-solid-surface" });
    expect(await accounts.verifyEmail(token)).toMatchObject({ ok: false, errors: { token: "form.error.verifyLink" } });
    expect(await accounts.verifyEmail("an-unknown-token-of-forty-characters-xyz")).toMatchObject({ ok: false });

    const late = email();
    await accounts.signUp({ name: "Late", email: late, password: PASSWORD, returnTo: "//evil.example/" }, "10.9.0.2", verifyMail);
    const lateToken = (await mailedToken(late, 1))!;
    const [user] = await handle.db.select().from(users).where(eq(users.email, late));
    const [row] = await handle.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user!.id));
    expect(row!.returnTo).toBeNull();
    expect(row!.tokenHash).not.toBe(lateToken);
    await handle.db.update(emailVerifications).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(emailVerifications.userId, user!.id));
    expect(await accounts.verificationLinkValid(lateToken)).toBe(false);
    expect((await accounts.verifyEmail(lateToken)).ok).toBe(false);
  });

  it("never lets a second sign-up change an unconfirmed account: its address is told that the account waits", async () => {
    const address = email();
    await accounts.signUp({ name: "Owner", email: address, password: PASSWORD }, "10.10.0.1", verifyMail);
    const ownerLink = (await mailedToken(address, 1))!;
    expect(await accounts.signUp({ name: "Intruder", email: address, password: "intruders own passphrase" }, "10.10.0.2", verifyMail)).toEqual({ ok: true });
    const waitingLink = (await mailedToken(address, 2))!;
    expect((await mailsTo(address)).map((m) => m.subject)).toEqual(["Verify", "Pending"]);
    // Only the newest link works, and it opens the account as its owner made it.
    expect(await accounts.verificationLinkValid(ownerLink)).toBe(false);
    expect((await accounts.verifyEmail(waitingLink)).ok).toBe(true);
    const [user] = await handle.db.select().from(users).where(eq(users.email, address));
    expect(user!.name).toBe("Owner");
    expect((await accounts.signIn({ email: address, password: "intruders own passphrase" }, "10.10.0.3", verifyMail)).ok).toBe(false);
    expect((await accounts.signIn({ email: address, password: PASSWORD }, "10.10.0.3", verifyMail)).ok).toBe(true);
  });

  it("verifies an account whose password is reset through the mailed link", async () => {
    const address = email();
    await accounts.signUp({ name: "Res", email: address, password: PASSWORD }, "10.11.0.1", verifyMail);
    await mailedToken(address, 1);
    await accounts.requestReset(address, "10.11.0.1", resetMail);
    const resetToken = (await mailedToken(address, 2))!;
    expect((await accounts.resetPassword({ token: resetToken, password: "proved by the reset link" })).ok).toBe(true);
    expect((await accounts.signIn({ email: address, password: "proved by the reset link" }, "10.11.0.2", verifyMail)).ok).toBe(true);
  });

  it("moves an account to a new email only once the link mailed there is followed", async () => {
    const { userId, email: before } = await signedUp();
    const after = email();
    // Just signed in: no password needed (accounts-takeover.test.ts has the other cases).
    const actor = { id: userId, signedInAt: new Date() };
    expect(await accounts.updateProfile(actor, { name: "Renamed", email: after }, verifyMail)).toEqual({ ok: true, pendingEmail: after });
    const [still] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(still).toMatchObject({ email: before, name: "Renamed" });
    const token = (await mailedToken(after, 1))!;
    // The link commits to its address: another one cannot be put in its place.
    expect(await accounts.confirmEmailChange(token, email(), verifyMail)).toMatchObject({ ok: false });
    expect(await accounts.confirmEmailChange(token, after, verifyMail)).toEqual({ ok: true, userId });
    expect(await accounts.confirmEmailChange(token, after, verifyMail)).toMatchObject({ ok: false });
    const [moved] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(moved!.email).toBe(after);

    // Someone else's verified address: the same answer, and no link is mailed to it.
    const { email: other } = await signedUp();
    expect(await accounts.updateProfile(actor, { name: "Renamed", email: other }, verifyMail)).toEqual({ ok: true, pendingEmail: other });
    expect((await mailsTo(other)).map((m) => m.subject)).toEqual(["Verify"]);
  });
});
