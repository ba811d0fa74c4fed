/**
 * A small in-process cache of rendered public pages, the same role a CDN plays in front of the
 * site: a public page is the same for every visitor until the catalogue changes, so rendering it
 * again for each request is wasted work. Only GETs without cookies or authorisation are cached,
 * and a public page's GET never has cookies by the time it gets here (public-page-cookies.ts drops
 * them, decision 0052), so returning visitors are served from it too. Only complete 200 HTML
 * answers whose Cache-Control is `public` are kept (and the not-found page, which stays `no-store`
 * for everyone else), keyed by the catalogue version, the host and the URL. Each response keeps its own CSP nonce: the cached page's nonce
 * is replaced by the request's (a random 128-bit value never occurs in page text by chance).
 *
 * Public pages also get a validator: a weak ETag from the build, the catalogue version, the host
 * and the URL (the page differs only in its nonce while those stay the same). A browser or CDN
 * revalidating with it gets a 304 before anything renders.
 */
import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { matchesEtag } from "./conditional";
import { PUBLIC_PAGE_CACHE } from "../../core/routing/cache-headers";

export interface PageCacheOptions {
  /** Cap of the cached bodies, in bytes (counted as two bytes per character). 0 turns it off. */
  maxBytes: number;
  /** The catalogue version: a change makes every cached page stale. */
  version: () => number;
  /** The client build's version: a deployment changes every page's scripts. */
  buildVersion: string;
}

interface CachedPage {
  status: number;
  body: string;
  nonce: string;
  headers: Array<[string, string]>;
  size: number;
}

/** Response headers that belong to the page (the security headers are set per request anyway). */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-language", "link", "etag"];
const MAX_PAGE_BYTES = 1 << 21;

export interface PageCache {
  middleware: RequestHandler;
  readonly stats: { hits: number; misses: number; bytes: number; pages: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  const stats = { hits: 0, misses: 0, bytes: 0, pages: 0 };

  const store = (key: string, page: CachedPage) => {
    if (page.size > Math.min(MAX_PAGE_BYTES, options.maxBytes)) return;
    pages.set(key, page);
    stats.bytes += page.size;
    // Least recently used first: a Map iterates in insertion order and hits re-insert.
    for (const [oldest, evicted] of pages) {
      if (stats.bytes <= options.maxBytes) break;
      pages.delete(oldest);
      stats.bytes -= evicted.size;
    }
    stats.pages = pages.size;
  };

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie || req.headers.authorization) return next();
    // The host is part of the key: a page renders absolute links from it (when no PUBLIC_ORIGIN is
    // set), so a request with a forged Host header must never fill the copy others are served.
    const key = `${options.version()}\n${req.headers.host ?? ""}\n${req.originalUrl}`;
    const etag = `W/"${createHash("sha256").update(`${options.buildVersion}\n${key}`).digest("base64url").slice(0, 27)}"`;
    if (matchesEtag(req.headers["if-none-match"], etag)) {
      res.status(304).set({ ETag: etag, "Cache-Control": PUBLIC_PAGE_CACHE }).end();
      return;
    }
    onHeaders(res, function (this: Response) {
      if (isPublicPage(this)) this.setHeader("ETag", etag);
    });
    if (options.maxBytes <= 0 || req.method !== "GET") return next();
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = pages.get(key);
    if (hit && nonce) {
      pages.delete(key);
      pages.set(key, hit);
      stats.hits++;
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.status(hit.status).end(hit.body.replaceAll(hit.nonce, nonce));
      return;
    }
    stats.misses++;
    if (nonce) capture(res, (body) => {
      const page = cacheable(res, body, nonce);
      if (page) store(key, page);
    });
    next();
  };

  return { middleware, stats };
}

function isPublicPage(res: Response): boolean {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  const contentType = String(res.getHeader("content-type") ?? "");
  return res.statusCode === 200 && cacheControl.startsWith("public") && contentType.startsWith("text/html") && !res.getHeader("set-cookie");
}

/**
 * The page to keep, when the finished response is the same for every anonymous visitor: a public
 * page, or the not-found page (which no other cache may keep, `no-store`, but which every unknown
 * URL of a region leads to, so it is rendered far more often than any other page).
 */
function cacheable(res: Response, body: string, nonce: string): CachedPage | null {
  const notFound = res.statusCode === 404 && String(res.getHeader("content-type") ?? "").startsWith("text/html") && !res.getHeader("set-cookie");
  if (!isPublicPage(res) && !notFound) return null;
  const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
    const value = res.getHeader(name);
    return value === undefined ? [] : [[name, String(value)]];
  });
  return { status: res.statusCode, body, nonce, headers, size: body.length * 2 };
}

/** Collects what the handler writes (before compression, which wraps the response further out). */
function capture(res: Response, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_PAGE_BYTES) overflow = true;
    else chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    if (!overflow) done(Buffer.concat(chunks).toString("utf8"));
    return end(chunk, ...rest);
  }) as Response["end"];
}
