/**
 * The id a request is logged and answered under (server/http/request-id.ts): a proxy's own id or
 * trace id when it is safe to echo and log, a fresh one otherwise.
 */
import { describe, expect, it } from "vitest";
import { incomingRequestId, requestIdOf, traceIdOf } from "../../server/http/request-id";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const TRACEPARENT = `00-${TRACE}-00f067aa0ba902b7-01`;

describe("request ids", () => {
  it.each(["5f0c2a3e-8a1b-4c1d-9a7e-0b1c2d3e4f50", "01HZY8J3K4M5N6P7Q8R9S0T1U2", "Root=1-67891233-abcdef012345678912345678", "a"])("keeps a plain X-Request-Id %s", (id) => {
    expect(incomingRequestId(id, TRACEPARENT)).toBe(id);
  });

  it.each([
    ["too long", "a".repeat(129)],
    ["a line break that would split a log line", "abc\ndef"],
    ["spaces", "abc def"],
    ["quotes", 'abc"def'],
    ["non-ASCII", "abcé"],
    ["empty", ""],
  ])("refuses an X-Request-Id with %s, and takes the traceparent's trace id instead", (_why, id) => {
    expect(incomingRequestId(id, TRACEPARENT)).toBe(TRACE);
  });

  it("refuses an X-Request-Id sent twice", () => {
    expect(incomingRequestId(["a", "b"], undefined)).toBeNull();
  });

  it.each([
    ["version ff", `ff-${TRACE}-00f067aa0ba902b7-01`],
    ["an all-zero trace id", `00-${"0".repeat(32)}-00f067aa0ba902b7-01`],
    ["an all-zero parent id", `00-${TRACE}-0000000000000000-01`],
    ["upper-case hex", `00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`],
    ["version 00 with extra fields", `${TRACEPARENT}-extra`],
    ["a short trace id", `00-${TRACE.slice(1)}-00f067aa0ba902b7-01`],
  ])("ignores a traceparent with %s", (_why, header) => {
    expect(traceIdOf(header)).toBeNull();
  });

  it("reads a later version's traceparent with extra fields", () => {
    expect(traceIdOf(`01-${TRACE}-00f067aa0ba902b7-01-whatever`)).toBe(TRACE);
  });

  it("makes a fresh UUID when nothing usable came", () => {
    const made = requestIdOf({ "x-request-id": "bad id", traceparent: "nonsense" });
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdOf({})).not.toBe(made);
  });
});
