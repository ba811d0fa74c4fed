/**
 * The front door: the first middleware, before any route, parser or renderer sees the request. It
 * refuses what no page can answer, cheaply and with a clear status:
 * - a request target that is not origin-form (`/path?query`): 400;
 * - a Host header that is not `name[:port]`, or names a host this site is not: 400;
 * - a method no route takes: 405 with `Allow` (OPTIONS: 204 with `Allow`);
 * - a page form posted from another site (fetch metadata or Origin, server/security/csrf.ts): 403.
 *   Refused here because React Router's own origin check would otherwise answer it first, with 400.
 * Each refusal is a security event, logged at warn.
 */
import type { RequestHandler } from "express";
import type { Logger } from "../logger";
import { checkOrigin } from "../security/csrf";
import { loggedUrl } from "./log-url";
import { REGION_ALTERNATIVES } from "../../core/regions/regions";
import { formPostOf } from "../../core/routing/form-posts";

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Pages whose forms post (the internal catalogue API has its own authentication). */
const PAGE_FORMS = new RegExp(`^/(?:${REGION_ALTERNATIVES})/`);
const INTERNAL_CATALOGUE = /^\/internal\/catalogue\//;

/** What a path answers to: POST only where the manifest says a page takes a form post (core/routing/form-posts.ts). */
export function allowedMethods(path: string): readonly string[] {
  return INTERNAL_CATALOGUE.test(path) || formPostOf(path) ? WITH_POST : READ_ONLY;
}
const WITH_POST = ["GET", "HEAD", "POST"] as const;
const READ_ONLY = ["GET", "HEAD"] as const;

export interface HostPolicy {
  /** The site's public origin; null (development without PUBLIC_ORIGIN) accepts any well-formed host. */
  publicOrigin: string | null;
  /** The port the server listens on: loopback names on it are always accepted (local probes, the CLI). */
  listenPort: number;
}

/** Host values (lower case) this site answers to, or null for any well-formed one. */
export function allowedHosts(policy: HostPolicy): ReadonlySet<string> | null {
  if (!policy.publicOrigin) return null;
  const origin = new URL(policy.publicOrigin);
  const defaultPort = origin.protocol === "https:" ? "443" : "80";
  const hosts = new Set([origin.host.toLowerCase(), `${origin.hostname.toLowerCase()}:${origin.port || defaultPort}`]);
  for (const name of LOOPBACK_NAMES) hosts.add(`${name}:${policy.listenPort}`);
  return hosts;
}

export type HostVerdict = "ok" | "malformed" | "foreign";

export function checkHost(host: string | undefined, allowed: ReadonlySet<string> | null): HostVerdict {
  if (!host) return "malformed";
  const match = HOST_SYNTAX.exec(host);
  if (!match || (match[1] !== undefined && (Number(match[1]) < 1 || Number(match[1]) > 65535))) return "malformed";
  if (allowed && !allowed.has(host.toLowerCase().replace(/\.(?=:|$)/, ""))) return "foreign";
  return "ok";
}

/** Probes and scrapes: an orchestrator or Prometheus addresses an instance by its pod address, not the site's name. */
const ANY_HOST_PATHS = new Set(["/healthz", "/livez", "/readyz", "/metrics"]);

export function frontDoor(policy: HostPolicy, logger: Logger): RequestHandler {
  const allowed = allowedHosts(policy);
  const refuse = (res: Parameters<RequestHandler>[1], status: number, message: string) => {
    res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
  };
  return (req, res, next) => {
    if (!req.url.startsWith("/") || req.url.startsWith("//")) {
      logger.warn({ event: "bad-request-target", id: res.locals.requestId, ip: req.ip, method: req.method, target: loggedUrl(req.url) }, "refused a request target that is not origin-form");
      return refuse(res, 400, "Bad request: the request target must be a path.");
    }
    // The site's origin comes from PUBLIC_ORIGIN, never from a forwarded header.
    delete req.headers["x-forwarded-host"];
    const verdict = checkHost(req.headers.host, ANY_HOST_PATHS.has(req.path) ? null : allowed);
    if (verdict !== "ok") {
      logger.warn({ event: "rejected-host", id: res.locals.requestId, ip: req.ip, host: truncate(req.headers.host ?? ""), verdict }, "refused a Host header");
      return refuse(res, 400, verdict === "malformed" ? "Bad request: malformed Host header." : "Bad request: this server does not serve that host.");
    }
    const methods = allowedMethods(req.path);
    if (req.method === "POST" && PAGE_FORMS.test(req.path)) {
      const siteOrigin = policy.publicOrigin ?? `${req.protocol}://${req.headers.host}`;
      if (!checkOrigin(new Headers(req.headers as Record<string, string>), siteOrigin)) {
        logger.warn({ event: "cross-site-post", id: res.locals.requestId, ip: req.ip, origin: truncate(String(req.headers.origin ?? "")), path: truncate(req.path) }, "refused a cross-site post");
        return refuse(res, 403, "Forbidden: this form was sent from another site.");
      }
    }
    if (methods.includes(req.method)) return next();
    res.set("Allow", methods.join(", "));
    if (req.method === "OPTIONS") return void res.status(204).set("Cache-Control", "no-store").end();
    logger.warn({ event: "method-not-allowed", id: res.locals.requestId, ip: req.ip, method: truncate(req.method), path: truncate(req.path) }, "refused a method");
    refuse(res, 405, "Method not allowed.");
  };
}

/** Log fields keep at most this much of a client-chosen value. */
export function truncate(value: string, max = 200): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
