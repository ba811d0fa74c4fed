/**
 * Email verification over HTTP against the built site (its mail written to files, each client
 * from an address of its own through X-Forwarded-For so per-address limits stay apart):
 * sign-up answers a new, a taken and an unconfirmed email alike; broken links never fail; the
 * confirm post is CSRF-checked; a new profile address waits for its link; names stay plain text.
 */
import { describe, expect, it } from "vitest";
import { VERIFY_LINK, filedMails, mailedLink } from "../support/mailed-link";
import { siteBaseUrl, siteMailDir } from "../support/site-address";

const server = { url: siteBaseUrl() };
const mailDir = siteMailDir();
let clients = 0;
const PASSWORD = "tidy quartz worktop";

class Client {
  cookies = new Map<string, string>();
  readonly ip = `198.51.100.${++clients}`;
  async request(path: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const all: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-forwarded-for": this.ip, ...headers };
    if (form) Object.assign(all, { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers });
    const body = form ? new URLSearchParams({ csrf: this.cookies.get("csrf") ?? "", ...form }).toString() : undefined;
    const response = await fetch(`${server.url}${path}`, { method: form ? "POST" : "GET", headers: all, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }
  async signUp(email: string, name = "Tess", password = PASSWORD) {
    await this.request("/us/account/sign-up");
    return this.request("/us/account/sign-up", { intent: "sign-up", name, email, password });
  }
  async confirm(link: string) {
    const url = new URL(link);
    expect((await this.request(`${url.pathname}${url.search}`)).status).toBe(200);
    const form: Record<string, string> = { intent: "verify-email", token: url.searchParams.get("token")! };
    if (url.searchParams.has("email")) form.email = url.searchParams.get("email")!;
    return this.request("/us/account/verify-email", form);
  }
}

const address = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
/** The page's main content with what legitimately differs (the address typed, the form token) blanked. */
const mainOf = (html: string, email: string) => /<main[\s\S]*<\/main>/.exec(html)![0].replaceAll(email, "EMAIL").replace(/name="csrf" value="[^"]*"/g, "");

describe("email verification over HTTP", () => {
  it("answers sign-up the same for a new, a taken and an unconfirmed email", async () => {
    const taken = address("taken");
    const owner = new Client();
    await owner.signUp(taken);
    expect((await owner.confirm(await mailedLink(mailDir, taken, VERIFY_LINK))).status).toBe(303);
    const pending = address("pending");
    await new Client().signUp(pending);
    await mailedLink(mailDir, pending, VERIFY_LINK);

    const answers = [];
    for (const email of [address("new"), taken, pending]) {
      const response = await new Client().signUp(email, "Someone", "another fine passphrase");
      answers.push({ status: response.status, cookies: response.headers.getSetCookie().map((c) => c.split("=")[0]).sort(), main: mainOf(await response.text(), email) });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.main).toContain("Check your mail");
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // What differs is only what each mailbox receives.
    await expect.poll(async () => (await filedMails(mailDir)).filter((m) => m.to.includes(taken)).map((m) => m.subject)).toEqual(["Confirm your email address", "You already have an account"]);
    const notice = (await filedMails(mailDir)).find((m) => m.to.includes(taken) && m.subject === "You already have an account")!;
    expect(notice.text).toMatch(/\/us\/account\/sign-in/);
    expect(notice.text).toMatch(/\/us\/account\/forgot-password/);
  });

  it("still shows field errors that do not depend on the email", async () => {
    const response = await new Client().signUp("not an email", "", "short");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter an email address such as name@example.com.");
    expect(html).toContain("Use at least 8 characters.");
  });

  it("answers broken, used and forged links with a message and a way on, never an error", async () => {
    const client = new Client();
    for (const query of ["", "?token=short", "?token=" + "x".repeat(43), `?token=${"y".repeat(43)}&email=${encodeURIComponent("<b>@example.com")}`, "?token=%00%ff"]) {
      const response = await client.request(`/us/account/verify-email${query}`);
      expect(response.status, query).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toContain("This link has expired or has been used.");
    }
    for (const token of ["short", "z".repeat(43), "<script>alert(1)</script>"]) {
      const response = await client.request("/us/account/verify-email", { intent: "verify-email", token });
      expect(response.status, token).toBe(400);
      expect(await response.text()).toContain("This link has expired or has been used.");
    }
  });

  it("refuses a cross-site confirm and leaves the link usable", async () => {
    const email = address("csrf");
    const client = new Client();
    await client.signUp(email);
    const link = new URL(await mailedLink(mailDir, email, VERIFY_LINK));
    const forged = await client.request("/us/account/verify-email", { intent: "verify-email", token: link.searchParams.get("token")! }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect((await client.confirm(link.toString())).status).toBe(303);
    expect((await (await client.request("/us/api/visitor")).json()).signedIn).toBe(true);
  });

  it("mails names as plain text: HTML typed into the name is never read as HTML", async () => {
    const email = address("html");
    await new Client().signUp(email, "<script>alert(1)</script>");
    await mailedLink(mailDir, email, VERIFY_LINK);
    const mail = (await filedMails(mailDir)).find((m) => m.to.includes(email))!;
    expect(mail.html).toBe(false);
    expect(mail.text).toContain("Hello <script>alert(1)</script>,");
  });

  it("changes the profile's email only once the link mailed to the new address is followed", async () => {
    const before = address("before");
    const client = new Client();
    await client.signUp(before);
    await client.confirm(await mailedLink(mailDir, before, VERIFY_LINK));
    const after = address("after");
    const response = await client.request("/us/account/profile", { intent: "profile", name: "Tess", email: after });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`To use ${after}, follow the link we have sent there. Until then, your account keeps ${before}.`);
    expect((await (await client.request("/us/account/profile")).text())).toContain(`value="${before}"`);
    const confirmed = await client.confirm(await mailedLink(mailDir, after, VERIFY_LINK));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/us/account/profile?done=email");
    const profile = await (await client.request("/us/account/profile?done=email")).text();
    expect(profile).toContain("Your email address is changed.");
    expect(profile).toContain(`value="${after}"`);
  });
  it("takes a guest's sample cart into the account as it opens, and again at a later sign-in", async () => {
    const ids = ((await (await fetch(`${server.url}/us/api/products?category=HIMACS_COLOR&pageSize=4`)).json()) as { items: Array<{ contentId: string }> }).items.map((item) => item.contentId);
    const addAsGuest = async (client: Client, contentIds: string[]) => {
      await client.request("/us/samples/cart");
      for (const contentId of contentIds) expect((await client.request("/us/samples/cart", { intent: "add", contentId, option: "chip-s" })).status).toBe(303);
      expect(client.cookies.has("samples")).toBe(true);
    };
    const headerCount = async (client: Client) => ((await (await client.request("/us/api/visitor")).json()) as { samples: number }).samples;

    const email = address("cart");
    const client = new Client();
    await addAsGuest(client, ids.slice(0, 2));
    await client.signUp(email);
    expect((await client.confirm(await mailedLink(mailDir, email, VERIFY_LINK))).status).toBe(303);
    // The header counts the account's cart at once, before any visit to the cart page.
    expect(await headerCount(client)).toBe(2);
    expect(client.cookies.has("samples")).toBe(false);

    // Another browser's guest cart joins at sign-in, without repeating a line.
    const other = new Client();
    await addAsGuest(other, ids.slice(1, 4));
    await other.request("/us/account/sign-in");
    expect((await other.request("/us/account/sign-in", { intent: "sign-in", email, password: PASSWORD })).status).toBe(303);
    expect(await headerCount(other)).toBe(4);
    expect(other.cookies.has("samples")).toBe(false);
    const cart = await (await other.request("/us/samples/cart")).text();
    for (const contentId of ids) expect(cart).toContain(`value="${contentId}"`);
  });
});
