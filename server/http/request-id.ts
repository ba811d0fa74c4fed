/**
 * Which id a request is logged under. A load balancer or tracing proxy in front may already have
 * named the request: an `X-Request-Id` is kept when it is short and plain (it is echoed in a header
 * and written to logs, so nothing that could split a log line or a header passes), otherwise the
 * trace id of a W3C `traceparent`; with neither, a fresh UUID. One id then follows a request from
 * the edge through every instance's log.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/** Letters, digits and `-_.:/+=@`: UUIDs, ULIDs, nginx's `$request_id`, AWS's `Root=1-…` ids. */
const REQUEST_ID = /^[A-Za-z0-9\-_.:/+=@]{1,128}$/;
/** version-traceid-parentid-flags (W3C Trace Context, level 1); later versions may append fields. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

export function incomingRequestId(requestId: string | string[] | undefined, traceparent: string | string[] | undefined): string | null {
  const given = single(requestId)?.trim();
  if (given && REQUEST_ID.test(given)) return given;
  const trace = traceIdOf(single(traceparent));
  return trace;
}

/** The trace id of a valid `traceparent`, or null (version ff, all-zero ids, and version 00 with extra fields are invalid). */
export function traceIdOf(traceparent: string | undefined): string | null {
  const match = TRACEPARENT.exec(traceparent?.trim() ?? "");
  if (!match) return null;
  const [, version, traceId, parentId, , rest] = match;
  if (version === "ff" || (version === "00" && rest !== undefined)) return null;
  if (/^0+$/.test(traceId!) || /^0+$/.test(parentId!)) return null;
  return traceId!;
}

export function requestIdOf(headers: IncomingHttpHeaders): string {
  return incomingRequestId(headers["x-request-id"], headers.traceparent) ?? randomUUID();
}

/** A header sent twice is ambiguous: neither copy is trusted. */
const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);
