/**
 * Security headers. Every HTML response carries a fresh CSP nonce that React Router puts on its
 * inline scripts, so no other inline script can run.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

export function securityHeaders(options: { development: boolean; imageOrigin: string | null }): RequestHandler {
  const imageSources = ["'self'", "data:", ...(options.imageOrigin ? [options.imageOrigin] : [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "img-src": imageSources,
        "font-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": options.development
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        "connect-src": options.development ? ["'self'", "ws:"] : ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.development ? false : { maxAge: 31_536_000, includeSubDomains: true },
  });
}
