/**
 * The compare page's loader and action, in-process (tests/support/in-process-site.ts): a shared
 * list (`?ids=`) shows exactly its products offered in the region, an empty compare says so, and
 * the one action keeps the tray in the `compare` cookie behind the site's CSRF defence (a foreign
 * post is refused; one without a token and without Origin or Sec-Fetch-Site is asked to confirm; a
 * tokened one answers 303). The origin checks themselves: tests/routes/post-origin.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { localise } from "../../core/catalogue/model";
import { ORIGIN, sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});
const fetch = (path: string, init?: RequestInit) => site.fetch(path, init);
const seed = demoSeed().products;
const offeredIn = (region: string, family: string) => seed.filter((p) => p.family === family && p.regions.includes(region as never));
// HIMACS is offered in Japan; VIATERA is not (spec §2).
const [himacsA, himacsB, himacsC, himacsD, himacsE] = offeredIn("jp", "HIMACS_COLOR").filter((p) => offeredIn("gl", "HIMACS_COLOR").includes(p));
const viatera = offeredIn("gl", "VIATERA_COLOR").find((p) => !p.regions.includes("jp"))!;
const name = (p: { name: Parameters<typeof localise>[0] }) => localise(p.name, "en");

async function csrfToken(): Promise<string> {
  const answer = await fetch(`/gl/products/compare`);
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("csrf="));
  return cookie!.slice("csrf=".length).split(";")[0]!;
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`/gl/products/compare`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields), headers: { origin: ORIGIN, ...headers } });
}

describe("compare page", () => {
  it("shows exactly the products of a shared list, across categories, as a private page", async () => {
    const answer = await fetch(`/gl/products/compare?ids=${himacsA!.contentId},${viatera.contentId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const html = await answer.text();
    expect(html).toContain(name(himacsA!));
    expect(html).toContain(name(viatera));
    expect(html).not.toContain(name(himacsB!));
    expect(html).toMatch(/<table class="compare-table">/);
    expect(html).toContain("Keep this comparison");
  });

  it("drops ids the region does not offer", async () => {
    const html = await (await fetch(`/jp/products/compare?ids=${himacsA!.contentId},${viatera.contentId}&lang=en`)).text();
    expect(html).toContain(name(himacsA!));
    expect(html).not.toContain(name(viatera));
  });

  it("says 'No items to compare' when empty", async () => {
    const html = await (await fetch(`/gl/products/compare`)).text();
    expect(html).toContain("No items to compare");
    expect(html).not.toContain("<table");
  });

  // Over HTTP the front door answers 403 first (tests/site/front-door.test.ts).
  it("refuses a post from another site, without a token, and changes nothing", async () => {
    const answer = await post({ intent: "add", contentId: himacsA!.contentId }, { origin: "https://evil.example" });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith("compare="))).toBe(false);
  });

  it("asks a post with neither a token nor an origin header to confirm, and changes nothing", async () => {
    const answer = await fetch(`/gl/products/compare`, { method: "POST", redirect: "manual", body: new URLSearchParams({ intent: "add", contentId: himacsA!.contentId }) });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Please confirm");
    expect(answer.headers.getSetCookie().some((c) => c.startsWith("compare="))).toBe(false);
  });

  it("adds to the tray cookie and redirects 303; a fifth asks to replace; replace keeps four", async () => {
    const csrf = await csrfToken();
    const ids = [himacsA, himacsB, himacsC, himacsD].map((p) => p!.contentId);
    const cookie = (tray: string[]) => `csrf=${csrf}; compare=${tray.join(".")}`;

    const added = await post({ csrf, intent: "add", contentId: ids[0]! }, { cookie: `csrf=${csrf}` });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/gl/products/compare");
    const setCookie = added.headers.getSetCookie().find((c) => c.startsWith("compare="))!;
    expect(setCookie).toMatch(new RegExp(`^compare=${ids[0]}; Path=/; SameSite=Lax; Max-Age=2592000$`));

    const full = await post({ csrf, intent: "add", contentId: himacsE!.contentId }, { cookie: cookie(ids) });
    expect(full.status).toBe(303);
    expect(full.headers.get("location")).toBe(`/gl/products/compare?full=${himacsE!.contentId}`);
    const question = await (await fetch(`${full.headers.get("location")}`, { headers: { cookie: cookie(ids) } })).text();
    expect(question).toContain("Your compare is full");
    expect(question).toContain("Replace the first product you added with the one you selected?");

    const replaced = await post({ csrf, intent: "replace", contentId: himacsE!.contentId }, { cookie: cookie(ids) });
    expect(replaced.status).toBe(303);
    expect(replaced.headers.getSetCookie().find((c) => c.startsWith("compare="))).toContain(`compare=${[...ids.slice(1), himacsE!.contentId].join(".")};`);
  });

  it("answers 400 to an unknown intent or a product the region does not offer", async () => {
    const csrf = await csrfToken();
    expect((await post({ csrf, intent: "explode" }, { cookie: `csrf=${csrf}` })).status).toBe(400);
    const jp = await fetch(`/jp/products/compare`, { method: "POST", redirect: "manual", body: new URLSearchParams({ csrf, intent: "add", contentId: viatera.contentId }), headers: { origin: ORIGIN, cookie: `csrf=${csrf}` } });
    expect(jp.status).toBe(400);
  });
});
