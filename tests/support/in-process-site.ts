/**
 * The site's pages in-process (server/in-process.ts, from the built bundle: `npm run build` first),
 * with the real services on a test's own copy of the prepared database, answering requests without
 * a socket, as Epic Stack tests its routes. Loaders, actions and the page pipeline's middleware
 * (region, page, visitor, CSRF, cache class) all run; what only the HTTP server does (front door,
 * page cache, compression, security headers) does not, and is tested over HTTP (tests/site).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { InProcessSiteHandle } from "../../server/in-process";
import { copyPgliteTemplate } from "./databases";

const root = path.resolve(import.meta.dirname, "../..");
/** The origin requests are addressed to; a form post names it as its Origin. */
export const ORIGIN = "http://site.test";

export interface InProcessSite extends Pick<InProcessSiteHandle, "db" | "services"> {
  /** Answers a request for a path such as "/gl/products/compare?ids=…". */
  fetch(pathAndQuery: string, init?: RequestInit & { clientIp?: string }): Promise<Response>;
  /** The server's log lines so far (pino JSON, parsed): security events among them. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
  /** Removes its data folders (synchronously, so it can run at exit). */
  removeFolders(): void;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type ServerEntry = { openInProcess(vars: Record<string, string>, root: string, logTo?: (line: string) => void): Promise<InProcessSiteHandle> };

let shared: Promise<InProcessSite> | null = null;

/**
 * One site per worker, shared by the route files it runs (the routes project does not isolate its
 * files): loading the catalogue and building the finder's index once, not once per file. For
 * files that only read, or write what only their own requests see (cookies, their own accounts).
 * Its folders go when the worker exits.
 */
export function sharedInProcessSite(): Promise<InProcessSite> {
  shared ??= startInProcessSite().then((site) => {
    process.once("exit", () => site.removeFolders());
    return site;
  });
  return shared;
}

export async function startInProcessSite(): Promise<InProcessSite> {
  const entry = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerEntry;
  const dataDir = copyPgliteTemplate();
  const folders = [dataDir, `${dataDir}-images`, `${dataDir}-blobs`, `${dataDir}-mail`];
  const removeFolders = () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  };
  const logs: Record<string, unknown>[] = [];
  const site = await entry.openInProcess(
    { NODE_ENV: "production", PUBLIC_ORIGIN: ORIGIN, PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: folders[1]!, BLOB_DIR: folders[2]!, MAIL_DIR: folders[3]!, IMAGE_PRERENDER: "off", IMAGE_WORKERS: "1", LOG_LEVEL: "info" },
    root,
    (line) => void logs.push(JSON.parse(line) as Record<string, unknown>),
  );
  return {
    logs,
    db: site.db,
    services: site.services,
    // Follows redirects as fetch does, unless asked not to (redirect: "manual").
    async fetch(pathAndQuery, init = {}) {
      const { clientIp, ...requestInit } = init;
      let answer = await site.handle(new Request(new URL(pathAndQuery, ORIGIN), requestInit), clientIp);
      for (let hop = 0; hop < 5 && init.redirect !== "manual" && REDIRECTS.has(answer.status); hop++) {
        answer = await site.handle(new Request(new URL(answer.headers.get("location")!, ORIGIN), { headers: requestInit.headers }), clientIp);
      }
      return answer;
    },
    async close() {
      await site.close();
      removeFolders();
    },
    removeFolders,
  };
}
