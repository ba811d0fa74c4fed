/**
 * React Router behind Express. It does what `@react-router/express` does, but hands React Router
 * a body already read within its route's limit (body-limit.ts) instead of the socket: the adapter
 * streamed the socket into the Request, so `request.formData()` in the CSRF check read whatever a
 * client sent, 256 MB included, before any check could refuse it.
 */
import type { RequestHandler, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { readPageBody } from "./body-limit";
import { withOutageStatus } from "./outage";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext(req: ExpressRequest, res: ExpressResponse): RouterContextProvider;
}

export function pageHandler(options: PageHandlerOptions): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const body = await readPageBody(req, res);
      if (body === "refused") return;
      const context = options.getLoadContext(req, res);
      const response = await handle(toFetchRequest(req, res, body), context);
      await send(res, withOutageStatus(response, context));
    } catch (error) {
      next(error);
    }
  };
}

/** The front door has checked the Host and removed X-Forwarded-Host: the URL is built from them. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Aborted when the client goes away before the answer is written, as the adapter does.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // Joined as text, never resolved: `/\\evil.example` resolved against the origin would name another host.
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  return new Request(url, { method: req.method, headers, signal: controller.signal, ...(body ? { body: new Uint8Array(body) } : {}) });
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
