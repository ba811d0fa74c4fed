/**
 * Tells a database that cannot be reached (refused, cut, timed out, shutting down) from a bug.
 * The first is an outage: pages answer 503 with Retry-After and the server waits for the database
 * to come back; the second stays a 500 and is logged as an error.
 */

/** Node's socket errors on a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53300 (too many
 * connections), 57P01-57P03 (shutting down, crashed, not accepting connections yet) and 57014
 * (statement_timeout: a database too slow to answer is unavailable to the visitor waiting).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123]|57014)$/;
/** node-postgres raises these as plain Errors with no code. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i;

/** Seconds a client is asked to wait before retrying while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

/** True when the error (or any error it wraps, as Drizzle wraps the driver's) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}
