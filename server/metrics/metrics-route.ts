/**
 * `/metrics`: only for a scraper on this machine, or one that sends `Authorization: Bearer
 * $METRICS_TOKEN`. The figures are not secret in themselves, but they tell an outsider how busy
 * and how big the site is, and scraping costs a query.
 * "On this machine": see `isUnforwardedLoopback`.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { isUnforwardedLoopback } from "../http/local-client";
import type { Registry } from "prom-client";

export function metricsRoute(registry: Registry, token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return async (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const allowed = expected && bearer ? timingSafeEqual(digest(bearer), expected) : isUnforwardedLoopback(req);
    if (!allowed) {
      if (expected) res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(expected ? 401 : 403).type("text/plain").send(expected ? "metrics need a bearer token" : "metrics are served to this machine only");
      return;
    }
    try {
      const body = await registry.metrics();
      res.status(200).type(registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash("sha256").update(value).digest();
