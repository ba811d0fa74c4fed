/**
 * The rendered-page cache in a real Express app and HTTP server: a public page renders once and
 * is then served with each request's own nonce, to returning visitors (with cookies) as to new
 * ones; personal answers and errors always reach the renderer; a catalogue change makes every copy
 * stale.
 */
import type { AddressInfo } from "node:net";
import { request, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache } from "../../server/http/page-cache";
import { forgetCookiesOfPublicPages } from "../../server/http/public-page-cookies";

let version = 1;
let renders = 0;
let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  let nonces = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++nonces}x${Math.random().toString(36).slice(2)}`;
    next();
  });
  // As server/http/app.ts mounts them: public pages lose their cookies before the cache looks.
  app.use(forgetCookiesOfPublicPages());
  app.use(createPageCache({ maxBytes: 1 << 20, version: () => version, buildVersion: "build-1" }).middleware);
  app.get("/{*page}", (req, res) => {
    renders++;
    const nonce = String(res.locals.cspNonce);
    const personal = req.path.startsWith("/account") || req.path === "/gl/products/compare";
    // A page that read a cookie would say so: the cache must never keep (or be handed) one.
    if (req.headers.cookie && !personal) res.setHeader("X-Saw-Cookie", "1");
    res.status(req.path.endsWith("/missing") ? 404 : req.path.endsWith("/broken") ? 500 : 200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", personal ? "private, no-store" : "public, max-age=60");
    // Streamed in pieces, as React renders it.
    res.write(`<html><script nonce="${nonce}">1</script>`);
    res.end(`<p>${req.path} v${version} render ${renders}</p><script nonce="${nonce}">2</script></html>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { headers });
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get("cache-control"), etag: response.headers.get("etag"), sawCookie: response.headers.has("x-saw-cookie") };
};
const noncesOf = (body: string) => [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe("page cache", () => {
  it("renders a public page once, then serves the same page with the request's own nonce", async () => {
    const before = renders;
    const first = await get("/gl/products/finder");
    const second = await get("/gl/products/finder");
    expect(renders - before).toBe(1);
    expect(second.body.replace(/nonce="[^"]+"/g, "")).toBe(first.body.replace(/nonce="[^"]+"/g, ""));
    expect(second.cacheControl).toBe("public, max-age=60");
    const [a, b] = [noncesOf(first.body), noncesOf(second.body)];
    expect(new Set(a).size).toBe(1);
    expect(new Set(b).size).toBe(1);
    expect(b[0]).not.toBe(a[0]);
  });

  it("keeps one copy per URL, query included", async () => {
    const before = renders;
    await get("/gl/products/finder?lang=de");
    await get("/gl/products/finder?lang=de");
    await get("/gl/products/finder?lang=fr");
    expect(renders - before).toBe(2);
  });

  it("keeps a page per host, so a forged Host header never fills the copy others get", async () => {
    // fetch() may not set Host: a raw HTTP request can, as an attacker's would.
    await new Promise<void>((resolve, reject) => {
      const url = new URL(`${base}/gl/products/hosts`);
      request({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: "evil.example" } }, (response) => {
        response.resume();
        response.once("end", resolve);
      })
        .once("error", reject)
        .end();
    });
    const before = renders;
    const honest = await get("/gl/products/hosts");
    expect(renders - before).toBe(1);
    expect(honest.status).toBe(200);
  });

  it("keeps the not-found page with its status, still not storable by anyone else", async () => {
    const before = renders;
    const first = await get("/gl/products/missing");
    const second = await get("/gl/products/missing");
    expect(renders - before).toBe(1);
    expect(second.status).toBe(404);
    expect(second.cacheControl).toBe("public, max-age=60");
    expect(second.etag).toBeNull();
    expect(second.body.replace(/nonce="[^"]+"/g, "")).toBe(first.body.replace(/nonce="[^"]+"/g, ""));
  });

  it("never keeps personal pages or errors, with or without cookies", async () => {
    for (const [path, headers] of [["/account/likes", {}], ["/gl/products/broken", {}], ["/gl/products/compare", { cookie: "compare=abc" }], ["/gl/account/likes", { cookie: "session=abc" }]] as const) {
      const before = renders;
      await get(path, headers);
      await get(path, headers);
      expect(renders - before, path).toBe(2);
    }
  });

  it("serves a returning visitor's public page from the copy a new visitor filled, and never shows the page their cookies", async () => {
    const cookie = { cookie: "csrf=t0k3n; samples=cart; compare=ABC123" };
    const first = await get("/gl/products/returning", cookie);
    expect(first.sawCookie).toBe(false);
    const before = renders;
    const again = await get("/gl/products/returning", cookie);
    const anonymous = await get("/gl/products/returning");
    expect(renders).toBe(before);
    expect(again.body.replace(/nonce="[^"]+"/g, "")).toBe(anonymous.body.replace(/nonce="[^"]+"/g, ""));
  });

  it("answers a returning visitor's revalidation of a public page with 304 without rendering", async () => {
    const first = await get("/gl/products/returning-validators", { cookie: "csrf=t0k3n" });
    const before = renders;
    const again = await get("/gl/products/returning-validators", { cookie: "csrf=other; session=s", "if-none-match": first.etag! });
    expect(again.status).toBe(304);
    expect(renders).toBe(before);
  });

  it("gives public pages an ETag and answers a revalidation with 304 without rendering", async () => {
    const first = await get("/gl/products/validators");
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    const before = renders;
    const again = await get("/gl/products/validators", { "if-none-match": first.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(renders).toBe(before);
    // Another URL's tag does not validate this one.
    expect((await get("/gl/products/validators-2", { "if-none-match": first.etag! })).status).toBe(200);
  });

  it("gives personal pages and errors no ETag, and a catalogue change a new one", async () => {
    expect((await get("/account/likes")).etag).toBeNull();
    expect((await get("/gl/products/missing")).etag).toBeNull();
    const before = (await get("/gl/products/etag-version")).etag;
    version++;
    const after = await get("/gl/products/etag-version", { "if-none-match": before! });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before);
  });

  it("renders again after the catalogue changes", async () => {
    await get("/gl/products/category");
    const before = renders;
    version++;
    const fresh = await get("/gl/products/category");
    expect(renders - before).toBe(1);
    expect(fresh.body).toContain(`v${version}`);
  });
});
