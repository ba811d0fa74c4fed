/**
 * An HTTP request as an attacker or a proxy would send it: any method, any request target
 * (absolute-form too) and any Host header — what fetch() refuses to send.
 */
import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  /** The request target as written on the request line. */
  target: string;
  headers?: Record<string, string>;
  /**
   * On a connection of its own, never one kept alive from an earlier request: a server that starts
   * to drain closes its idle connections, and a request sent on one as it closes fails ("other side
   * closed"). Node then sends `Connection: close` unless `headers` says otherwise.
   */
  freshConnection?: boolean;
}

export function rawRequest(baseUrl: string, { method = "GET", target, headers = {}, freshConnection = false }: RawRequest): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path: target, headers: { host: base.host, ...headers }, setHost: false, ...(freshConnection ? { agent: false } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.once("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.once("error", reject);
    });
    req.once("error", reject);
    req.end();
  });
}
