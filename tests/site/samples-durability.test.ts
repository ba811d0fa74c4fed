/**
 * kill -9 in the middle of a stream of sample orders: every order the server acknowledged (303 to
 * its confirmation) is there after a restart, on PGlite and (when TEST_DATABASE_URL is set) on
 * PostgreSQL; resending the same forms after the restart gives the same references and no order
 * is duplicated. Real server processes, real databases.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { SERVER_ENGINES } from "../support/databases";
import { SampleClient, validCheckout } from "../support/sample-client";
import { VERIFY_LINK, mailedLink } from "../support/mailed-link";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const REFERENCE = /SMP-US-[2-9A-HJKMNP-TW-Z]{6}/g;

describe.each(SERVER_ENGINES)("sample orders on $name", (engine) => {
  // Starts its own server twice per engine, kills it mid-order and resends every order: up to 36 s on a loaded machine.
  it("keeps every acknowledged order through kill -9, and a resend after restart makes no second one", async () => {
    const env = await engine.env(cleanups);
    let server: OwnServer = await startOwnServer(env);
    cleanups.push(() => server.dispose());
    const client = new SampleClient(server.url);
    await client.request("/us/account/sign-in");
    const email = `orders.${Date.now()}@example.com`;
    const signUp = await client.request("/us/account/sign-up", { intent: "sign-up", name: "Dura Ble", email, password: "kitchen worktop in quartz" });
    expect(signUp.status).toBe(200);
    const link = new URL(await mailedLink(`${server.dataDir}-mail`, email, VERIFY_LINK));
    expect((await client.request("/us/account/verify-email", { intent: "verify-email", token: link.searchParams.get("token")! })).status).toBe(303);
    const ids = await client.products("us", "HIMACS_COLOR", 12);

    // Orders stream in one after another; the server is killed while the seventh is in flight.
    const acknowledged: Array<{ form: Record<string, string>; location: string }> = [];
    let killed: Promise<void> | null = null;
    for (let i = 0; i < ids.length && !killed; i++) {
      expect((await client.request("/us/samples/cart", { intent: "add", contentId: ids[i]!, option: "chip-s" })).status).toBe(303);
      const key = (await client.cartKey())!;
      const form = validCheckout(key, { email: `stream.${i}@example.com` });
      const submit = client.request("/us/samples/cart", form).then(
        (response) => (response.status === 303 ? acknowledged.push({ form, location: response.headers.get("location")! }) : 0),
        () => 0, // The connection died with the server: not acknowledged.
      );
      if (acknowledged.length >= 6) killed = server.kill();
      await submit;
    }
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(6);

    server = await startOwnServer(env, server.dataDir);
    client.base = server.url;
    const references: string[] = [];
    for (const order of acknowledged) {
      const page = await client.request(order.location);
      expect(page.status).toBe(200);
      references.push((await page.text()).match(REFERENCE)![0]);
    }
    // The same forms again (a retry after the crash): the same orders.
    for (const [index, order] of acknowledged.entries()) {
      const again = await client.request("/us/samples/cart", order.form);
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe(order.location);
      expect((await (await client.request(order.location)).text()).match(REFERENCE)![0]).toBe(references[index]);
    }
    // The account lists each order once: nothing was duplicated.
    const listed = [...new Set((await (await client.request("/us/account/orders")).text()).match(REFERENCE) ?? [])];
    for (const reference of references) expect(listed).toContain(reference);
    const all = (await (await client.request("/us/account/orders")).text()).match(/<h2 id="order-(SMP-US-[A-Z0-9]{6})"/g) ?? [];
    expect(all.length).toBe(new Set(all).size);
    expect(all.length).toBeLessThanOrEqual(acknowledged.length + 1);
    await server.stop();
  }, 120_000);
});
