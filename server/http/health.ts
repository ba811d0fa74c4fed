import type { RequestHandler } from "express";
import { isLoopbackHost } from "../env";

export interface Readiness {
  ready: boolean;
  detail(): Record<string, unknown>;
}

/**
 * 200 once the database is migrated and the catalogue loaded; 503 while starting or stopping.
 * Only a client on this machine sees the details (database kind, counts, catalogue version).
 */
export function healthHandler(readiness: Readiness): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const local = isLoopbackHost((req.ip ?? "").replace(/^::ffff:/, ""));
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ok" : "starting", ...(local ? readiness.detail() : {}) });
  };
}
