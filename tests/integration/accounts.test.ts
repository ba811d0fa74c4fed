/**
 * The account service and its tables on both engines: sign-up and sign-in, the limits on failed
 * sign-ins, reset links that work once and expire, password changes and sign-out that end
 * sessions on the server, idle and absolute timeouts, and deletion that takes the likes with it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountService } from "../../server/accounts/account-service";
import { SESSION_IDLE_SECONDS, sessionUser } from "../../server/accounts/sessions";
import { likes, mailOutbox, passwordResets, sessions, users } from "../../server/db/schema";
import type { DatabaseHandle } from "../../server/db/client";
import { LikesService } from "../../server/likes/likes-service";
import { hit } from "../../server/security/rate-limit";
import { ENGINES } from "../support/databases";

const PASSWORD = "granite kitchen island";
const resetMail = { pageUrl: "http://localhost/us/account/reset-password", compose: (link: string, name: string) => ({ subject: "Reset", text: `Hi ${name}: ${link}` }) };

describe.each(ENGINES)("accounts on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let accounts: AccountService;
  let mailed = 0;
  let n = 0;
  const email = () => `person${n++}.${Date.now()}@example.com`;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    accounts = new AccountService(handle.db, { onMail: () => mailed++, onError: (error) => console.error(error) });
  });
  afterAll(async () => dispose?.());

  async function signedUp(address = email()) {
    const outcome = await accounts.signUp({ name: "Pat", email: address, password: PASSWORD }, `10.0.0.${n}`);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return { ...outcome, email: address };
  }

  it("signs up once per email, and signs in with the right password only", async () => {
    const { email: address, token } = await signedUp();
    expect((await sessionUser(handle.db, token))?.email).toBe(address);
    expect(await accounts.signUp({ name: "Other", email: address, password: PASSWORD }, "10.1.0.1")).toMatchObject({ ok: false, errors: { email: "form.error.emailTaken" } });
    expect(await accounts.signIn({ email: address, password: "not it at all" }, "10.1.0.2")).toMatchObject({ ok: false, errors: { form: "form.error.signIn" } });
    const signedIn = await accounts.signIn({ email: address, password: PASSWORD }, "10.1.0.2");
    expect(signedIn.ok).toBe(true);
    // Each sign-in is a new session id.
    if (signedIn.ok) expect(signedIn.token).not.toBe(token);
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
    for (let i = 0; i < 5; i++) expect((await accounts.signIn({ email: address, password: `wrong ${i}` }, `10.2.0.${i}`)).ok).toBe(false);
    const limited = await accounts.signIn({ email: address, password: PASSWORD }, "10.2.0.99");
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
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    expect(await accounts.resetLinkValid(resetToken)).toBe(true);
    const reset = await accounts.resetPassword({ token: resetToken, password: "a brand new passphrase" });
    expect(reset.ok).toBe(true);
    // The old session ended; the link is spent.
    expect(await sessionUser(handle.db, oldSession)).toBeNull();
    expect(await accounts.resetPassword({ token: resetToken, password: "another new passphrase" })).toMatchObject({ ok: false, errors: { token: "form.error.resetLink" } });
    expect((await accounts.signIn({ email: address, password: "a brand new passphrase" }, "10.3.0.2")).ok).toBe(true);
  });

  it("refuses an expired reset link", async () => {
    const { email: address } = await signedUp();
    await accounts.requestReset(address, "10.4.0.1", resetMail);
    await expect.poll(async () => (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).length).toBe(1);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    await handle.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect(await accounts.resetLinkValid(resetToken)).toBe(false);
    expect((await accounts.resetPassword({ token: resetToken, password: "too late passphrase" })).ok).toBe(false);
  });

  it("ends idle sessions, every session at a password change, and one at sign-out", async () => {
    const { token, userId } = await signedUp();
    await handle.db.update(sessions).set({ lastSeenAt: sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS + 60})` }).where(eq(sessions.userId, userId));
    expect(await sessionUser(handle.db, token)).toBeNull();

    const { email: address, token: first, userId: other } = await signedUp();
    const second = await accounts.signIn({ email: address, password: PASSWORD }, "10.5.0.1");
    const changed = await accounts.changePassword(other, { currentPassword: PASSWORD, password: "changed passphrase here" });
    expect(changed.ok).toBe(true);
    expect(await sessionUser(handle.db, first)).toBeNull();
    if (second.ok) expect(await sessionUser(handle.db, second.token)).toBeNull();
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
    expect(await accounts.deleteAccount(userId, "wrong password")).toMatchObject({ ok: false });
    expect(await accounts.deleteAccount(userId, PASSWORD)).toEqual({ ok: true });
    expect(await sessionUser(handle.db, token)).toBeNull();
    expect(await handle.db.select().from(likes).where(eq(likes.userId, userId))).toEqual([]);
  });
});
