/**
 * The profile and verify pages against account takeover, in-process: a session that signed in
 * minutes ago may move the email without the password, an older one (a stolen cookie) may not and
 * changes nothing; the signed-in devices list marks this device and ends another with a plain form
 * post; the undo link mailed to the old address moves the account back and signs it out; a return
 * path with dot segments is refused.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, users } from "../../server/db/schema";
import { tokenHash } from "../../server/security/tokens";
import { insertSession, insertUser } from "../support/staff-fixtures";
import { ORIGIN, sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

const CSRF = "routes-test-csrf-token-0123456789abcdefghij";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const CHROME_ON_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const headers = (session: string, userAgent = CHROME_ON_MAC) => ({ cookie: `csrf=${CSRF}; sid=${session}`, "user-agent": userAgent });
const page = (path: string, session: string, userAgent?: string) => site.fetch(path, { headers: headers(session, userAgent), redirect: "manual" });
const post = (path: string, session: string, fields: Record<string, string>) =>
  site.fetch(path, { method: "POST", redirect: "manual", body: new URLSearchParams({ csrf: CSRF, ...fields }), headers: { ...headers(session), origin: ORIGIN } });
const mailsTo = (address: string) => site.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);
const live = async (token: string) => (await site.db.select().from(sessions).where(eq(sessions.idHash, tokenHash(token)))).length === 1;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("profile page against a stolen session", () => {
  it("refuses to move the email of a session that signed in 10 minutes ago without the password, and changes nothing", async () => {
    const { id, email } = await insertUser(site.db, { name: "Vic Tim", password: "victims own passphrase" });
    const stolen = await insertSession(site.db, id, 10);
    const attacker = `attacker.${Date.now()}@example.test`;
    const refused = await post("/gl/account/profile", stolen, { intent: "profile", name: "Owned", email: attacker });
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("Enter your current password to make this change.");
    const wrong = await post("/gl/account/profile", stolen, { intent: "profile", name: "Owned", email: attacker, currentPassword: "a guess" });
    expect(text(await wrong.text())).toContain("Your current password is not right.");
    expect((await site.db.select().from(users).where(eq(users.id, id)))[0]).toMatchObject({ email, name: "Vic Tim" });
    expect(await mailsTo(attacker)).toEqual([]);

    const withPassword = await post("/gl/account/profile", stolen, { intent: "profile", name: "Vic Tim", email: attacker, currentPassword: "victims own passphrase" });
    expect(withPassword.status).toBe(200);
    expect(await mailsTo(attacker)).toHaveLength(1);
  });

  it("lets a session of the last 5 minutes move the email without the password", async () => {
    const { id } = await insertUser(site.db);
    const fresh = await insertSession(site.db, id, 1);
    const target = `fresh.${Date.now()}@example.test`;
    const answer = await post("/gl/account/profile", fresh, { intent: "profile", name: "Sam", email: target });
    expect(answer.status).toBe(200);
    expect(text(await answer.text())).toContain(`To use ${target}, follow the link we have sent there.`);
  });
});

describe("signed-in devices", () => {
  it("lists each session by browser, marks this device, and ends another with a form post", async () => {
    const { id } = await insertUser(site.db);
    const mine = await insertSession(site.db, id);
    const other = await insertSession(site.db, id, 60);
    // The other device makes a request, so its browser is known.
    await page("/gl/account/likes", other, FIREFOX);
    const html = await (await page("/gl/account/profile", mine)).text();
    const devices = text(/<section[^>]*aria-labelledby="devices-heading"[\s\S]*?<\/section>/.exec(html)![0]);
    expect(devices).toContain("Signed-in devices");
    expect(devices).toMatch(/Chrome on macOS This device Signed in: .+ UTC Last seen: .+ UTC/);
    expect(devices).toContain("Firefox on Windows");
    expect(html).toContain('aria-label="End the session of Firefox on Windows"');
    // One End button (for the other device): this one signs out instead.
    expect(html.match(/name="intent" value="end-session"/g)).toHaveLength(1);
    expect(html).not.toContain(`value="${tokenHash(mine)}"`);

    const ended = await post("/gl/account/profile", mine, { intent: "end-session", session: tokenHash(other) });
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("/gl/account/profile?done=session");
    expect(await live(other)).toBe(false);
    expect(await live(mine)).toBe(true);
    expect(text(await (await page("/gl/account/profile?done=session", mine)).text())).toContain("The session is ended: that device is signed out.");
  });

  it("ends nothing of another account, and never this session, for a posted id", async () => {
    const [{ id: a }, { id: b }] = [await insertUser(site.db), await insertUser(site.db)];
    const mine = await insertSession(site.db, a);
    const theirs = await insertSession(site.db, b);
    for (const session of [tokenHash(theirs), tokenHash(mine), "not-a-session", ""]) {
      const answer = await post("/gl/account/profile", mine, { intent: "end-session", session });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/gl/account/profile");
    }
    expect([await live(mine), await live(theirs)]).toEqual([true, true]);
  });
});

describe("undoing a change of address", () => {
  it("moves the account back with the link mailed to the old address, and signs every device out", async () => {
    const { id, email: before } = await insertUser(site.db, { name: "Una Do" });
    const session = await insertSession(site.db, id);
    const after = `moved.${Date.now()}@example.test`;
    await post("/gl/account/profile", session, { intent: "profile", name: "Una Do", email: after });
    const change = new URL(/http\S+/.exec((await mailsTo(after))[0]!.textBody)![0]);
    const confirmed = await post(change.pathname, session, { intent: "verify-email", token: change.searchParams.get("token")!, email: after });
    expect(confirmed.headers.get("location")).toBe("/gl/account/profile?done=email");
    expect(text(await (await page("/gl/account/profile?done=email", session)).text())).toContain("Your email address is changed. Every other device has been signed out.");

    const notice = (await mailsTo(before)).at(-1)!;
    expect(notice.subject).toBe("The email address of your account was changed");
    expect(notice.textBody).toContain(`changed to ${after}`);
    expect(notice.textBody).toContain("It works once, for 7 days");
    const undo = new URL(/http\S+undo=1/.exec(notice.textBody)![0]);
    const confirmPage = text(await (await site.fetch(`${undo.pathname}${undo.search}`)).text());
    expect(confirmPage).toContain(`Move your account back to ${before}?`);
    const undone = await post(undo.pathname, session, { intent: "undo-email-change", token: undo.searchParams.get("token")!, email: before });
    expect(undone.status).toBe(200);
    expect(text(await undone.text())).toContain(`Your account uses ${before} again, and every device has been signed out.`);
    expect(undone.headers.getSetCookie().some((cookie) => cookie.startsWith("sid=;") && /Max-Age=0/.test(cookie))).toBe(true);
    expect((await site.db.select().from(users).where(eq(users.id, id)))[0]!.email).toBe(before);
    expect(await live(session)).toBe(false);
    // Used once.
    expect(text(await (await site.fetch(`${undo.pathname}${undo.search}`)).text())).toContain("This link has expired or has been used.");
  });
});

describe("return paths", () => {
  it.each(["/gl/account/../staff/sample-orders", "/gl/products/%2e%2e/staff/contact-requests", "/gl/./account/likes"])("sends a signed-in visitor to the profile, not to %s", async (returnTo) => {
    const { id } = await insertUser(site.db);
    const session = await insertSession(site.db, id);
    const answer = await page(`/gl/account/sign-in?returnTo=${encodeURIComponent(returnTo)}`, session);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/gl/account/profile");
  });
});
