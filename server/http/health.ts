import type { RequestHandler } from "express";
import { isUnforwardedLoopback } from "./local-client";
import { OUTAGE_HEADERS } from "./outage";

export interface Readiness {
  /** Started: migrated, and the catalogue loaded into memory. */
  ready: boolean;
  /** SIGTERM arrived: the load balancer is being told to stop sending requests (main.ts). */
  draining?: boolean;
  detail(): Record<string, unknown>;
  /** Resolves true when the database answers a trivial query now. */
  databaseAnswers(): Promise<boolean>;
}

/**
 * Liveness: 200 once the database is migrated and the catalogue loaded; 503 while starting or
 * stopping. It does not ask the database, so an orchestrator does not restart a server that is
 * waiting out a database outage (it recovers on its own; `/readyz` takes it out of rotation).
 * Only a client on this machine, not forwarded by a proxy, sees the details (database kind, counts,
 * catalogue version): a same-host nginx connects from loopback whatever TRUST_PROXY says.
 */
export function healthHandler(readiness: Readiness): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ok" : "starting", ...(isUnforwardedLoopback(req) ? readiness.detail() : {}) });
  };
}

/**
 * Liveness in the strict sense: the process runs and its event loop answers. Always 200, also while
 * starting and draining, so an orchestrator restarts only a process that hangs (main.ts answers it
 * before the app exists, too).
 */
export const livenessHandler: RequestHandler = (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.status(200).json({ status: "ok" });
};

/**
 * Readiness: 200 only when started, not draining, and the database answers now; 503 with
 * Retry-After otherwise, so a load balancer sends this instance no new requests.
 */
export function readinessHandler(readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const status = !readiness.ready ? "starting" : readiness.draining ? "draining" : (await readiness.databaseAnswers()) ? "ok" : "database unavailable";
    res.setHeader("Cache-Control", "no-store");
    if (status !== "ok") res.set(OUTAGE_HEADERS);
    res.status(status === "ok" ? 200 : 503).json({ status });
  };
}
