/**
 * The sample cart and checkout as a visitor and an attacker use them, over HTTP against the built
 * site (its own server, mail to an SMTP sink): the missing option, the limit, field errors, a
 * double submit that makes one order, the confirmation mail, CSRF, rate limits, HTML shown
 * escaped on the page and in the mail, and one guest's order hidden from another (404).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnServer } from "../support/own-server";
import { startMailingServer, stopMailingServer } from "../support/mailing-server";
import { allQueuedMailSent } from "../support/mail-barrier";
import type { SmtpSink } from "../support/smtp-sink";
import { SampleClient, validCheckout } from "../support/sample-client";

let server: OwnServer;
let sink: SmtpSink;
let himacs: string[];

beforeAll(async () => {
  ({ server, sink } = await startMailingServer());
  himacs = await new SampleClient(server.url).products("us", "HIMACS_COLOR", 12);
});

afterAll(async () => {
  await stopMailingServer(server, sink);
});

async function cartWith(ids: string[]) {
  const client = new SampleClient(server.url);
  await client.cartKey();
  for (const id of ids) expect((await client.request("/us/samples/cart", { intent: "add", contentId: id, option: "chip-s" })).status).toBe(303);
  return client;
}

describe("sample cart and orders over HTTP", () => {
  // Loads the cart twice and posts eight cart and checkout forms to the file's own server, which renders a page or redirects for each: up to 6 s on a loaded machine.
  it("asks for an option, holds the region's limit, and shows field errors beside the fields", { timeout: 30_000 }, async () => {
    const client = new SampleClient(server.url);
    await client.cartKey();
    const missing = await client.request("/us/samples/cart", { intent: "add", contentId: himacs[0]! });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Please select option");
    for (const id of himacs.slice(0, 5)) expect((await client.request("/us/samples/cart", { intent: "add", contentId: id, option: "chip-l" })).status).toBe(303);
    const over = await client.request("/us/samples/cart", { intent: "add", contentId: himacs[5]!, option: "chip-l" });
    expect(over.status).toBe(400);
    expect(await over.text()).toContain("An order can hold up to 5 samples");
    const key = (await client.cartKey())!;
    const invalid = await client.request("/us/samples/cart", validCheckout(key, { postalCode: "ABCDE", consent: "", email: "not-an-email", profession: "astronaut" }));
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain('id="checkout-postalCode-error"');
    expect(html).toContain("Please enter a postal code that is valid in the chosen country.");
    expect(html).toContain('id="checkout-consent-error"');
    expect(html).toContain('id="checkout-email-error"');
    expect(html).toContain('id="checkout-profession-error"');
    expect(html).toMatch(/aria-invalid="true"/);
  });

  // Fills a cart, submits the checkout three times, then waits for the mail at the SMTP sink and for the mail queue to drain: up to 4 s on a loaded machine.
  it("makes one order of a double submit, mails it once, and empties the cart", { timeout: 30_000 }, async () => {
    const client = await cartWith(himacs.slice(0, 2));
    const key = (await client.cartKey())!;
    const form = validCheckout(key, { email: `double.${Date.now()}@example.com` });
    const [first, second] = await Promise.all([client.request("/us/samples/cart", form), client.request("/us/samples/cart", form)]);
    const third = await client.request("/us/samples/cart", form);
    expect([first.status, second.status, third.status]).toEqual([303, 303, 303]);
    const location = first.headers.get("location")!;
    expect(second.headers.get("location")).toBe(location);
    expect(third.headers.get("location")).toBe(location);
    const page = await (await client.request(location)).text();
    const reference = /SMP-US-[2-9A-HJKMNP-TW-Z]{6}/.exec(page)![0];
    expect(page).toContain(reference);
    const mail = await sink.waitForMail((m) => m.to === form.email, 20_000);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(`${server.url}/us/samples/order?key=${key}`);
    // Only one mail, so only one order.
    await allQueuedMailSent(server, sink);
    expect(sink.mails.filter((m) => m.to === form.email)).toHaveLength(1);
    expect(await (await client.request("/us/samples/cart")).text()).toContain("Your sample cart is empty");
  });

  it("shows HTML typed into fields escaped, on the page and in the mail", async () => {
    const client = await cartWith(himacs.slice(0, 1));
    const key = (await client.cartKey())!;
    const email = `escape.${Date.now()}@example.com`;
    const response = await client.request("/us/samples/cart", validCheckout(key, { email, name: "Jane <b>Doe</b>", addressLine1: '<img src=x onerror="alert(1)">' }));
    expect(response.status).toBe(303);
    const page = await (await client.request(response.headers.get("location")!)).text();
    expect(page).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
    expect(page).not.toContain("<b>Doe</b>");
    expect(page).not.toContain("<img src=x");
    const mail = await sink.waitForMail((m) => m.to === email, 20_000);
    expect(mail.html).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Doe</b>");
    expect(mail.html).not.toContain("<img src=x");
  });

  it("hides one guest's order from another guest: 404, not 403", async () => {
    const owner = await cartWith(himacs.slice(0, 1));
    const key = (await owner.cartKey())!;
    const placed = await owner.request("/us/samples/cart", validCheckout(key, { email: `owner.${Date.now()}@example.com` }));
    const location = placed.headers.get("location")!;
    const reference = /SMP-US-[A-Z0-9]{6}/.exec(await (await owner.request(location)).text())![0];
    const stranger = new SampleClient(server.url);
    expect((await stranger.request(`/us/samples/order?ref=${reference}`)).status).toBe(404);
    expect((await stranger.request(`/us/samples/order?key=${"A".repeat(43)}`)).status).toBe(404);
    expect((await stranger.request("/us/samples/order")).status).toBe(404);
    const html = await (await stranger.request(`/us/samples/order?ref=${reference}`)).text();
    expect(html).not.toContain(reference);
  });

  it("refuses cross-site posts and wrong tokens, and adds nothing", async () => {
    const client = new SampleClient(server.url);
    await client.cartKey();
    const crossSite = await client.request("/us/samples/cart", { intent: "add", contentId: himacs[0]!, option: "chip-s" }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const foreign = await client.request("/us/samples/cart", { intent: "add", contentId: himacs[0]!, option: "chip-s" }, { origin: "https://evil.example", "sec-fetch-site": "" });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    const wrongToken = await client.request("/us/samples/cart", { intent: "add", contentId: himacs[0]!, option: "chip-s", csrf: "not-the-token-at-all-0123456789" });
    expect(wrongToken.status).toBe(403);
    expect(await (await client.request("/us/samples/cart")).text()).toContain("Your sample cart is empty");
  });

  it("limits order submits per address, with a clear message", async () => {
    // Earlier tests of this file placed orders from this address too; the limit is 10 an hour.
    let answer: Response | null = null;
    for (let i = 0; i < 12; i++) {
      const client = await cartWith(himacs.slice(0, 1));
      const key = (await client.cartKey())!;
      answer = await client.request("/us/samples/cart", validCheckout(key, { email: `limit.${i}.${Date.now()}@example.com` }));
      if (answer.status === 429) break;
      expect(answer.status).toBe(303);
    }
    expect(answer!.status).toBe(429);
    expect(await answer!.text()).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });
});
