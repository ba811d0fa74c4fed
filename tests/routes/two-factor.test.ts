/**
 * Two-step verification in-process (decision 0047): staff are sent to enrol before any staff page,
 * enrol with a code computed from the secret the page shows, see ten recovery codes once; sign-in
 * and the 15-minute re-sign-in ask for the code; a used code, a used recovery code and too many
 * wrong codes are refused; visitors turn it on and off from their profile. Each step's security
 * event is read from the server's log lines, which never carry a password, code or secret.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, passwordResets, recoveryCodes } from "../../server/db/schema";
import { hashPassword } from "../../server/accounts/passwords";
import { newToken, tokenHash } from "../../server/security/tokens";
import { ORIGIN, sharedInProcessSite, type InProcessSite } from "../support/in-process-site";
import { insertSession, insertUser, totpCode } from "../support/staff-fixtures";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

const PASSWORD = "basalt terrazzo lantern";
let addressCounter = 0;

/** One browser: its cookies, its own client address (per-address limits count per test). */
class Browser {
  cookies = new Map<string, string>();
  readonly ip = `198.51.100.${++addressCounter}`;
  constructor(session?: string) {
    if (session) this.cookies.set("sid", session);
  }
  async request(path: string, form?: Record<string, string>) {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (form) Object.assign(headers, { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" });
    const body = form ? new URLSearchParams({ csrf: this.cookies.get("csrf") ?? "", ...form }).toString() : undefined;
    const answer = await site.fetch(path, { method: form ? "POST" : "GET", headers, body, redirect: "manual", clientIp: this.ip });
    for (const cookie of answer.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return answer;
  }
  /** Opens the sign-in page (for the CSRF cookie) and posts email and password. */
  async signIn(email: string, returnTo?: string) {
    await this.request("/gl/account/sign-in");
    return this.request("/gl/account/sign-in", { intent: "sign-in", email, password: PASSWORD, ...(returnTo ? { returnTo } : {}) });
  }
}

const challengeOf = (html: string) => /name="challenge" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1];
const secretOf = (html: string) => /class="two-factor-secret"><code>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1]?.replaceAll(" ", "");
const codesOf = (html: string) => [...html.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g)].map((m) => m[1]!);
/** A six-digit code that is none of the three the window accepts. */
const wrongCode = (secret: string) => ["000000", "111111", "222222", "333333"].find((code) => ![-1, 0, 1].some((step) => totpCode(secret, step) === code))!;
const eventsOf = (userId: string) => site.logs.filter((line) => line.userId === userId);
const lastEvent = (userId: string, event: string) => eventsOf(userId).findLast((line) => line.event === event);

function expectNoSecretsLogged(...secrets: string[]) {
  const text = JSON.stringify(site.logs);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe("staff must enrol a second factor", () => {
  it("sends staff without one to enrolment before any staff page, then shows ten recovery codes once", async () => {
    const staff = await insertUser(site.db, { role: "staff", password: PASSWORD, twoFactor: false });
    const browser = new Browser();
    const signedIn = await browser.signIn(staff.email, "/gl/staff/sample-orders");
    expect(signedIn.status).toBe(303);

    const refused = await browser.request("/gl/staff/sample-orders");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(`/gl/account/two-factor?returnTo=${encodeURIComponent("/gl/staff/sample-orders")}`);
    expect((await browser.request("/gl/staff/sample-orders/export.csv")).status).toBe(302);

    const enrolPage = await browser.request(refused.headers.get("location")!);
    expect(enrolPage.status).toBe(200);
    const html = await enrolPage.text();
    expect(html).toContain("Staff accounts need two-step verification.");
    expect(html).toMatch(/<svg class="qr-code"[^>]*role="img"[^>]*aria-label="QR code that adds this account to an authenticator app"/);
    const secret = secretOf(html)!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A reload shows the same secret until a code confirms it.
    expect(secretOf(await (await browser.request("/gl/account/two-factor")).text())).toBe(secret);

    const wrong = await browser.request("/gl/account/two-factor?returnTo=%2Fgl%2Fstaff%2Fsample-orders", { intent: "enrol", code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This code is not right, or it has already been used.");

    const code = totpCode(secret);
    const enrolled = await browser.request("/gl/account/two-factor?returnTo=%2Fgl%2Fstaff%2Fsample-orders", { intent: "enrol", code });
    expect(enrolled.status).toBe(200);
    const shown = await enrolled.text();
    expect(shown).toContain("Save your recovery codes");
    const codes = codesOf(shown);
    expect(new Set(codes).size).toBe(10);
    expect(shown).toContain(`href="/gl/staff/sample-orders"`);
    // Stored hashed, each with its own salt: none of the codes is in the table.
    const stored = await site.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    expect((await browser.request("/gl/staff/sample-orders")).status).toBe(200);
    // Shown once: the page now says the factor is on, with the count and no codes.
    const after = await (await browser.request("/gl/account/two-factor")).text();
    expect(after).toContain("Two-step verification is on.");
    expect(after).toContain("10 recovery codes left.");
    expect(after).toContain("Staff accounts must keep two-step verification.");
    expect(codesOf(after)).toEqual([]);
    // Staff cannot turn it off, even with the right password and a code.
    const off = await browser.request("/gl/account/two-factor", { intent: "disable", currentPassword: PASSWORD, code: codes[0]! });
    expect(off.status).toBe(400);

    const [audited] = await site.db.select().from(auditLog).where(and(eq(auditLog.targetId, staff.id), eq(auditLog.action, "factor.enrol")));
    expect(audited).toMatchObject({ actor: staff.id, targetType: "user", detail: { factor: "totp" } });
    expect(eventsOf(staff.id).filter((line) => line.event === "factor.refused").map((line) => [line.level, line.ip, line.reason])).toEqual([
      [40, browser.ip, "enrol"],
      [40, browser.ip, "staff-required"],
    ]);
    const event = lastEvent(staff.id, "factor.enrolled")!;
    expect(event).toMatchObject({ level: 30, ip: browser.ip, role: "staff", factor: "totp" });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expectNoSecretsLogged(PASSWORD, secret, code, ...codes);
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password, refuses a code already used, and audits the staff sign-in", async () => {
    const staff = await insertUser(site.db, { role: "staff", password: PASSWORD });
    const secret = staff.secret!;
    const browser = new Browser();
    const step = await browser.signIn(staff.email, "/jp/staff/contact-requests");
    expect(step.status).toBe(200);
    // The right password alone opens no session.
    expect(browser.cookies.has("sid")).toBe(false);
    const html = await step.text();
    expect(html).toContain("Enter the six-digit code from your authenticator app.");
    const challenge = challengeOf(html)!;
    expect(lastEvent(staff.id, "sign-in.challenge")).toMatchObject({ ip: browser.ip, factor: "password" });

    const code = totpCode(secret);
    const done = await browser.request("/gl/account/sign-in", { intent: "second-factor", challenge, code });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/jp/staff/contact-requests");
    expect(browser.cookies.has("sid")).toBe(true);
    expect((await browser.request("/jp/staff/contact-requests")).status).toBe(200);
    expect(lastEvent(staff.id, "sign-in.success")).toMatchObject({ level: 30, ip: browser.ip, factor: "totp" });
    const signIns = await site.db.select().from(auditLog).where(and(eq(auditLog.targetId, staff.id), eq(auditLog.action, "staff.sign-in")));
    expect(signIns.map((row) => row.detail)).toEqual([{ factor: "totp" }]);

    // The same code again, in the same 30 seconds, from another browser: refused (replay).
    const thief = new Browser();
    const again = challengeOf(await (await thief.signIn(staff.email)).text())!;
    const replay = await thief.request("/gl/account/sign-in", { intent: "second-factor", challenge: again, code });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("This code is not right, or it has already been used.");
    expect(thief.cookies.has("sid")).toBe(false);
    expect(lastEvent(staff.id, "sign-in.failure")).toMatchObject({ level: 40, ip: thief.ip, reason: "code" });
    // The challenge is used up by a success: posting the first one again opens nothing.
    const reused = await thief.request("/gl/account/sign-in", { intent: "second-factor", challenge, code: totpCode(secret, 1) });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("This sign-in took too long.");
    expectNoSecretsLogged(PASSWORD, secret, code, challenge);
  });

  it("asks for the code again at the 15-minute staff re-sign-in", async () => {
    const staff = await insertUser(site.db, { role: "staff", password: PASSWORD });
    const browser = new Browser(await insertSession(site.db, staff.id, 20));
    const stale = await browser.request("/gl/staff/sample-orders");
    expect(stale.headers.get("location")).toContain("reauth=1");
    const signInPage = stale.headers.get("location")!;
    await browser.request(signInPage);
    const step = await browser.request(signInPage, { intent: "sign-in", email: staff.email, password: PASSWORD, returnTo: "/gl/staff/sample-orders" });
    expect(step.status).toBe(200);
    const challenge = challengeOf(await step.text())!;
    // The old session is still the one the browser holds, and it still cannot open staff pages.
    expect((await browser.request("/gl/staff/sample-orders")).status).toBe(302);
    const done = await browser.request(signInPage, { intent: "second-factor", challenge, code: totpCode(staff.secret!) });
    expect(done.headers.get("location")).toBe("/gl/staff/sample-orders");
    expect((await browser.request("/gl/staff/sample-orders")).status).toBe(200);
  });

  it("takes a recovery code once instead of the app's code", async () => {
    const visitor = await insertUser(site.db, { password: PASSWORD, twoFactor: true });
    const recovery = "k7m2p-qx9za";
    await site.db.insert(recoveryCodes).values({ userId: visitor.id, codeHash: await hashPassword(recovery) });
    const browser = new Browser();
    const challenge = challengeOf(await (await browser.signIn(visitor.email)).text())!;
    const done = await browser.request("/gl/account/sign-in", { intent: "second-factor", challenge, code: " K7M2P QX9ZA " });
    expect(done.status).toBe(303);
    expect(lastEvent(visitor.id, "sign-in.success")).toMatchObject({ factor: "recovery" });
    expect(lastEvent(visitor.id, "recovery-code.used")).toMatchObject({ level: 40, ip: browser.ip, recoveryLeft: 0 });

    const second = new Browser();
    const next = challengeOf(await (await second.signIn(visitor.email)).text())!;
    const again = await second.request("/gl/account/sign-in", { intent: "second-factor", challenge: next, code: recovery });
    expect(again.status).toBe(400);
    expect(second.cookies.has("sid")).toBe(false);
    expectNoSecretsLogged(recovery, "K7M2P");
  });

  it("stops taking codes after five wrong ones, even the right one", async () => {
    const visitor = await insertUser(site.db, { password: PASSWORD, twoFactor: true });
    const browser = new Browser();
    const challenge = challengeOf(await (await browser.signIn(visitor.email)).text())!;
    const wrong = wrongCode(visitor.secret!);
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.request("/gl/account/sign-in", { intent: "second-factor", challenge, code: wrong })));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    const limited = await browser.request("/gl/account/sign-in", { intent: "second-factor", challenge, code: totpCode(visitor.secret!) });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many attempts.");
    expect(browser.cookies.has("sid")).toBe(false);
    expect(lastEvent(visitor.id, "sign-in.limited")).toMatchObject({ level: 40, ip: browser.ip, reason: "code" });
  });

  it("opens no session from a password reset link when the account has a second factor", async () => {
    const visitor = await insertUser(site.db, { password: PASSWORD, twoFactor: true });
    const token = newToken();
    await site.db.insert(passwordResets).values({ tokenHash: tokenHash(token), userId: visitor.id, expiresAt: new Date(Date.now() + 600_000) });
    const browser = new Browser();
    await browser.request(`/gl/account/reset-password?token=${token}`);
    const reset = await browser.request("/gl/account/reset-password", { intent: "reset-password", token, password: "quarry marble evening" });
    expect(reset.status).toBe(303);
    expect(reset.headers.get("location")).toBe("/gl/account/sign-in?reset=1");
    expect(browser.cookies.has("sid")).toBe(false);
    expect(await (await browser.request("/gl/account/sign-in?reset=1")).text()).toContain("Your new password is set. Sign in with it and a code from your authenticator app.");
    expect(lastEvent(visitor.id, "reset.used")).toMatchObject({ level: 30, ip: browser.ip });
    expectNoSecretsLogged(token, "quarry marble evening");
  });
});

describe("visitors choose two-step verification", () => {
  it("turns it on from the profile, asks for it at sign-in, and turns it off with the password and a code", async () => {
    const visitor = await insertUser(site.db, { password: PASSWORD });
    const browser = new Browser();
    expect((await browser.signIn(visitor.email)).status).toBe(303);
    const profile = await (await browser.request("/gl/account/profile")).text();
    expect(profile).toContain("Add a second step to your sign-in");
    expect(profile).toContain(`href="/gl/account/two-factor"`);

    const page = await (await browser.request("/jp/account/two-factor")).text();
    expect(page).toContain("2段階認証");
    const secret = secretOf(page)!;
    const enrolled = await browser.request("/jp/account/two-factor", { intent: "enrol", code: totpCode(secret) });
    expect(enrolled.status).toBe(200);
    const codes = codesOf(await enrolled.text());
    expect(codes).toHaveLength(10);
    expect(await (await browser.request("/gl/account/profile")).text()).toContain("On: each sign-in asks for a code from your authenticator app.");
    // A visitor's factor is their own business: no audit row, but the security log has it.
    expect(await site.db.select().from(auditLog).where(eq(auditLog.targetId, visitor.id))).toEqual([]);
    expect(lastEvent(visitor.id, "factor.enrolled")).toMatchObject({ role: "visitor" });

    const other = new Browser();
    const challenge = challengeOf(await (await other.signIn(visitor.email)).text())!;
    expect((await other.request("/gl/account/sign-in", { intent: "second-factor", challenge, code: totpCode(secret, 1) })).status).toBe(303);

    const wrongPassword = await browser.request("/gl/account/two-factor", { intent: "disable", currentPassword: "not my password", code: codes[0]! });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("Your current password is not right.");
    const off = await browser.request("/gl/account/two-factor", { intent: "disable", currentPassword: PASSWORD, code: codes[0]! });
    expect(off.status).toBe(303);
    expect(await (await browser.request(off.headers.get("location")!)).text()).toContain("Two-step verification is off.");
    expect(lastEvent(visitor.id, "factor.removed")).toMatchObject({ level: 30, ip: browser.ip });
    expect((await new Browser().signIn(visitor.email)).status).toBe(303);
    expectNoSecretsLogged(secret, ...codes);
  });

  it("asks for the password again before setting it up on a session older than fifteen minutes", async () => {
    const visitor = await insertUser(site.db, { password: PASSWORD });
    const browser = new Browser(await insertSession(site.db, visitor.id, 30));
    const answer = await browser.request("/gl/account/two-factor");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/gl/account/sign-in?returnTo=${encodeURIComponent("/gl/account/two-factor")}&reauth=security`);
    expect(await (await browser.request(answer.headers.get("location")!)).text()).toContain("To change how you sign in, please enter your password again.");
  });
});

describe("security events of other account actions", () => {
  it("logs sign-in failures, a CSRF mismatch, a staff page refused and a password change with request id, account and address", async () => {
    const visitor = await insertUser(site.db, { password: PASSWORD });
    const browser = new Browser();
    await browser.request("/gl/account/sign-in");
    const failed = await browser.request("/gl/account/sign-in", { intent: "sign-in", email: visitor.email, password: "wrong horse battery" });
    expect(failed.status).toBe(400);
    expect(lastEvent(visitor.id, "sign-in.failure")).toMatchObject({ level: 40, ip: browser.ip, reason: "credentials" });
    expect((await browser.signIn(visitor.email)).status).toBe(303);
    expect(lastEvent(visitor.id, "sign-in.success")).toMatchObject({ level: 30, factor: "password" });

    expect((await browser.request("/gl/staff/sample-orders")).status).toBe(403);
    expect(lastEvent(visitor.id, "staff.forbidden")).toMatchObject({ level: 40, ip: browser.ip, role: "visitor", path: "/gl/staff/sample-orders" });

    const forged = await site.fetch("/gl/account/profile", {
      method: "POST",
      headers: { cookie: `sid=${browser.cookies.get("sid")}; csrf=${browser.cookies.get("csrf")}`, "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: new URLSearchParams({ csrf: randomUUID(), intent: "sign-out" }).toString(),
      redirect: "manual",
      clientIp: browser.ip,
    });
    expect(forged.status).toBe(403);
    expect(site.logs.findLast((line) => line.event === "csrf.mismatch")).toMatchObject({ level: 40, ip: browser.ip, reason: "bad-token", path: "/gl/account/profile" });

    const changed = await browser.request("/gl/account/profile", { intent: "password", currentPassword: PASSWORD, password: "new granite sunrise" });
    expect(changed.status).toBe(303);
    expect(lastEvent(visitor.id, "password.changed")).toMatchObject({ level: 30, ip: browser.ip });
    expectNoSecretsLogged(PASSWORD, "wrong horse battery", "new granite sunrise");
    // Every event names its request.
    for (const line of eventsOf(visitor.id)) expect(line.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a staff sign-in without a factor yet is audited too", async () => {
    const staff = await insertUser(site.db, { role: "staff", password: PASSWORD, twoFactor: false });
    expect((await new Browser().signIn(staff.email)).status).toBe(303);
    const rows = await site.db.select().from(auditLog).where(and(eq(auditLog.targetId, staff.id), eq(auditLog.action, "staff.sign-in")));
    expect(rows.map((row) => row.detail)).toEqual([{ factor: "password" }]);
  });
});
