/**
 * Security events (docs/security.md, "Security events"): one JSON line each through the server's
 * logger, with the request id (as in the request line and `X-Request-Id`), the client address and
 * the account when known. The fields are a closed list, so no password, code, token or address
 * book entry can be handed in by mistake.
 */
import type { Logger } from "../logger";

export type SecurityEvent =
  | "sign-in.success"
  | "sign-in.failure"
  | "sign-in.limited"
  | "sign-in.challenge"
  | "csrf.mismatch"
  | "staff.forbidden"
  | "password.changed"
  | "password.change-failed"
  | "email.change-requested"
  | "email.changed"
  | "reset.requested"
  | "reset.limited"
  | "reset.used"
  | "factor.enrolled"
  | "factor.removed"
  | "factor.refused"
  | "factor.limited"
  | "recovery-code.used";

export interface SecurityFields {
  userId?: string | undefined;
  /** Why an attempt failed: `credentials`, `unverified`, `code`, `password`, `cross-site`, `bad-token`… */
  reason?: string;
  /** Which factor a sign-in used, or which one an event is about. */
  factor?: "password" | "totp" | "recovery";
  role?: string;
  /** The path asked for (a staff page refused, a form refused), cut to 200 characters. */
  path?: string;
  retryAfterMinutes?: number | undefined;
  recoveryLeft?: number | undefined;
}

export interface RequestFacts {
  requestId: string;
  ip: string;
}

export type SecurityLog = (level: "info" | "warn", event: SecurityEvent, fields?: SecurityFields) => void;

export function securityLog(logger: Logger, request: RequestFacts): SecurityLog {
  return (level, event, fields = {}) => {
    const path = fields.path === undefined ? undefined : fields.path.slice(0, 200);
    logger[level]({ event, id: request.requestId, ip: request.ip, ...fields, ...(path === undefined ? {} : { path }) }, `security: ${event}`);
  };
}
