/**
 * The site's pages without a socket: the React Router app of this build with the real services,
 * answering `Request`s in-process. Exported by the server bundle for tests of loaders and actions
 * (tests/support/in-process-site.ts): they must use the bundle's own copy of the request contexts,
 * so they cannot assemble it from the source modules. What only the HTTP server adds (the front
 * door, the page cache, compression, security headers) is not here.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CatalogueStore } from "./catalogue/catalogue-store";
import { openDatabase, type Database } from "./db/client";
import { parseEnv, publicEnv } from "./env";
import type { Services } from "./http/app";
import { createLoadContext, isDocumentRequest, stylesheetsOf } from "./http/app-context";
import { createSiteServices } from "./site-services";
import { securityLog } from "./security/security-log";

export interface InProcessSiteHandle {
  /** Answers one request; `clientIp` is the address per-client limits count against. */
  handle(request: Request, clientIp?: string): Promise<Response>;
  db: Database;
  services: Services;
  close(): Promise<void>;
}

/**
 * Opens the database the variables name (a prepared PGlite folder, say) and serves its pages.
 * `logTo` receives the server's log lines (JSON, `LOG_LEVEL`), so tests can read security events;
 * without it nothing is logged.
 */
export async function openInProcessSite(vars: Record<string, string>, root: string, build: ServerBuild, logTo?: (line: string) => void): Promise<InProcessSiteHandle> {
  const env = parseEnv(vars);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  const catalogue = new CatalogueStore(database.db);
  await catalogue.refresh();
  const logger = logTo ? pino({ level: env.LOG_LEVEL }, { write: logTo }) : pino({ level: "silent" });
  const site = createSiteServices(env, logger, database.db, catalogue, root);
  const handler = createRequestHandler(build, "production");
  const stylesheets = stylesheetsOf(build);
  return {
    db: database.db,
    services: site.services,
    handle(request, clientIp = "127.0.0.1") {
      const context = createLoadContext({
        services: site.services,
        cspNonce: "in-process",
        publicEnv: publicEnv(env),
        publicOrigin: env.PUBLIC_ORIGIN ?? null,
        clientIp,
        securityLog: securityLog(logger, { requestId: randomUUID(), ip: clientIp }),
        documentRequest: isDocumentRequest(new URL(request.url).pathname),
        serverOnly: new Map(),
        stylesheets,
      });
      return handler(request, context);
    },
    async close() {
      await site.stop();
      await database.close();
    },
  };
}
