/**
 * Who the client is, by TRUST_PROXY (server/env.ts), and what /healthz tells it: a client can never
 * pick its own address by sending X-Forwarded-For, and only a client on this machine sees details.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../server/env";
import { healthHandler } from "../../server/http/health";

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(trustProxy: string): Promise<string> {
  const app = express();
  const setting = parseTrustProxy(trustProxy);
  if (typeof setting === "string") throw new Error(setting);
  app.set("trust proxy", setting);
  app.get("/ip", (req, res) => void res.json({ ip: req.ip }));
  app.get("/healthz", healthHandler({ ready: true, detail: () => ({ database: "pglite", products: 4000 }), databaseAnswers: async () => true }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const ipOf = async (base: string, forwardedFor?: string) =>
  ((await (await fetch(`${base}/ip`, { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).json()) as { ip: string }).ip;

describe("trusted proxies", () => {
  it("rejects 'true' and malformed values, and reads hop counts and CIDR lists", () => {
    expect(parseTrustProxy("true")).toMatch(/every hop/);
    expect(parseTrustProxy("10.0.0.0/33")).toEqual(expect.any(String));
    expect(parseTrustProxy("not-an-address")).toEqual(expect.any(String));
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it("trusts nothing by default: X-Forwarded-For cannot change the client address", async () => {
    const base = await serve("false");
    expect(await ipOf(base, "203.0.113.9")).toMatch(/127\.0\.0\.1$/);
  });

  it("with one trusted hop, takes the address that hop saw, not one the client wrote before it", async () => {
    const base = await serve("1");
    expect(await ipOf(base, "198.51.100.7")).toBe("198.51.100.7");
    // The client sends its own X-Forwarded-For; the proxy appends the real address.
    expect(await ipOf(base, "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("with a CIDR list, walks back only through the listed proxies", async () => {
    const base = await serve("127.0.0.1/8, 10.0.0.0/8");
    expect(await ipOf(base, "1.2.3.4, 198.51.100.7, 10.1.2.3")).toBe("198.51.100.7");
  });
});

describe("/healthz", () => {
  it("shows details to a client on this machine only", async () => {
    const base = await serve("1");
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok", database: "pglite", products: 4000 });
    expect(await (await fetch(`${base}/healthz`, { headers: { "x-forwarded-for": "203.0.113.9" } })).json()).toEqual({ status: "ok" });
  });

  it("hides them from a visitor sent by a same-host proxy that TRUST_PROXY does not name", async () => {
    const base = await serve("false");
    expect(await (await fetch(`${base}/healthz`, { headers: { "x-forwarded-for": "203.0.113.9" } })).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${base}/healthz`, { headers: { forwarded: "for=203.0.113.9" } })).json()).toEqual({ status: "ok" });
  });
});
