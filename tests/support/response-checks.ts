/**
 * Sending one fuzz request over a raw socket (so no client-side validation rewrites or refuses the
 * hostile input) and the checks every response must pass (issue 8, item 5).
 */
import net from "node:net";
import type { FuzzRequest } from "./fuzz-arbitraries";

export interface RawResponse {
  /** 0 when the connection was reset or closed without a status line (Node's parser refused). */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The server's identity: own host (`127.0.0.1:port`) and the origins its links may point to. */
export interface ServerIdentity {
  host: string;
  port: number;
  /** Origins (`http://127.0.0.1:port`, the `PUBLIC_ORIGIN` the canonical link shows) links may use. */
  origins: Set<string>;
}

/** Replace the placeholder `self` in a generated host or target by the server's own host. */
export function resolveSelf(value: string, self: string): string {
  return value.replace(/self/g, self);
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Send `request` to the server over a fresh socket and read the whole answer (Connection: close). */
export function sendRaw(request: FuzzRequest, server: ServerIdentity, timeoutMs = 30_000): Promise<RawResponse> {
  const target = resolveSelf(request.target, server.host);
  const lines = [`${request.method} ${target} HTTP/1.1`];
  if (request.host !== null) lines.push(`Host: ${resolveSelf(request.host, server.host)}`);
  lines.push("Connection: close", "User-Agent: fuzz", "Accept: */*");
  if (["POST", "PUT", "PATCH"].includes(request.method)) lines.push("Content-Type: application/x-www-form-urlencoded", "Content-Length: 0");
  const head = lines.join("\r\n") + "\r\n\r\n";
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: "127.0.0.1", port: server.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    const finish = () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf("\r\n\r\n");
      if (raw.length === 0 || split < 0) return resolve({ status: 0, headers: {}, body: "" });
      const headerLines = raw.subarray(0, split).toString("latin1").split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(headerLines[0] ?? "")?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of headerLines.slice(1)) {
        const colon = line.indexOf(":");
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      }
      let body: Buffer = raw.subarray(split + 4);
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
      resolve({ status, headers, body: body.toString("utf8") });
    };
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A reset from Node's own HTTP parser is a refusal, not an application failure.
      if (error.code === "ECONNRESET" || error.code === "EPIPE") finish();
      else {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.write(head, "latin1");
  });
}

// ---------------------------------------------------------------------------------------------
// Checks

const STACK_PATTERNS: [RegExp, string][] = [
  [/\n\s*at [\w$.<>[\] ]+ \(/, "stack frame `at fn (`"],
  [/\bat (?:file:\/\/)?\/[\w./-]+:\d+:\d+/, "stack frame `at /path:line:col`"],
  [/node_modules\//, "`node_modules/` path"],
  [/\/(?:server|app|core|build)\/[\w./-]+\.(?:[cm]?[jt]sx?)\b/, "source file path"],
  [/\b(?:Type|Reference|Range|Syntax|URI|Internal|Eval|Aggregate)?Error: /, "`Error:` text"],
];

/** Absolute or protocol-relative URLs a response sends the client to: Location, links, hrefs, srcs. */
function linkTargets(response: RawResponse): { where: string; url: string }[] {
  const found: { where: string; url: string }[] = [];
  if (response.headers["location"] !== undefined) found.push({ where: "Location header", url: response.headers["location"] });
  if (response.headers["link"] !== undefined) for (const m of response.headers["link"].matchAll(/<([^>]*)>/g)) found.push({ where: "Link header", url: m[1]! });
  if (/html/i.test(response.headers["content-type"] ?? "")) {
    for (const m of response.body.matchAll(/<(?:a|link|area|base|form|meta|script|img|source|iframe)\b[^>]*?\b(href|src|action|content|srcset)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
      const attribute = m[1]!.toLowerCase();
      const value = (m[3] ?? m[4] ?? "").replace(/&amp;/g, "&");
      if (attribute === "content" && !/^\s*\d*\s*;?\s*url=/i.test(value) && !/^(?:https?:)?\/\//i.test(value)) continue;
      const url = attribute === "content" ? value.replace(/^\s*\d*\s*;?\s*url=/i, "") : value;
      if (attribute === "srcset") for (const part of url.split(",")) found.push({ where: `${attribute}=`, url: part.trim().split(/\s+/)[0]! });
      else found.push({ where: `<… ${attribute}=>`, url });
    }
  }
  return found;
}

/** Where a link goes: null when it stays on this server (relative path or an own origin). */
function offSite(url: string, server: ServerIdentity): string | null {
  const trimmed = url.trim();
  if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("?")) return null;
  if (/^(?:mailto|tel|data):/i.test(trimmed)) return null;
  if (/^[/\\]{2}/.test(trimmed) || /^\/\\/.test(trimmed)) return `protocol-relative ${trimmed}`;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    if (/^[\t\n\r ]*[/\\][\t\n\r ]*[/\\]/.test(url)) return `protocol-relative ${trimmed}`;
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return `unparseable absolute URL ${trimmed}`;
  }
  if (!/^https?:$/.test(parsed.protocol)) return `scheme ${parsed.protocol}`;
  if (server.origins.has(parsed.origin)) return null;
  return `foreign origin ${parsed.origin}`;
}

/** Every violated rule for one request/response pair; an empty list means the response passed. */
export function checkResponse(request: FuzzRequest, response: RawResponse, server: ServerIdentity): string[] {
  const failures: string[] = [];
  // A reset or a bare 400 from Node's own parser is a refusal, not an application answer.
  if (response.status === 0) return failures;
  if (response.status >= 500) failures.push(`5xx: status ${response.status}`);

  const body = response.body;
  for (const [pattern, what] of STACK_PATTERNS) {
    if (pattern.test(body)) {
      failures.push(`stack trace in body (${what}): ${JSON.stringify(body.slice(Math.max(0, (pattern.exec(body)?.index ?? 0) - 40), (pattern.exec(body)?.index ?? 0) + 80))}`);
      break;
    }
  }

  const type = response.headers["content-type"] ?? "";
  const markupBody = /html|xml/i.test(type) || (type === "" && /^\s*</.test(body));
  if (request.marker) {
    const tag = request.marker.slice(0, request.marker.indexOf(">") + 1); // `<fz-abc123>`
    if (markupBody && body.includes(tag)) failures.push(`unescaped echo of ${tag} in ${type || "untyped"} body`);
    for (const [name, value] of Object.entries(response.headers)) if (value.includes(tag)) failures.push(`unescaped echo of ${tag} in ${name} header`);
  }

  for (const { where, url } of linkTargets(response)) {
    const problem = offSite(url, server);
    if (problem) failures.push(`off-site link in ${where}: ${problem.replace(/^(foreign origin \S+).*/, "$1")}`);
  }
  const sentHost = request.host === null ? null : resolveSelf(request.host, server.host);
  if (sentHost && sentHost !== server.host && sentHost.length >= 3) {
    const foreign = sentHost.toLowerCase();
    const ownHosts = [...server.origins].map((o) => new URL(o).host.toLowerCase());
    if (!ownHosts.includes(foreign)) {
      const carrying = [response.headers["location"] ?? "", response.headers["link"] ?? "", ...linkTargets(response).map((l) => l.url)].filter((u) => /^(?:[a-z]+:)?\/\//i.test(u.trim()) && u.toLowerCase().includes(foreign));
      if (carrying.length > 0) failures.push(`forged Host ${JSON.stringify(sentHost)} in a link: ${carrying[0]}`);
    }
  }

  const location = response.headers["location"];
  if (location !== undefined && !offSite(location, server)) {
    // A redirect stays on a catalogue page: no fragment, no dot segments, no injected query junk.
    const path = location.replace(/^https?:\/\/[^/]+/i, "");
    if (path.includes("#")) failures.push(`redirect target with a fragment: ${location}`);
    if (/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$|\?)/i.test(path.split("?")[0]!)) failures.push(`redirect target with a dot segment: ${location}`);
    if (!/^\/(?:[a-z]{2}\/products\/|$|\?)/.test(path)) failures.push(`redirect target outside /{region}/products/: ${location}`);
  }

  const cacheControl = (response.headers["cache-control"] ?? "").toLowerCase();
  if (response.status >= 400 && response.status !== 404 && /\bpublic\b|s-maxage/.test(cacheControl)) failures.push(`cached error: ${response.status} with Cache-Control: ${cacheControl}`);

  return [...new Set(failures)];
}

/** One line describing a request, for failure reports. */
export function describeRequest(request: FuzzRequest, server: ServerIdentity): string {
  const host = request.host === null ? "<none>" : JSON.stringify(resolveSelf(request.host, server.host));
  return `${request.method} ${resolveSelf(request.target, server.host)} (Host: ${host})`;
}
