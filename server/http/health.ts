import type { RequestHandler } from "express";

export interface Readiness {
  ready: boolean;
  detail(): Record<string, unknown>;
}

/** 200 once the database is migrated and the catalogue loaded; 503 while starting or stopping. */
export function healthHandler(readiness: Readiness): RequestHandler {
  return (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ok" : "starting", ...readiness.detail() });
  };
}
