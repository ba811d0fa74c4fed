/**
 * The account forms as an attacker tries them, over HTTP against the built site: CSRF (foreign
 * origin, cross-site fetch metadata, a wrong token) is refused and changes nothing; a session id
 * chosen by the client is never adopted; cookies carry their flags; sign-in and reset answer the
 * same for unknown and known emails; HTML typed into a field comes back escaped.
 */
import { describe, expect, it } from "vitest";
import { VERIFY_LINK, mailedLink } from "../support/mailed-link";
import { siteBaseUrl, siteMailDir } from "../support/site-address";

const baseUrl = siteBaseUrl();
const mailDir = siteMailDir();

class Client {
  cookies = new Map<string, string>();
  setCookies: string[] = [];
  /** `withoutOrigin`: a client that sends neither Origin nor Sec-Fetch-Site (old or privacy-stripping). */
  async request(path: string, init: RequestInit & { form?: Record<string, string>; withoutOrigin?: boolean } = {}) {
    const headers = new Headers(init.headers);
    headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body: string | undefined;
    if (init.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      if (!headers.has("origin") && !init.withoutOrigin) headers.set("origin", baseUrl);
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, body, method: init.form ? "POST" : (init.method ?? "GET"), redirect: "manual" });
    this.setCookies = response.headers.getSetCookie();
    for (const cookie of this.setCookies) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }
  /** Loads a private page so the CSRF cookie is set; its token. */
  async token(): Promise<string> {
    await this.request("/us/account/sign-in");
    return this.cookies.get("csrf")!;
  }
}

async function signedUp(email = `user.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`, name = "Tess") {
  const client = new Client();
  const csrf = await client.token();
  const response = await client.request("/us/account/sign-up", { form: { csrf, intent: "sign-up", name, email, password: "tidy quartz worktop" } });
  expect(response.status).toBe(200);
  // The account opens through the link mailed to the address (the site writes mail to files here).
  const link = new URL(await mailedLink(mailDir, email, VERIFY_LINK));
  expect((await client.request(`${link.pathname}${link.search}`)).status).toBe(200);
  const verified = await client.request("/us/account/verify-email", { form: { csrf: client.cookies.get("csrf")!, intent: "verify-email", token: link.searchParams.get("token")! } });
  expect(verified.status).toBe(303);
  return { client, email };
}

describe("account security over HTTP", () => {
  it("refuses cross-site posts and wrong tokens, and changes nothing", async () => {
    const attacker = new Client();
    const csrf = await attacker.token();
    const email = `victim.${Date.now()}@example.com`;
    const foreign = await attacker.request("/us/account/sign-up", { form: { csrf, intent: "sign-up", name: "X", email, password: "tidy quartz worktop" }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    const crossSite = await attacker.request("/us/account/sign-up", { form: { csrf, intent: "sign-up", name: "X", email, password: "tidy quartz worktop" }, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const wrongToken = await attacker.request("/us/account/sign-up", { form: { csrf: "not-the-token-at-all-0123456789", intent: "sign-up", name: "X", email, password: "tidy quartz worktop" } });
    expect(wrongToken.status).toBe(403);
    // None of them made the account: a real sign-up with that email now succeeds.
    await signedUp(email);
  });

  it("takes a same-origin post without a token (a click before the script ran) and comes back to its page", async () => {
    const { client } = await signedUp();
    const response = await client.request("/us/account/likes", { form: { intent: "like", contentId: "10100263", returnTo: "/us/products/himacs-solid-surface" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/us/products/himacs-solid-surface#liked");
    const visitor = await (await client.request("/us/api/visitor")).json();
    expect(visitor.likes).toEqual(["10100263"]);
  });

  it("asks to confirm a post with neither a token nor Origin or Sec-Fetch-Site, and does nothing until then", async () => {
    const { client } = await signedUp();
    const response = await client.request("/us/account/likes", { form: { intent: "like", contentId: "10100263", returnTo: "/us/products/" }, withoutOrigin: true });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Please confirm");
    expect(html).toContain('name="contentId" value="10100263"');
    const visitor = await (await client.request("/us/api/visitor")).json();
    expect(visitor.likes).toEqual([]);
  });

  it("never adopts a session id the client chose, and flags its cookies", async () => {
    const { email } = await signedUp();
    const client = new Client();
    client.cookies.set("sid", "attacker-chosen-session-id-0123456789abcdef");
    const csrf = await client.token();
    // The unknown session id is cleared, not kept.
    expect(client.setCookies.some((c) => c.startsWith("sid=;") && /Max-Age=0/.test(c))).toBe(true);
    const response = await client.request("/us/account/sign-in", { form: { csrf, intent: "sign-in", email, password: "tidy quartz worktop" } });
    expect(response.status).toBe(303);
    const session = client.setCookies.find((c) => c.startsWith("sid="))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(client.cookies.get("sid")).not.toBe("attacker-chosen-session-id-0123456789abcdef");
    // The CSRF token rotates at sign-in too.
    expect(client.cookies.get("csrf")).not.toBe(csrf);
    expect((await (await client.request("/us/api/visitor")).json()).signedIn).toBe(true);
  });

  it("ends the session on the server at sign-out: the old cookie opens nothing", async () => {
    const { client } = await signedUp();
    const sid = client.cookies.get("sid")!;
    await client.request("/us/account/profile", { form: { csrf: client.cookies.get("csrf")!, intent: "sign-out" } });
    const replay = new Client();
    replay.cookies.set("sid", sid);
    expect((await (await replay.request("/us/api/visitor")).json()).signedIn).toBe(false);
  });

  it("answers the same for unknown and known emails", async () => {
    const { email } = await signedUp();
    const texts: string[] = [];
    for (const candidate of [email, `unknown.${Date.now()}@example.com`]) {
      const client = new Client();
      const csrf = await client.token();
      const signIn = await client.request("/us/account/sign-in", { form: { csrf, intent: "sign-in", email: candidate, password: "not the password" } });
      expect(signIn.status).toBe(400);
      texts.push((await signIn.text()).includes("The email or password is not right.") ? "same" : "different");
      const reset = await client.request("/us/account/forgot-password", { form: { csrf, intent: "forgot-password", email: candidate } });
      expect(reset.status).toBe(200);
      const html = await reset.text();
      expect(html).toContain(`If an account uses ${candidate}`);
    }
    expect(texts).toEqual(["same", "same"]);
  });

  it("shows HTML typed into a field escaped", async () => {
    const { client } = await signedUp(undefined, `<img src=x onerror=alert(1)>`);
    const html = await (await client.request("/us/account/profile")).text();
    expect(html).not.toContain("<img src=x onerror=alert(1)>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps account pages out of every cache", async () => {
    const response = await new Client().request("/us/account/sign-in");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
