/**
 * `GET /robots.txt`, `GET /sitemap.xml` (the index) and `GET /{region}/sitemap[-n].xml` (a region's
 * files). Public and CDN-cacheable like the catalogue's pages, with a validator: a matching
 * If-None-Match answers 304 before anything is sent. Sitemaps go out gzipped to every client
 * that takes gzip (crawlers do) and are inflated on the fly for any other.
 */
import { createHash } from "node:crypto";
import { createGunzip } from "node:zlib";
import express, { type Request, type Response, type Router } from "express";
import { robotsTxt } from "../../core/discovery/robots";
import { PUBLIC_PAGE_CACHE } from "../../core/routing/cache-headers";
import { matchesEtag } from "../http/conditional";
import type { PreparedFile, SitemapService } from "./sitemap-service";

export interface DiscoveryOptions {
  sitemaps: SitemapService;
  /** PUBLIC_ORIGIN; null (development) takes the request's, as page heads do. */
  publicOrigin: string | null;
  /** IMAGE_BASE_URL: robots.txt keeps crawlers off full-size downloads when they are served here. */
  imageBase: string;
}

const XML = "application/xml; charset=utf-8";
/** `/sitemap.xml`, `/gl/sitemap.xml`, `/gl/sitemap-2.xml`: nothing else reaches the service. */
const SITEMAP_PATH = /^\/(?:[a-z]{2}\/sitemap(?:-[1-9][0-9]{0,3})?|sitemap)\.xml$/;

function originOf(req: Request, publicOrigin: string | null): string {
  return publicOrigin ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

/** Answers 304 when the client holds this version; otherwise sets the validator and the cache rule. */
function notModified(req: Request, res: Response, etag: string): boolean {
  res.set({ ETag: etag, "Cache-Control": PUBLIC_PAGE_CACHE });
  if (!matchesEtag(req.get("If-None-Match"), etag)) return false;
  res.status(304).end();
  return true;
}

function sendSitemap(req: Request, res: Response, file: PreparedFile): void {
  res.vary("Accept-Encoding");
  if (notModified(req, res, file.etag)) return;
  res.type(XML);
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.set({ "Content-Encoding": "gzip", "Content-Length": String(file.gzipped.length) });
    res.end(req.method === "HEAD" ? undefined : file.gzipped);
    return;
  }
  res.set("Content-Length", String(file.length));
  if (req.method === "HEAD") return void res.end();
  const gunzip = createGunzip();
  gunzip.on("error", () => res.destroy());
  gunzip.pipe(res);
  gunzip.end(file.gzipped);
}

export function createDiscoveryRouter(options: DiscoveryOptions): Router {
  const router = express.Router();
  let robots: { origin: string; body: string; etag: string } | null = null;

  router.get("/robots.txt", (req, res) => {
    const origin = originOf(req, options.publicOrigin);
    if (robots?.origin !== origin) {
      const body = robotsTxt(origin, options.imageBase);
      robots = { origin, body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    }
    if (notModified(req, res, robots.etag)) return;
    res.type("text/plain; charset=utf-8").send(robots.body);
  });

  router.get(SITEMAP_PATH, (req, res, next) => {
    options.sitemaps
      .sitemaps(originOf(req, options.publicOrigin))
      .then((set) => {
        const file = set.files.get(req.path);
        // A region or file number that does not exist: the site's ordinary not-found answer.
        if (!file) return next();
        sendSitemap(req, res, file);
      })
      .catch(next);
  });
  return router;
}
