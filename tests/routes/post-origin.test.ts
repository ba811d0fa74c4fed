/**
 * "A click always does what it says" (issue 26, decision 0052), in-process: a form posted from a
 * public page before its script ran carries no CSRF token, and is accepted when `Origin` or
 * `Sec-Fetch-Site` shows this origin; another site's is refused; a client that sends neither gets
 * the confirm step, in the site's frame and language. Without JavaScript the visitor comes back to
 * the page they were on, with the feedback named in the fragment; private pages render the header's
 * counts on the server.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { ORIGIN, sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

const products = demoSeed().products;
// A product without sample sizes goes straight into the cart; one offered in Japan and GL.
const plain = products.find((p) => p.family === "HIMACS_COLOR" && p.regions.includes("jp") && p.regions.includes("gl"))!;
const finder = "/gl/products/himacs-solid-surface/himacs-finder?sort=name";

function compareAdd(headers: Record<string, string>, extra: Record<string, string> = {}) {
  return site.fetch("/gl/products/compare", { method: "POST", redirect: "manual", body: new URLSearchParams({ intent: "add", contentId: plain.contentId, returnTo: finder, ...extra }), headers });
}
const trayCookie = (answer: Response) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith("compare="));

describe("posts from public pages, by their origin headers", () => {
  it("accepts a same-origin post without a token, by Origin or by Sec-Fetch-Site alone", async () => {
    const cases: Array<Record<string, string>> = [{ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }, { origin: ORIGIN, "sec-fetch-site": "same-origin" }];
    for (const headers of cases) {
      const answer = await compareAdd(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(303);
      expect(trayCookie(answer), JSON.stringify(headers)).toContain(plain.contentId);
    }
  });

  // Over HTTP the front door answers a foreign Origin with 403 first (tests/site/front-door.test.ts);
  // in-process, React Router's own origin check answers it with 400.
  it("refuses another site's post, by Origin or by Sec-Fetch-Site, also a sibling subdomain's, and changes nothing", async () => {
    const cases: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: ORIGIN, "sec-fetch-site": "cross-site" }];
    for (const headers of cases) {
      const answer = await compareAdd(headers);
      expect(answer.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(headers)).toBeLessThan(500);
      expect(trayCookie(answer), JSON.stringify(headers)).toBeUndefined();
    }
  });

  it("still checks a token that is sent: a wrong one is refused even from this origin", async () => {
    const answer = await compareAdd({ origin: ORIGIN, cookie: "csrf=the-right-token-0123456789abcdef" }, { csrf: "a-wrong-token-0123456789abcdefghij" });
    expect(answer.status).toBe(403);
  });

  it("asks a client that sends neither header nor token to confirm, on a page in the site's frame and language", async () => {
    const answer = await site.fetch("/jp/products/compare", { method: "POST", redirect: "manual", body: new URLSearchParams({ intent: "add", contentId: plain.contentId, returnTo: "/jp/products/himacs-solid-surface" }) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(trayCookie(answer)).toBeUndefined();
    const html = await answer.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ja">/);
    expect(html).toContain("確認してください");
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="button button--primary"');
    // The same fields again, escaped, with the token the cookie now holds.
    expect(html).toContain(`name="contentId" value="${plain.contentId}"`);
    const token = /csrf=([^;]+)/.exec(answer.headers.getSetCookie().join("\n"))?.[1];
    expect(token).toBeTruthy();
    expect(html).toContain(`name="csrf" value="${token}"`);
  });

  it("escapes what it carries into the confirm page", async () => {
    const answer = await site.fetch("/gl/products/compare", { method: "POST", redirect: "manual", body: new URLSearchParams({ intent: "add", '"><script>alert(1)</script>': '"><img src=x onerror=alert(1)>' }) });
    const html = await answer.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
  });
});

describe("after a post without JavaScript", () => {
  it("brings the visitor back to the page they were on, saying the product was added to compare", async () => {
    const answer = await compareAdd({ origin: ORIGIN });
    expect(answer.headers.get("location")).toBe(`${finder}#compare-added`);
  });

  it("never follows a return path off the site or out of its regions: the compare page instead", async () => {
    for (const returnTo of ["//evil.example/gl/", "https://evil.example/", "/\\evil.example", "/gl/../../evil", "/gl/%2e%2e/x", "javascript:alert(1)"]) {
      const answer = await compareAdd({ origin: ORIGIN }, { returnTo });
      expect(answer.status, returnTo).toBe(303);
      expect(answer.headers.get("location"), returnTo).toBe("/gl/products/compare");
    }
  });

  it("brings a sample order back to its page, saying it was added; the cart page's header counts it without JavaScript", async () => {
    const answer = await site.fetch("/gl/samples/cart", { method: "POST", redirect: "manual", body: new URLSearchParams({ intent: "add", contentId: plain.contentId, option: "chip-s", returnTo: finder }), headers: { origin: ORIGIN }, clientIp: "10.26.0.1" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`${finder}#sample-added`);
    const cart = answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
    expect(cart).toMatch(/samples=/);
    const tray = trayCookie(await compareAdd({ origin: ORIGIN }))!.split(";")[0];
    const page = await (await site.fetch("/gl/samples/cart", { headers: { cookie: `${cart}; ${tray}` } })).text();
    expect(page).toContain("1 sample in your sample cart");
    expect(page).toContain("Compare, 1 product");
  });

  it("renders public pages' header counts as 0 for everyone: the page is the same whoever asks", async () => {
    const html = await (await site.fetch(finder)).text();
    expect(html).toContain("0 samples in your sample cart");
  });
});
