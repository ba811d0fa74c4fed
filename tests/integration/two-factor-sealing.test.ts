/**
 * Second-factor secrets at rest (decision 0074), on both engines: with SECRETS_KEY set, the row holds
 * no usable secret, yet enrolment, its confirmation and a sign-in code work; a secret stored before
 * the key was set still works and is sealed by its first use; a process without the key cannot use
 * a sealed secret. A password sign-in through the account service challenges with the site's own
 * (sealing) second factor, not one of its own without the key.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountService } from "../../server/accounts/account-service";
import { TwoFactorService } from "../../server/accounts/two-factor";
import type { DatabaseHandle } from "../../server/db/client";
import { twoFactors } from "../../server/db/schema";
import { secretBox } from "../../server/security/secret-box";
import { ENGINES } from "../support/databases";
import { PASSWORD, verifyMail } from "../support/account-mails";
import { insertFactor, insertUser, totpCode } from "../support/staff-fixtures";

const storedSecret = async (handle: DatabaseHandle, userId: string) => (await handle.db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId)))[0]!.secret;

describe.each(ENGINES)("two-factor secrets sealed on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  const box = secretBox([randomBytes(32)]);
  let sealed: TwoFactorService;
  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    sealed = new TwoFactorService(handle.db, box);
  });
  afterAll(async () => dispose?.());

  it("enrols with a secret the row does not reveal, and confirms with the app's code", async () => {
    const user = await insertUser(handle.db);
    const enrolment = await sealed.enrolment(user.id, user.email);
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = await storedSecret(handle, user.id);
    expect(stored).toMatch(/^sb1\./);
    expect(stored).not.toContain(enrolment!.secret);
    // A reload shows the same secret (it is opened, not made again).
    expect((await sealed.enrolment(user.id, user.email))?.secret).toBe(enrolment!.secret);
    const confirmed = await sealed.confirm(user.id, totpCode(enrolment!.secret));
    expect(confirmed.ok).toBe(true);
  });

  it("accepts a code for a secret stored before the key was set, then stores it sealed", async () => {
    const user = await insertUser(handle.db);
    const secret = await insertFactor(handle.db, user.id);
    expect(await storedSecret(handle, user.id)).toBe(secret);
    const challenge = await sealed.startChallenge(user.id, {});
    const signedIn = await sealed.completeChallenge(challenge, { kind: "totp", code: totpCode(secret) });
    expect(signedIn.ok).toBe(true);
    const stored = await storedSecret(handle, user.id);
    expect(stored).toMatch(/^sb1\./);
    expect(box.open(stored)).toBe(secret);
    // And the next sign-in, with the next code, reads the sealed secret.
    const again = await sealed.completeChallenge(await sealed.startChallenge(user.id, {}), { kind: "totp", code: totpCode(secret, 1) });
    expect(again.ok).toBe(true);
  });

  it("cannot use a sealed secret in a process that lacks the key", async () => {
    const user = await insertUser(handle.db);
    const enrolment = await sealed.enrolment(user.id, user.email);
    await expect(new TwoFactorService(handle.db).confirm(user.id, totpCode(enrolment!.secret))).rejects.toThrow(/does not hold/);
  });

  it("signs in by password then code through the account service, and leaves the secret sealed", async () => {
    const user = await insertUser(handle.db, { password: PASSWORD });
    const secret = await insertFactor(handle.db, user.id);
    const accounts = new AccountService(handle.db, sealed, { onMail() {}, onError: (error) => console.error(error) });
    const signIn = await accounts.signIn({ email: user.email, password: PASSWORD }, "10.74.0.1", verifyMail);
    expect(signIn).toMatchObject({ ok: true, userId: user.id, challenge: expect.any(String) });
    const challenge = (signIn as { challenge: string }).challenge;
    expect((await sealed.completeChallenge(challenge, { kind: "totp", code: totpCode(secret) })).ok).toBe(true);
    const stored = await storedSecret(handle, user.id);
    expect(stored).toMatch(/^sb1\./);
    expect(stored).not.toContain(secret);
    expect(box.open(stored)).toBe(secret);
  });
});
