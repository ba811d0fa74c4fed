/**
 * The limits on guessing and mail of the account forms (decision 0049), on both engines. Requests
 * that race are sent together (on PostgreSQL they run on several pooled connections, as they
 * would from several server processes): the attempt is reserved before the password is checked,
 * so at most the free attempts reach argon2. A stranger's failures make every further attempt wait
 * longer, but the owner's browser, which signed in before, still gets in.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TwoFactorService } from "../../server/accounts/two-factor";
import { AccountService } from "../../server/accounts/account-service";
import { mailOutbox, rateLimits, users } from "../../server/db/schema";
import type { DatabaseHandle } from "../../server/db/client";
import { addressKey } from "../../server/security/address-key";
import { ENGINES } from "../support/databases";
import { PASSWORD, verifyMail } from "../support/account-mails";

/** The device token a sign-in that opened a session answers (these accounts have no second factor). */
const deviceOf = (outcome: object) => ("deviceToken" in outcome ? (outcome.deviceToken as string) : null);
/** A session that signed in long ago: identity changes need the current password (reauth.ts). */
const longAgo = (id: string) => ({ id, signedInAt: new Date(0) });
/** A session that signed in just now: an email change needs no password. */
const justNow = (id: string) => ({ id, signedInAt: new Date() });
const TOO_MANY = { ok: false, errors: { form: "form.error.tooManyAttempts" } };
const FREE_ATTEMPTS = 5;

describe("client addresses as limits count them", () => {
  it("keys an IPv6 client by its /64, and an IPv4 client (mapped or not) by its address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:db8:1:2:ffff:ffff:ffff:fffe"));
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe.each(ENGINES)("account limits on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let accounts: AccountService;
  let n = 0;
  const email = () => `limits${n++}.${Date.now()}@example.com`;
  const ip = () => `10.${(n >> 8) & 255}.${n++ & 255}.7`;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    accounts = new AccountService(handle.db, new TwoFactorService(handle.db), { onMail() {}, onError: (error) => console.error(error) });
  });
  afterAll(async () => dispose?.());

  /** A verified account (made directly: sign-up's own rules are tested in accounts.test.ts). */
  async function account() {
    const address = email();
    expect(await accounts.signUp({ name: "Lee", email: address, password: PASSWORD }, ip(), verifyMail)).toEqual({ ok: true });
    await expect.poll(async () => (await handle.db.select().from(users).where(eq(users.email, address))).length).toBe(1);
    await handle.db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.email, address));
    const [user] = await handle.db.select().from(users).where(eq(users.email, address));
    return { email: address, userId: user!.id };
  }
  /** Lets the current wait of a limit pass, as if the visitor had waited. */
  const waitPasses = (keyPart: string) => handle.db.update(rateLimits).set({ blockedUntil: sql`now()` }).where(sql`${rateLimits.key} like ${`%${keyPart}%`}`);

  it("checks at most the free attempts of parallel sign-ins, the right password among them", async () => {
    const { email: address } = await account();
    const guesses = [...Array.from({ length: 7 }, (_, i) => `wrong guess ${i}`), PASSWORD];
    const answers = await Promise.all(guesses.map((password) => accounts.signIn({ email: address, password }, ip(), verifyMail)));
    const refused = answers.filter((answer) => !answer.ok && answer.errors.form === "form.error.tooManyAttempts");
    const wrongChecked = answers.filter((answer) => !answer.ok && answer.errors.form === "form.error.signIn");
    // The right password, when checked, gives its own attempt back: at most one more guess then.
    expect(wrongChecked.length).toBeLessThanOrEqual(FREE_ATTEMPTS);
    expect(refused.length).toBeGreaterThanOrEqual(guesses.length - FREE_ATTEMPTS - 1);
    for (const answer of refused) expect(answer).toMatchObject({ ...TOO_MANY, retryAfterMinutes: 1 });
    // Whatever the order, the wrong guesses stay counted (a right password lifts at most the
    // current wait): of two more guesses, the second waits.
    await accounts.signIn({ email: address, password: "one more guess" }, ip(), verifyMail);
    expect(await accounts.signIn({ email: address, password: "and another" }, ip(), verifyMail)).toMatchObject(TOO_MANY);
  });

  it("makes each attempt after the free ones wait longer, and says how long", async () => {
    const { email: address } = await account();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await accounts.signIn({ email: address, password: `wrong ${i}` }, ip(), verifyMail)).toMatchObject({ ok: false, errors: { form: "form.error.signIn" } });
    expect(await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail)).toMatchObject({ ...TOO_MANY, retryAfterMinutes: 1 });
    await waitPasses(address);
    expect(await accounts.signIn({ email: address, password: "wrong again" }, ip(), verifyMail)).toMatchObject({ errors: { form: "form.error.signIn" } });
    expect(await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail)).toMatchObject({ ...TOO_MANY, retryAfterMinutes: 2 });
    await waitPasses(address);
    expect(await accounts.signIn({ email: address, password: "and again" }, ip(), verifyMail)).toMatchObject({ errors: { form: "form.error.signIn" } });
    expect(await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail)).toMatchObject({ ...TOO_MANY, retryAfterMinutes: 4 });
    // Once the wait has passed, the right password opens the account and the delays start again.
    await waitPasses(address);
    expect((await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail)).ok).toBe(true);
    expect(await accounts.signIn({ email: address, password: "a fresh typo" }, ip(), verifyMail)).toMatchObject({ errors: { form: "form.error.signIn" } });
  });

  it("lets the owner's browser in while strangers' failures hold the account back", async () => {
    const { email: address } = await account();
    const first = await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail);
    if (!first.ok) throw new Error("the owner could not sign in");
    for (let i = 0; i < FREE_ATTEMPTS + 1; i++) await accounts.signIn({ email: address, password: `stranger ${i}` }, ip(), verifyMail);
    // A browser without the device cookie waits; the owner's browser does not.
    expect(await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail)).toMatchObject(TOO_MANY);
    const again = await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail, deviceOf(first));
    expect(again.ok).toBe(true);
    // The cookie is replaced at each sign-in: the old token no longer lets anyone past.
    expect(await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail, deviceOf(first))).toMatchObject(TOO_MANY);
    // A device cookie of another account counts as none.
    const other = await account();
    const others = await accounts.signIn({ email: other.email, password: PASSWORD }, ip(), verifyMail);
    if (!others.ok) throw new Error("the other owner could not sign in");
    expect(await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail, deviceOf(others))).toMatchObject(TOO_MANY);
  });

  it("limits guesses from a trusted browser too, in a lane of its own", async () => {
    const { email: address } = await account();
    const first = await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail);
    if (!first.ok) throw new Error("the owner could not sign in");
    const answers = await Promise.all(Array.from({ length: FREE_ATTEMPTS + 3 }, (_, i) => accounts.signIn({ email: address, password: `guess ${i}` }, ip(), verifyMail, deviceOf(first))));
    expect(answers.filter((answer) => !answer.ok && answer.errors.form === "form.error.signIn")).toHaveLength(FREE_ATTEMPTS);
    // The account's own lane was not touched: a browser that never signed in is still let in.
    expect((await accounts.signIn({ email: address, password: PASSWORD }, ip(), verifyMail)).ok).toBe(true);
  });

  it("limits sign-in attempts per address, an IPv6 client by its /64", async () => {
    const network = `2001:db8:77:${n++}`;
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await accounts.signIn({ email: email(), password: "spraying one password" }, `${network}::${(i + 1).toString(16)}`, verifyMail));
    expect(answers.slice(0, 20).every((answer) => !answer.ok && answer.errors.form === "form.error.signIn")).toBe(true);
    expect(answers[20]).toMatchObject(TOO_MANY);
  });

  it("checks at most the free guesses of the current password, from any number of tabs", async () => {
    const { userId } = await account();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => accounts.changePassword(longAgo(userId), { currentPassword: `guess ${i}`, password: "a new strong passphrase" })));
    expect(answers.filter((answer) => !answer.ok && answer.errors.currentPassword === "form.error.currentPassword")).toHaveLength(FREE_ATTEMPTS);
    expect(answers.filter((answer) => !answer.ok && answer.errors.form === "form.error.tooManyAttempts")).toHaveLength(3);
    // Deletion checks the same password, so it waits too, even with the right one.
    expect(await accounts.deleteAccount(longAgo(userId), PASSWORD)).toMatchObject({ ...TOO_MANY, retryAfterMinutes: 1 });
    expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it("mails at most a few email-change links per account, and per address mailed to", async () => {
    const { userId } = await account();
    const targets = Array.from({ length: 25 }, () => email());
    const answers = await Promise.all(targets.map((target) => accounts.updateProfile(justNow(userId), { name: "Lee", email: target }, verifyMail)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.ok)).toEqual(Array.from({ length: 20 }, () => expect.objectContaining(TOO_MANY)));
    const mailed = await handle.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(sql`${mailOutbox.toAddress} in ${targets}`);
    expect(mailed).toHaveLength(5);

    // One inbox, asked for by several accounts: three links, then the same answer without a mail.
    const victim = email();
    const askers = await Promise.all(Array.from({ length: 4 }, () => account()));
    const asked = await Promise.all(askers.map((asker) => accounts.updateProfile(justNow(asker.userId), { name: "Lee", email: victim }, verifyMail)));
    expect(asked.filter((answer) => answer.ok)).toHaveLength(3);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, victim))).toHaveLength(3);
    // A name change alone mails nothing, so it is never limited.
    expect(await accounts.updateProfile(justNow(userId), { name: "Lee Renamed", email: (await handle.db.select().from(users).where(eq(users.id, userId)))[0]!.email }, verifyMail)).toEqual({ ok: true });
  });

  it("spends none of the email-change mail quota on a wrong current password", async () => {
    const { userId } = await account();
    // A stolen cookie of an old session, guessing: each guess is refused, and mails nothing.
    for (let i = 0; i < 4; i++) {
      expect(await accounts.updateProfile(longAgo(userId), { name: "Lee", email: email(), currentPassword: "not the password" }, verifyMail)).toMatchObject({
        ok: false,
        errors: { currentPassword: "form.error.currentPassword" },
      });
    }
    // The owner, signed in just now, still has every one of the account's five change mails.
    const targets = Array.from({ length: 5 }, () => email());
    for (const target of targets) expect(await accounts.updateProfile(justNow(userId), { name: "Lee", email: target }, verifyMail)).toEqual({ ok: true, pendingEmail: target });
    expect(await handle.db.select().from(mailOutbox).where(sql`${mailOutbox.toAddress} in ${targets}`)).toHaveLength(5);
  });
});
