import { describe, expect, it } from "vitest";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();

describe("operations", () => {
  it("reports health once ready", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "pglite", categories: 11 });
  });

  it("sends security headers with a per-response script nonce", async () => {
    const first = await fetch(`${baseUrl}/gl/products/himacs-solid-surface`);
    const second = await fetch(`${baseUrl}/gl/products/himacs-solid-surface`);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-powered-by")).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await first.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("writes the page compactly: one shell script, React Router's manifest without indentation or false flags, no nonce on links (decision 0039)", async () => {
    const html = await (await fetch(`${baseUrl}/gl/products/himacs-solid-surface/detail/abyss-granite-g091`)).text();
    const manifestText = /window\.__reactRouterManifest = (.*?);\n/s.exec(html)?.[1] ?? "";
    expect(manifestText).not.toMatch(/\n/);
    const manifest = JSON.parse(manifestText) as { entry: { module: string; imports: string[] }; routes: Record<string, { module: string; imports: string[] }> };
    expect(manifest.routes["himacs.product.slug1"]).toMatchObject({ hasLoader: true, module: expect.stringMatching(/^\/assets\/product-page-.*\.js$/) });
    // Only the routes the page matched: the browser discovers the others before it follows a link to them.
    expect(Object.keys(manifest.routes).sort()).toEqual(["himacs.product.slug1", "region", "root"]);
    expect(JSON.stringify(manifest)).not.toContain("false");
    const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    expect(links.filter((link) => link.includes("nonce="))).toEqual([]);
    // The module preloads are added by the module script after the first paint (decision 0042).
    expect(links.filter((link) => link.includes('rel="modulepreload"'))).toEqual([]);
    // The loader reads the preloads from the manifest: the entry's and the matched routes' modules and imports.
    expect(html).toContain(`for(const id of ${JSON.stringify(Object.keys(manifest.routes))})`);
    const preloads = [...new Set([manifest.entry.module, ...manifest.entry.imports, ...Object.values(manifest.routes).flatMap((route) => [route.module, ...route.imports])])];
    expect(preloads.filter((href) => /^\/assets\/shell-[\w-]+\.js$/.test(href))).toHaveLength(1);
    for (const href of preloads) expect((await fetch(baseUrl + href)).status, href).toBe(200);
  });

  it("compresses pages and lets shared caches keep public pages", async () => {
    const response = await fetch(`${baseUrl}/gl/products/teracanto-porcelain-surface`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toContain("s-maxage=");
  });

  it("caches hashed assets for a year", async () => {
    const html = await (await fetch(`${baseUrl}/gl/products/deco-film`)).text();
    const asset = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(baseUrl + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("never caches the not-found page publicly", async () => {
    const response = await fetch(`${baseUrl}/gl/products/error/notFound`);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
