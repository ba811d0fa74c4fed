/**
 * Bounded request bodies over HTTP (server/http/body-limit.ts): a page form post larger than its
 * route's limit is answered 413 from its headers, or at the first chunk over the limit, before the
 * CSRF check or any action reads it; the connection is then closed, so the rest is never read.
 * Raw sockets: the client keeps the body unfinished, as an attacker streaming 256 MB would.
 */
import net from "node:net";
import { describe, expect, it } from "vitest";
import { FORM_BODY_BYTES } from "../../server/http/body-limit";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const SIGN_IN = "/us/account/sign-in";

interface Exchange {
  /** Resolves with everything the server sent, once it closes the connection. */
  answer: Promise<string>;
  socket: net.Socket;
}

function open(head: string): Exchange {
  const url = new URL(baseUrl);
  const socket = net.connect(Number(url.port), url.hostname);
  const chunks: Buffer[] = [];
  const answer = new Promise<string>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    // Writes after the server closed fail with EPIPE or ECONNRESET: the answer came first.
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
  });
  socket.write(`${head}\r\n`);
  return { answer, socket };
}

const headOf = (path: string, headers: Record<string, string>) =>
  [`POST ${path} HTTP/1.1`, `Host: ${new URL(baseUrl).host}`, `Origin: ${baseUrl}`, "Content-Type: application/x-www-form-urlencoded", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), ""].join("\r\n");

describe("request body limits", () => {
  it("refuses a declared 256 MB form from its headers, without waiting for the body", async () => {
    const { answer, socket } = open(headOf(SIGN_IN, { "Content-Length": String(256 * 1024 * 1024) }));
    socket.write("intent=sign-in&email=a%40example.com&password=");
    socket.write("x".repeat(1024));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toContain("Payload too large: this form may send at most 16 kB.");
  });

  it("counts a chunked body and refuses it at the first chunk over the limit", async () => {
    const { answer, socket } = open(headOf(SIGN_IN, { "Transfer-Encoding": "chunked" }));
    const chunk = "x".repeat(4096);
    // Never the closing zero-length chunk: the answer must come while the body is still open.
    let sent = 0;
    while (sent <= FORM_BODY_BYTES && !socket.destroyed) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      sent += chunk.length;
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("reads a form up to its limit and checks it as before: a wrong token is refused by the CSRF check", async () => {
    const form = (size: number) => {
      const start = "csrf=not-the-cookie-token-0123456789&intent=sign-in&email=a%40example.com&password=";
      return start + "x".repeat(size - start.length);
    };
    for (const [size, status] of [
      [FORM_BODY_BYTES, 403],
      [FORM_BODY_BYTES + 1, 413],
    ] as const) {
      const body = form(size);
      const response = await fetch(`${baseUrl}${SIGN_IN}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, cookie: "csrf=the-cookie-token-0123456789abcdef" }, body, redirect: "manual" });
      expect(response.status, `${size} bytes`).toBe(status);
      await response.arrayBuffer();
    }
  });
});
