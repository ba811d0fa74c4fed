/**
 * The header and cache table (server/http/response-policy.ts), one test per rule, on every kind of
 * answer the built site gives: pages, API, images, documents, redirects, refusals and errors.
 */
import { describe, expect, it } from "vitest";
import { rawRequest, type RawAnswer } from "../support/raw-request";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const PAGE = "/gl/products/himacs-solid-surface/himacs-finder";

async function productAssets() {
  const detail = (await (await fetch(`${baseUrl}/gl/api/products/by-slug/abyss-granite-g091`)).json()) as Record<string, unknown>;
  const text = JSON.stringify(detail);
  return { image: /\/images\/swatch\/[^" ,]+\.webp/.exec(text)![0], document: /\/documents\/[^"]+\.pdf/.exec(text)![0] };
}

const header = (answer: RawAnswer, name: string) => String(answer.headers[name] ?? "");

describe("header and cache rules", () => {
  it("gives every kind of answer HSTS, nosniff, a Permissions-Policy and a CSP suited to its type", async () => {
    const { image, document } = await productAssets();
    const cases: Array<[string, { method?: string; target: string; headers?: Record<string, string> }, RegExp]> = [
      ["page", { target: PAGE }, /script-src 'self' 'nonce-/],
      ["API", { target: "/gl/api/categories" }, /^default-src 'none'; frame-ancestors 'none'$/],
      ["API error", { target: "/gl/api/products?page=0" }, /^default-src 'none'/],
      ["image", { target: image }, /^default-src 'none'/],
      ["missing image", { target: "/images/swatch/1/x/160.avif" }, /^default-src 'none'/],
      ["document", { target: document }, /^default-src 'none'; sandbox/],
      ["health", { target: "/healthz" }, /^default-src 'none'/],
      ["redirect", { target: "/products/himacs-solid-surface" }, /^default-src 'none'/],
      ["not found page", { target: "/gl/products/error/notFound" }, /script-src 'self' 'nonce-/],
      ["refused host", { target: PAGE, headers: { host: "evil.example" } }, /^default-src 'none'/],
      ["refused method", { method: "DELETE", target: PAGE }, /^default-src 'none'/],
    ];
    for (const [name, request, csp] of cases) {
      const answer = await rawRequest(baseUrl, request);
      expect(answer.status, name).toBeLessThan(500);
      expect(header(answer, "strict-transport-security"), name).toMatch(/max-age=\d{8}/);
      expect(header(answer, "x-content-type-options"), name).toBe("nosniff");
      expect(header(answer, "permissions-policy"), name).toContain("camera=()");
      expect(header(answer, "content-security-policy"), name).toMatch(csp);
    }
  });

  it("lets shared caches keep public pages, with an ETag that revalidates to 304", async () => {
    const first = await rawRequest(baseUrl, { target: PAGE });
    expect(header(first, "cache-control")).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    // The same page for every visitor: a CDN must not split (or skip) it by cookie.
    expect(header(first, "vary")).not.toMatch(/cookie/i);
    const etag = header(first, "etag");
    expect(etag).toMatch(/^W\/"/);
    const again = await rawRequest(baseUrl, { target: PAGE, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    // The browser keeps the body it has, with that body's nonce: a 304 must not replace its policy.
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });

  it("answers a returning visitor's public page as it answers a new visitor's: shared-cacheable, no cookie set, 304 on revalidation", async () => {
    const cookie = "csrf=returning-visitor-token; compare=ABC123; samples=guest-cart";
    const first = await rawRequest(baseUrl, { target: PAGE, headers: { cookie } });
    expect(first.status).toBe(200);
    expect(header(first, "cache-control")).toMatch(/^public, .*s-maxage=\d+/);
    expect(header(first, "vary")).not.toMatch(/cookie/i);
    expect(first.headers["set-cookie"]).toBeUndefined();
    const anonymous = await rawRequest(baseUrl, { target: PAGE });
    expect(header(first, "etag")).toBe(header(anonymous, "etag"));
    const again = await rawRequest(baseUrl, { target: PAGE, headers: { cookie, "if-none-match": header(anonymous, "etag") } });
    expect(again.status).toBe(304);
    expect(header(again, "vary")).not.toMatch(/cookie/i);
  });

  it("keeps personal pages out of shared caches, and keyed on the cookie", async () => {
    for (const target of ["/gl/products/compare", "/gl/samples/cart"]) {
      const answer = await rawRequest(baseUrl, { target, headers: { cookie: "csrf=returning-visitor-token" } });
      expect(answer.status, target).toBe(200);
      expect(header(answer, "cache-control"), target).toBe("private, no-store");
      expect(header(answer, "vary"), target).toMatch(/cookie/i);
      expect(header(answer, "etag"), target).toBe("");
    }
  });

  it("lets shared caches keep public API answers, with an ETag that revalidates to 304", async () => {
    const first = await rawRequest(baseUrl, { target: "/gl/api/categories" });
    expect(header(first, "cache-control")).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const again = await rawRequest(baseUrl, { target: "/gl/api/categories", headers: { "if-none-match": header(first, "etag") } });
    expect(again.status).toBe(304);
  });

  it("never lets anyone store an error other than 404", async () => {
    for (const request of [{ target: "/gl/api/products?page=0" }, { target: "/gl/api/products/abc" }, { method: "PUT", target: PAGE }, { target: PAGE, headers: { host: "a b" } }, { target: "http://evil.example/" }]) {
      const answer = await rawRequest(baseUrl, request);
      expect(answer.status, request.target).toBeGreaterThanOrEqual(400);
      expect(header(answer, "cache-control"), request.target).toBe("no-store");
    }
  });

  it("keeps temporary redirects and the not-found page out of every cache", async () => {
    const redirect = await rawRequest(baseUrl, { target: "/gl/products/no-such-page" });
    expect(redirect.status).toBe(302);
    expect(header(redirect, "cache-control")).toBe("no-store");
    const notFound = await rawRequest(baseUrl, { target: "/gl/products/error/notFound" });
    expect(notFound.status).toBe(404);
    expect(header(notFound, "cache-control")).toBe("no-store");
  });

  it("keeps account pages and the likes' spec pack downloads private, even the redirect to sign-in", async () => {
    for (const target of ["/gl/account/likes", "/gl/account/likes/spec-pack.csv", "/jp/account/likes/spec-pack.pdf"]) {
      const answer = await rawRequest(baseUrl, { target });
      expect(answer.status, target).toBe(302);
      expect(header(answer, "cache-control"), target).toBe("private, no-store");
    }
  });

  it("serves product images and documents as immutable, revalidating with their ETag", async () => {
    const { image, document } = await productAssets();
    for (const target of [image, document]) {
      const first = await rawRequest(baseUrl, { target });
      expect(first.status, target).toBe(200);
      expect(header(first, "cache-control"), target).toContain("immutable");
      const again = await rawRequest(baseUrl, { target, headers: { "if-none-match": header(first, "etag") } });
      expect(again.status, target).toBe(304);
    }
  });

  it("shows health details only to a client on this machine", async () => {
    // The test runs on the server's machine: it sees the details (tests/integration/health-and-proxies.test.ts
    // covers a remote client behind a trusted proxy).
    const answer = (await (await fetch(`${baseUrl}/healthz`)).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ status: "ok", database: "pglite" });
  });
});
