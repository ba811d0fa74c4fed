import type { Request } from "express";
import { isLoopbackHost } from "../env";

/**
 * A client on this machine: a loopback socket that no proxy forwarded. A load balancer on the same
 * host (the nginx of deploy/nginx.conf) connects from loopback for every visitor, so a request
 * carrying `X-Forwarded-For` or `Forwarded` came from elsewhere, whatever its socket says, and
 * whether or not TRUST_PROXY names that proxy.
 */
export function isUnforwardedLoopback(req: Request): boolean {
  if (req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined) return false;
  return isLoopbackHost((req.socket.remoteAddress ?? "").replace(/^::ffff:/, ""));
}
