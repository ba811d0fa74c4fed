/**
 * The front door (server/http/front-door.ts) on the built site: hosts it does not serve, request
 * targets that are not paths and methods no route takes are refused before any page work.
 */
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-request";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const PAGE = "/gl/products/himacs-solid-surface/himacs-finder";
const ownHost = new URL(baseUrl).host;
const port = new URL(baseUrl).port;

describe("front door", () => {
  it.each(["evil.example", `evil.example:${port}`, "a b", "x:99999", "[::1", "exa_mple.com", "host/evil", "user@host"])(
    "answers 400 for the Host %j, with no link to it",
    async (host) => {
      const answer = await rawRequest(baseUrl, { target: PAGE, headers: { host } });
      expect(answer.status).toBe(400);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).not.toContain("evil.example");
    },
  );

  it("serves its own host and the loopback names on its port", async () => {
    for (const host of [ownHost, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(baseUrl, { target: PAGE, headers: { host } })).status, host).toBe(200);
    }
  });

  it("answers /healthz for any well-formed Host, as an orchestrator's probe sends its pod address", async () => {
    expect((await rawRequest(baseUrl, { target: "/healthz", headers: { host: "10.1.2.3:8080" } })).status).toBe(200);
    expect((await rawRequest(baseUrl, { target: "/healthz", headers: { host: "a b" } })).status).toBe(400);
  });

  it("ignores X-Forwarded-Host: links name the site's own origin", async () => {
    const answer = await rawRequest(baseUrl, { target: PAGE, headers: { "x-forwarded-host": "evil.example" } });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain("evil.example");
    expect(answer.body).toContain(`<link rel="canonical" href="${baseUrl}${PAGE}"`);
  });

  it.each(["http://evil.example/gl/products/", `http://${ownHost}${PAGE}`, "*", "//evil.example/gl/products"])("answers 400 for the request target %j", async (target) => {
    const answer = await rawRequest(baseUrl, { target });
    expect(answer.status).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  });

  it.each(["TRACE", "DELETE", "PUT", "PATCH", "POST"])("answers %s with 405 and the methods the route takes", async (method) => {
    for (const target of [PAGE, "/gl/api/categories", "/images/swatch/1/x/160.avif", "/healthz"]) {
      const answer = await rawRequest(baseUrl, { method, target });
      expect(answer.status, target).toBe(405);
      expect(answer.headers.allow, target).toBe("GET, HEAD");
      expect(answer.headers["cache-control"], target).toBe("no-store");
    }
  });

  // The compare page's own tests run in-process (tests/routes), where no front door stands.
  it("refuses a compare form posted from another site with 403, before the page sees it", async () => {
    const body = new URLSearchParams({ intent: "add", contentId: "1000001" });
    const answer = await fetch(`${baseUrl}/gl/products/compare`, { method: "POST", redirect: "manual", body, headers: { origin: "https://evil.example" } });
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith("compare="))).toBe(false);
  });

  it("answers OPTIONS with the methods it takes, and HEAD like GET without a body", async () => {
    const options = await rawRequest(baseUrl, { method: "OPTIONS", target: PAGE });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD");
    const head = await rawRequest(baseUrl, { method: "HEAD", target: PAGE });
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it.each(["/gl/products/%0D%0ASet-Cookie:%20x=1", "/gl/products/himacs-solid-surface/himacs-finder/filter/category/%0d%0a", "/%00", "/gl/products/%E6%97%A5%ZZ"])(
    "sends the path %j, which no page name can hold, to not-found without naming it",
    async (target) => {
      const answer = await rawRequest(baseUrl, { target });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/gl/products/error/notFound");
      expect(answer.headers["set-cookie"]).toBeUndefined();
    },
  );

  it("gives each answer a request id", async () => {
    const [a, b] = await Promise.all([rawRequest(baseUrl, { target: PAGE }), rawRequest(baseUrl, { target: "/nope", method: "TRACE" })]);
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });
});
