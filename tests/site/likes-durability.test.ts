/**
 * kill -9 in the middle of a stream of likes: every like the server acknowledged is there after
 * a restart, with the account and its session, on PGlite and (when TEST_DATABASE_URL is set) on
 * PostgreSQL. Real server processes, real databases.
 */
import { afterAll, describe, expect, it } from "vitest";
import { VERIFY_LINK, mailedLink } from "../support/mailed-link";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { SERVER_ENGINES } from "../support/databases";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A browser-like client: cookies kept, same-origin posts with the CSRF token. */
class Client {
  cookies = new Map<string, string>();
  constructor(public base: string) {}
  async request(path: string, form?: Record<string, string>) {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (form) Object.assign(headers, { "content-type": "application/x-www-form-urlencoded", origin: this.base, "sec-fetch-site": "same-origin" });
    const response = await fetch(`${this.base}${path}`, { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams({ ...form, csrf: this.cookies.get("csrf") ?? "" }).toString() : undefined, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }
}

describe.each(SERVER_ENGINES)("likes on $name", (engine) => {
  // Starts its own server twice and kills it once per engine: about 15 s beside the other files.
  it("keeps every acknowledged like, the account and its session through kill -9 and a restart", async () => {
    const env = await engine.env(cleanups);
    let server: OwnServer = await startOwnServer(env);
    cleanups.push(() => server.dispose());
    const client = new Client(server.url);
    await client.request("/us/account/sign-in");
    const email = `durable.${Date.now()}@example.com`;
    const signUp = await client.request("/us/account/sign-up", { intent: "sign-up", name: "Dura Ble", email, password: "kitchen worktop in quartz" });
    expect(signUp.status).toBe(200);
    const link = new URL(await mailedLink(`${server.dataDir}-mail`, email, VERIFY_LINK));
    expect((await client.request("/us/account/verify-email", { intent: "verify-email", token: link.searchParams.get("token")! })).status).toBe(303);
    const list = (await (await client.request("/us/api/products?pageSize=48")).json()) as { items: Array<{ contentId: string }> };
    const ids = list.items.map((item) => item.contentId);
    expect(ids.length).toBeGreaterThanOrEqual(40);

    // Likes stream in, four at a time; the server is killed once 12 are acknowledged.
    const acknowledged: string[] = [];
    let killed: Promise<void> | null = null;
    const like = async (id: string) => {
      try {
        const response = await client.request("/us/account/likes.data", { intent: "like", contentId: id, js: "1" });
        if (response.status === 200) acknowledged.push(id);
      } catch {
        // The connection died with the server: not acknowledged.
      }
      if (acknowledged.length >= 12 && !killed) killed = server.kill();
    };
    for (let i = 0; i < ids.length && !killed; i += 4) await Promise.all(ids.slice(i, i + 4).map(like));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    server = await startOwnServer(env, server.dataDir);
    client.base = server.url;
    const visitor = (await (await client.request("/us/api/visitor")).json()) as { signedIn: boolean; likes: string[] };
    // The same session cookie still opens the account.
    expect(visitor.signedIn).toBe(true);
    expect(new Set(visitor.likes)).toEqual(new Set([...visitor.likes, ...acknowledged]));
    for (const id of acknowledged) expect(visitor.likes).toContain(id);
    await server.stop();
  }, 60_000);
});
