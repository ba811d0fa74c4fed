/**
 * The header and cache rules of every response, in one table, applied just before the headers go
 * out (so they hold for pages, the API, images, documents, redirects, refusals and errors alike,
 * whichever handler answered). docs/security.md lists them; tests/site/headers.test.ts has a test
 * per rule.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import onHeaders from "on-headers";

export type ResponseKind = "html" | "json" | "image" | "pdf" | "other";

/** Content-Security-Policy by kind of response. HTML is built per request around its nonce. */
const CSP: Record<Exclude<ResponseKind, "html">, string> = {
  json: "default-src 'none'; frame-ancestors 'none'",
  image: "default-src 'none'; frame-ancestors 'none'",
  // A PDF opened in the browser runs no script and cannot reach this origin's storage.
  pdf: "default-src 'none'; sandbox; frame-ancestors 'none'",
  other: "default-src 'none'; frame-ancestors 'none'",
};

/** On every response, whatever its kind. */
const BASELINE: ReadonlyArray<[string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Location is for "where to buy" near the visitor; nothing else is used.
  ["Permissions-Policy", "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-site"],
  ["X-Frame-Options", "DENY"],
  ["Origin-Agent-Cluster", "?1"],
];

const HSTS = "max-age=31536000; includeSubDomains";
export const NO_STORE = "no-store";

export interface ResponsePolicyOptions {
  development: boolean;
  /** Origin of product images when they are served from elsewhere (IMAGE_BASE_URL). */
  imageOrigin: string | null;
  /** Origin of where-to-buy map tiles (MAP_TILE_URL), when configured. */
  tileOrigin?: string | null;
}

export function kindOf(contentType: string): ResponseKind {
  if (contentType.startsWith("text/html")) return "html";
  if (contentType.startsWith("application/json") || contentType.includes("+json")) return "json";
  if (contentType.startsWith("image/")) return "image";
  if (contentType.startsWith("application/pdf")) return "pdf";
  return "other";
}

/**
 * The cache rule: errors other than 404 are never stored by anyone; a response that says nothing is
 * not stored either (new routes are private until they say otherwise).
 */
export function cacheControlFor(status: number, current: string | undefined): string {
  if (status >= 400 && status !== 404) return NO_STORE;
  return current ?? NO_STORE;
}

export function pageCsp(nonce: string, options: ResponsePolicyOptions): string {
  const images = ["'self'", "data:", ...(options.imageOrigin ? [options.imageOrigin] : []), ...(options.tileOrigin ? [options.tileOrigin] : [])].join(" ");
  const scripts = options.development ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `img-src ${images}`,
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `script-src ${scripts}`,
    `connect-src ${options.development ? "'self' ws:" : "'self'"}`,
  ].join("; ");
}

/** The headers of an answer written before the app exists (the 503 while starting), as JSON. */
export function plainJsonHeaders(development: boolean): Record<string, string> {
  return {
    ...Object.fromEntries(BASELINE),
    ...(development ? {} : { "Strict-Transport-Security": HSTS }),
    "Content-Security-Policy": CSP.json,
    "Cache-Control": NO_STORE,
  };
}

/** Gives each request its CSP nonce and applies the table when the response's headers are written. */
export function responsePolicy(options: ResponsePolicyOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    for (const [name, value] of BASELINE) res.setHeader(name, value);
    if (!options.development) res.setHeader("Strict-Transport-Security", HSTS);
    onHeaders(res, function (this: Response) {
      applyRules(this, nonce, options);
    });
    next();
  };
}

function applyRules(res: Response, nonce: string, options: ResponsePolicyOptions): void {
  const kind = kindOf(String(res.getHeader("content-type") ?? ""));
  const current = res.getHeader("cache-control");
  res.setHeader("Cache-Control", cacheControlFor(res.statusCode, current === undefined ? undefined : String(current)));
  if (res.statusCode === 304) {
    // The browser keeps the body it has, with that response's nonce: a new policy would block its
    // scripts. A 304 carries no body to protect.
    res.removeHeader("Content-Security-Policy");
    return;
  }
  res.setHeader("Content-Security-Policy", kind === "html" ? pageCsp(nonce, options) : CSP[kind]);
  // A private page differs per visitor (and is never stored anyway). A public page is the same for
  // every visitor, cookies or not (decision 0052): varying it on Cookie would keep every returning
  // visitor out of a shared cache.
  if (kind === "html" && !String(res.getHeader("cache-control")).startsWith("public")) res.vary("Cookie");
}
