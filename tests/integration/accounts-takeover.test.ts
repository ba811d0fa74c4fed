/**
 * What keeps an account with its owner, on both engines: a session alone (a stolen cookie) cannot
 * change the email or the password or delete the account without the current password, unless it
 * signed in minutes ago; a confirmed change of address tells the old address, which can undo it,
 * and ends the other sessions; used and superseded reset links stop working; sign-up and reset
 * requests are written before they are answered, and answered no sooner than a fixed minimum;
 * the devices list names each session and ends one.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TwoFactorService } from "../../server/accounts/two-factor";
import { AccountService, MIN_ANSWER_MS } from "../../server/accounts/account-service";
import { REAUTH_WINDOW_MS } from "../../server/accounts/reauth";
import { sessionUser } from "../../server/accounts/sessions";
import { mailOutbox, sessions, users } from "../../server/db/schema";
import type { DatabaseHandle } from "../../server/db/client";
import { ENGINES } from "../support/databases";
import { PASSWORD, resetMail, verifyMail } from "../support/account-mails";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe.each(ENGINES)("account takeover guards on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let accounts: AccountService;
  let mailed = 0;
  let n = 0;
  const email = () => `guard${n++}.${Date.now()}@example.com`;
  const ip = () => `10.40.${n % 250}.${n++ % 250}`;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    accounts = new AccountService(handle.db, new TwoFactorService(handle.db), { onMail: () => mailed++, onError: (error) => console.error(error) });
  });
  afterAll(async () => dispose?.());

  const mailsTo = (address: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);
  /** The newest mail to the address once there are `count`; sign-up and reset write before they answer, so no waiting. */
  async function newestMail(address: string, count: number) {
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(count);
    return mails[count - 1]!;
  }
  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  const linkIn = (text: string) => new URL(/http\S+/.exec(text)![0]);

  /** A verified account, signed in with a session that began `minutesAgo` minutes ago. */
  async function account(minutesAgo = 10, address = email()) {
    await accounts.signUp({ name: "Pat", email: address, password: PASSWORD }, ip(), verifyMail);
    const verified = await accounts.verifyEmail(tokenIn((await newestMail(address, 1)).textBody));
    if (!verified.ok) throw new Error(JSON.stringify(verified.errors));
    await handle.db.update(sessions).set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` }).where(eq(sessions.userId, verified.userId));
    const user = (await sessionUser(handle.db, verified.token, IPHONE))!;
    return { email: address, token: verified.token, user };
  }
  const userRow = async (id: string) => (await handle.db.select().from(users).where(eq(users.id, id)))[0]!;
  const live = async (token: string) => (await sessionUser(handle.db, token)) !== null;
  async function signIn(address: string, password = PASSWORD): Promise<string> {
    const outcome = await accounts.signIn({ email: address, password }, ip(), verifyMail);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    // These accounts have no second factor, so a right password opens a session at once.
    if (!("token" in outcome)) throw new Error("a second factor was asked for");
    return outcome.token;
  }

  it("asks a session that signed in over 5 minutes ago for the password before it moves the email, and changes nothing without it", async () => {
    const { email: before, user } = await account(10);
    const target = email();
    const noPassword = await accounts.updateProfile(user, { name: "Attacker", email: target }, verifyMail);
    expect(noPassword).toEqual({ ok: false, errors: { currentPassword: "form.error.reauth" } });
    const wrong = await accounts.updateProfile(user, { name: "Attacker", email: target, currentPassword: "a wrong guess" }, verifyMail);
    expect(wrong).toEqual({ ok: false, errors: { currentPassword: "form.error.currentPassword" } });
    expect(await userRow(user.id)).toMatchObject({ email: before, name: "Pat" });
    expect(await mailsTo(target)).toEqual([]);
    // The name alone needs no password; the right password moves the email.
    expect(await accounts.updateProfile(user, { name: "Renamed", email: before }, verifyMail)).toEqual({ ok: true });
    expect(await accounts.updateProfile(user, { name: "Renamed", email: target, currentPassword: PASSWORD }, verifyMail)).toEqual({ ok: true, pendingEmail: target });
    expect((await mailsTo(target)).map((m) => m.subject)).toEqual(["Change"]);
  });

  it("accepts a sign-in of the last 5 minutes instead of the password, but never a wrong typed one", async () => {
    const { user } = await account(0);
    expect(Date.now() - user.signedInAt.getTime()).toBeLessThan(REAUTH_WINDOW_MS);
    const target = email();
    expect(await accounts.updateProfile(user, { name: "Pat", email: target, currentPassword: "typed but wrong" }, verifyMail)).toMatchObject({ ok: false, errors: { currentPassword: "form.error.currentPassword" } });
    expect(await accounts.updateProfile(user, { name: "Pat", email: target }, verifyMail)).toEqual({ ok: true, pendingEmail: target });
  });

  it("asks for the password before a password change or a deletion, and limits wrong guesses", async () => {
    const { email: address, token, user } = await account(10);
    expect(await accounts.changePassword(user, { password: "a stolen session's choice" })).toEqual({ ok: false, errors: { currentPassword: "form.error.reauth" } });
    expect(await accounts.deleteAccount(user, undefined)).toEqual({ ok: false, errors: { currentPassword: "form.error.reauth" } });
    expect(await live(token)).toBe(true);
    for (let i = 0; i < 5; i++) expect(await accounts.deleteAccount(user, `guess ${i}`)).toMatchObject({ errors: { currentPassword: "form.error.currentPassword" } });
    const limited = await accounts.deleteAccount(user, "guess 6");
    expect(limited).toMatchObject({ ok: false, errors: { form: "form.error.tooManyAttempts" } });
    // Limited: even the right password waits now.
    expect(await accounts.changePassword(user, { currentPassword: PASSWORD, password: "a new passphrase of mine" })).toMatchObject({ errors: { form: "form.error.tooManyAttempts" } });
    expect(await signIn(address)).toBeTruthy();
  });

  it("tells the old address of a confirmed change, ends the other sessions, and the old address can undo it", async () => {
    const { email: before, token, user } = await account(10);
    const elsewhere = await signIn(before);
    const after = email();
    await accounts.updateProfile(user, { name: "Pat", email: after, currentPassword: PASSWORD }, verifyMail);
    const changeLink = linkIn((await newestMail(after, 1)).textBody);
    expect(await accounts.confirmEmailChange(changeLink.searchParams.get("token")!, after, verifyMail)).toEqual({ ok: true, userId: user.id });
    expect((await userRow(user.id)).email).toBe(after);
    // The session that asked stays; the other one ends.
    expect(await live(token)).toBe(true);
    expect(await live(elsewhere)).toBe(false);

    const notice = (await mailsTo(before)).at(-1)!;
    expect(notice.subject).toBe("Changed");
    expect(notice.textBody).toContain(`now ${after}`);
    const undo = linkIn(notice.textBody);
    expect(undo.searchParams.get("undo")).toBe("1");
    expect(undo.searchParams.get("email")).toBe(before);
    const undoToken = undo.searchParams.get("token")!;
    // An undo link is not a change link, and it commits to its address.
    expect(await accounts.confirmEmailChange(undoToken, before, verifyMail)).toMatchObject({ ok: false });
    expect(await accounts.verificationLinkValid(undoToken, before, "undo")).toBe(true);
    expect(await accounts.undoEmailChange(undoToken, after)).toMatchObject({ ok: false });

    // Whoever moved the account asked for a reset link at the new address; the undo retires it.
    await accounts.requestReset(after, ip(), resetMail);
    const resetToken = tokenIn((await newestMail(after, 2)).textBody);
    expect(await accounts.undoEmailChange(undoToken, before)).toEqual({ ok: true, userId: user.id });
    expect((await userRow(user.id)).email).toBe(before);
    expect(await live(token)).toBe(false);
    expect(await accounts.resetLinkValid(resetToken)).toBe(false);
    expect(await accounts.undoEmailChange(undoToken, before)).toMatchObject({ ok: false });
    expect(await signIn(before)).toBeTruthy();
  });

  /** An account moved from a first to a second to a third address; the undo links each old address got. */
  async function movedTwice() {
    const { email: first, user } = await account(0);
    const [second, third] = [email(), email()];
    for (const [to, mails] of [[second, 1], [third, 1]] as const) {
      await accounts.updateProfile(user, { name: "Pat", email: to }, verifyMail);
      expect((await accounts.confirmEmailChange(tokenIn((await newestMail(to, mails)).textBody), to, verifyMail)).ok).toBe(true);
    }
    const undoOf = async (address: string) => linkIn((await mailsTo(address)).at(-1)!.textBody).searchParams.get("token")!;
    return { user, first, second, undoFirst: await undoOf(first), undoSecond: await undoOf(second) };
  }

  it("keeps an older address's undo link working when a later change is undone, and not the other way round", async () => {
    const a = await movedTwice();
    expect(await accounts.undoEmailChange(a.undoSecond, a.second)).toMatchObject({ ok: true });
    expect(await accounts.undoEmailChange(a.undoFirst, a.first)).toMatchObject({ ok: true });
    expect((await userRow(a.user.id)).email).toBe(a.first);

    const b = await movedTwice();
    expect(await accounts.undoEmailChange(b.undoFirst, b.first)).toMatchObject({ ok: true });
    expect(await accounts.undoEmailChange(b.undoSecond, b.second)).toMatchObject({ ok: false, errors: { token: "form.error.verifyLink" } });
    expect((await userRow(b.user.id)).email).toBe(b.first);
  });

  it("retires every other reset link once one is used or the password changes, also when two are used at once", async () => {
    const { email: address, user } = await account(0);
    await accounts.requestReset(address, ip(), resetMail);
    const older = tokenIn((await newestMail(address, 2)).textBody);
    await accounts.requestReset(address, ip(), resetMail);
    const newer = tokenIn((await newestMail(address, 3)).textBody);
    const both = await Promise.all([accounts.resetPassword({ token: older, password: "first new passphrase" }), accounts.resetPassword({ token: newer, password: "second new passphrase" })]);
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(both.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, errors: { token: "form.error.resetLink" } }]);
    expect(await accounts.resetLinkValid(older)).toBe(false);
    expect(await accounts.resetLinkValid(newer)).toBe(false);

    await accounts.requestReset(address, ip(), resetMail);
    const pending = tokenIn((await newestMail(address, 4)).textBody);
    const winner = both[0]!.ok ? "first new passphrase" : "second new passphrase";
    expect((await accounts.changePassword(user, { currentPassword: winner, password: "changed on the profile page" })).ok).toBe(true);
    expect(await accounts.resetLinkValid(pending)).toBe(false);
    expect(await accounts.resetPassword({ token: pending, password: "too late for this link" })).toMatchObject({ ok: false });
  });

  it("writes a sign-up and a reset link before it answers, and answers no sooner than the minimum", async () => {
    const address = email();
    const before = mailed;
    let started = performance.now();
    expect(await accounts.signUp({ name: "Quick", email: address, password: PASSWORD }, ip(), verifyMail)).toEqual({ ok: true });
    // Read at once after the answer, as if the process died right then.
    const mailedAtAnswer = mailed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 1);
    expect(mailedAtAnswer).toBe(before + 1);
    expect((await mailsTo(address)).map((m) => m.subject)).toEqual(["Verify"]);
    expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.email, address))).toHaveLength(1);

    for (const known of [address, email()]) {
      started = performance.now();
      const count = (await mailsTo(known)).length;
      expect(await accounts.requestReset(known, ip(), resetMail)).toEqual({ ok: true });
      expect(performance.now() - started).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 1);
      expect(await mailsTo(known)).toHaveLength(known === address ? count + 1 : 0);
    }
  });

  it("takes at least the minimum for a new, a verified and a waiting address alike", async () => {
    const { email: verified } = await account(0);
    const waiting = email();
    await accounts.signUp({ name: "Wait", email: waiting, password: PASSWORD }, ip(), verifyMail);
    const durations = await Promise.all(
      [email(), verified, waiting].map(async (address) => {
        const started = performance.now();
        expect(await accounts.signUp({ name: "Again", email: address, password: "another fine passphrase" }, ip(), verifyMail)).toEqual({ ok: true });
        return performance.now() - started;
      }),
    );
    for (const duration of durations) expect(duration).toBeGreaterThanOrEqual(MIN_ANSWER_MS - 1);
  });

  it("lists the account's sessions by device and ends one, never another account's", async () => {
    const { email: address, user } = await account(0);
    const other = await signIn(address);
    await sessionUser(handle.db, other, "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0");
    const devices = await accounts.devices(user.id);
    expect(devices).toHaveLength(2);
    expect(devices.find((d) => d.id === user.sessionHash)!.userAgent).toBe(IPHONE);
    expect(devices.find((d) => d.id !== user.sessionHash)!.userAgent).toContain("Firefox/128.0");
    const otherId = devices.find((d) => d.id !== user.sessionHash)!.id;

    const stranger = await account(0);
    expect(await accounts.endDevice(stranger.user.id, otherId)).toBe(false);
    expect(await live(other)).toBe(true);
    expect(await accounts.endDevice(user.id, otherId)).toBe(true);
    expect(await live(other)).toBe(false);
    expect((await accounts.devices(user.id)).map((d) => d.id)).toEqual([user.sessionHash]);
  });
});
