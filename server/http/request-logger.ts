import type { RequestHandler } from "express";
import type { Logger } from "../logger";

/** One JSON line per request, with status and duration; asset hits only at debug level. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (req.path.startsWith("/assets/")) logger.debug(line, "request");
      else logger.info(line, "request");
    });
    next();
  };
}
