import type { RequestHandler } from "express";
import type { Logger } from "../logger";
import { truncate } from "./front-door";
import { loggedUrl } from "./log-url";
import { requestIdOf } from "./request-id";

/**
 * One JSON line per request: a request id (the one a proxy in front sent as `X-Request-Id` or
 * `traceparent`, else a new one: request-id.ts; sent back as `X-Request-Id`, so a visitor's report
 * can be matched to the line), the client address as the trusted-proxy setting resolves it, the
 * method, the URL cut to 200 characters with secret query values masked (log-url.ts), status and duration. Asset hits and
 * health checks only at debug level.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req.headers);
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { id, ip: req.ip, method: truncate(req.method, 16), url: loggedUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (req.path.startsWith("/assets/") || req.path === "/healthz" || req.path === "/livez" || req.path === "/readyz" || req.path === "/metrics") logger.debug(line, "request");
      else logger.info(line, "request");
    });
    next();
  };
}
