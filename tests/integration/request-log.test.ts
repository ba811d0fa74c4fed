/**
 * The request log as an operator reads it: one line per request, with the secrets of mailed links
 * (reset and verification tokens, order keys, email addresses) masked, so reading the logs opens
 * no account and names no visitor.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogger } from "../../server/http/request-logger";

const TOKEN = "Zx81_mQ-secret-token-value-0123456789abcdefg";
const lines: Array<Record<string, unknown>> = [];
let server: Server;
let base = "";

beforeAll(async () => {
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(JSON.parse(chunk.toString())), done()) });
  const app = express();
  app.use(requestLogger(pino({ level: "info" }, sink)));
  app.use((_req, res) => void res.send("ok"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("request log", () => {
  it("masks tokens, keys and emails of mailed links", async () => {
    const paths = [`/us/account/reset-password?token=${TOKEN}`, `/us/account/verify-email?token=${TOKEN}&email=pat%40example.com`, `/us/samples/order?key=${TOKEN}`];
    for (const path of paths) await (await fetch(`${base}${path}`)).text();
    await expect.poll(() => lines.length).toBe(3);
    expect(lines.map((line) => line.url)).toEqual(["/us/account/reset-password?token=***", "/us/account/verify-email?token=***&email=***", "/us/samples/order?key=***"]);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
    expect(JSON.stringify(lines)).not.toContain("example.com");
  });
});
