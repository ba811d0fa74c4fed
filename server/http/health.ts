import type { RequestHandler } from "express";
import { isLoopbackHost } from "../env";
import { OUTAGE_HEADERS } from "./outage";

export interface Readiness {
  ready: boolean;
  detail(): Record<string, unknown>;
  /** Resolves true when the database answers a trivial query now. */
  databaseAnswers(): Promise<boolean>;
}

/**
 * Liveness: 200 once the database is migrated and the catalogue loaded; 503 while starting or
 * stopping. It does not ask the database, so an orchestrator does not restart a server that is
 * waiting out a database outage (it recovers on its own; `/readyz` takes it out of rotation).
 * Only a client on this machine sees the details (database kind, counts, catalogue version).
 */
export function healthHandler(readiness: Readiness): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ok" : "starting", ...(isLocal(req.ip) ? readiness.detail() : {}) });
  };
}

/** Readiness: 200 only when started and the database answers now; 503 with Retry-After otherwise. */
export function readinessHandler(readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const status = !readiness.ready ? "starting" : (await readiness.databaseAnswers()) ? "ok" : "database unavailable";
    res.setHeader("Cache-Control", "no-store");
    if (status !== "ok") res.set(OUTAGE_HEADERS);
    res.status(status === "ok" ? 200 : 503).json({ status });
  };
}

const isLocal = (ip: string | undefined) => isLoopbackHost((ip ?? "").replace(/^::ffff:/, ""));
