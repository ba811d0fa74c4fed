/**
 * Public pages are the same for everyone (decision 0052): a GET or HEAD of one reaches React
 * Router without the browser's cookies, so no loader can make the page personal by mistake, and
 * the page cache and its 304 answer serve returning visitors (who always carry cookies: the CSRF
 * token, a cart, a session) exactly as they serve first-time ones. What is personal on a public
 * page comes from `/{region}/api/visitor` after load. Posts keep their cookies: they are checked
 * and answered by the private side of the pipeline.
 */
import type { RequestHandler } from "express";
import { cacheClassOfPath } from "../../core/routing/page-cache-class";

export function forgetCookiesOfPublicPages(): RequestHandler {
  return (req, _res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.headers.cookie !== undefined && cacheClassOfPath(req.path) === "public") delete req.headers.cookie;
    next();
  };
}
