/**
 * Start-up and shutdown of the site: validate config, open and migrate the database, load the
 * catalogue into memory, serve, and stop gracefully on SIGTERM/SIGINT.
 */
import http from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { openCatalogueDatabase, type PrepareInChild } from "./catalogue/open-catalogue-database";
import { acquireFolderLock, FolderLockedError, type HeldLock } from "./db/server-lock";
import { DamagedDatabaseError } from "./db/client";
import { databaseProbe } from "./db/database-probe";
import { CatalogueStore } from "./catalogue/catalogue-store";
import { EnvError, parseEnv } from "./env";
import { createApp } from "./http/app";
import { createSiteServices } from "./site-services";
import { plainJsonHeaders } from "./http/response-policy";
import { createLogger } from "./logger";

export interface StartOptions {
  /** Project root: migrations live in `<root>/drizzle`. */
  root: string;
  clientDir?: string;
  devMiddleware?: RequestHandler;
  build?: () => Promise<ServerBuild>;
  /** Runs a first start's initdb and seed in a short-lived child process (server.js; docs/memory.md). */
  prepareInChild?: PrepareInChild;
}

export { prepareEmbeddedDatabase } from "./catalogue/open-catalogue-database";

/** This build's pages without a socket, for tests of loaders and actions (server/in-process.ts). */
export async function openInProcess(vars: Record<string, string>, root: string, logTo?: (line: string) => void) {
  const { openInProcessSite } = await import("./in-process");
  return openInProcessSite(vars, root, await defaultBuild(), logTo);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Limits of the HTTP server itself (docs/security.md): a client that sends its headers or body
 * slowly is cut off instead of holding a connection, and a request line plus headers above 16 KB
 * answers 431 before any of our code runs.
 */
const SERVER_LIMITS: http.ServerOptions = { headersTimeout: 15_000, requestTimeout: 30_000, maxHeaderSize: 16_384 };

const defaultBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

export async function start(options: StartOptions): Promise<RunningServer> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  // Signals may arrive while starting: remember them and stop as soon as there is something to stop.
  let stop: (() => Promise<void>) | null = null;
  let stopRequested = false;
  const onSignal = () => {
    stopRequested = true;
    if (stop) void stop().then(() => process.exit(0));
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);

  // Listen first, answering 503 until the database and catalogue are ready, so an orchestrator
  // sees a live process that is not yet ready rather than a refused connection.
  const liveHeaders = { ...plainJsonHeaders(env.NODE_ENV === "development"), "Content-Type": "application/json", "Cache-Control": "no-store" };
  const startingHeaders = { ...liveHeaders, "Retry-After": "1" };
  // /livez is about the process, so it answers 200 from the first moment (health.ts).
  let handler: http.RequestListener = (req, res) => {
    if (req.url === "/livez") res.writeHead(200, liveHeaders).end(JSON.stringify({ status: "ok" }));
    else res.writeHead(503, startingHeaders).end(JSON.stringify({ status: "starting" }));
  };
  // Draining (after SIGTERM): every answer closes its connection, so no keep-alive connection is
  // left idle for the load balancer to send a request on just as the socket closes.
  let draining = false;
  const answering = new Set<http.ServerResponse>();
  const server = http.createServer(SERVER_LIMITS, (req, res) => {
    if (draining) res.setHeader("Connection", "close");
    answering.add(res);
    res.once("close", () => answering.delete(res));
    handler(req, res);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const listenHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  const url = `http://${listenHost}:${port}`;

  const embedded = !env.DATABASE_URL && !env.PGLITE_DIR.startsWith("memory://");
  const databaseOptions = {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    timeouts: { statementMs: env.DB_STATEMENT_TIMEOUT_MS, connectMs: env.DB_CONNECT_TIMEOUT_MS },
    // A dropped connection is an outage the pool recovers from, not a reason to stop.
    onFault: (error: Error) => logger.warn({ err: error.message }, "database connection lost"),
  };
  let lock: HeldLock | null = null;
  let opened;
  try {
    // Locked before it is opened: a second process on the same folder stops here (server-lock.ts).
    if (embedded) lock = acquireFolderLock(env.PGLITE_DIR, url);
    opened = await openCatalogueDatabase(databaseOptions, path.join(options.root, "drizzle"), { prepareInChild: options.prepareInChild });
  } catch (error) {
    if (!(error instanceof FolderLockedError || error instanceof DamagedDatabaseError)) throw error;
    // Said plainly, without a stack trace: the message names the folder and what to do.
    lock?.release();
    console.error(error.message);
    process.exit(1);
  }
  const { database, seeded, firstStart } = opened;
  if (seeded) logger.info({ firstStart }, "seeded the catalogue");
  const catalogue = new CatalogueStore(database.db);
  await catalogue.refresh();
  const stopWatching = catalogue.watch(env.CATALOGUE_POLL_MS, (error) => logger.warn({ err: error }, "catalogue version check failed"), database.listen);

  const site = createSiteServices(env, logger, database.db, catalogue, options.root, database.locks);
  let ready = true;
  handler = createApp({
    env,
    logger,
    publicOrigin: env.PUBLIC_ORIGIN ?? (env.NODE_ENV === "production" ? url : null),
    listenPort: port,
    services: site.services,
    readiness: {
      get ready() {
        return ready;
      },
      get draining() {
        return draining;
      },
      databaseAnswers: databaseProbe(database.db),
      detail: () => ({ database: database.kind, categories: catalogue.categoryCount, products: catalogue.current.products.size, catalogueVersion: catalogue.current.version }),
    },
    // Production passes the loaded build: given a function, React Router re-derives its route tables per request.
    build: options.build ?? (await defaultBuild()),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.devMiddleware ? { devMiddleware: options.devMiddleware } : {}),
    ...(lock?.lock.token ? { internal: { token: lock.lock.token, db: database.db, blobs: site.blobs } } : {}),
    metrics: { db: database.db, renderQueueDepth: site.renderQueueDepth, ...(database.poolUse ? { pool: () => database.poolUse!() } : {}) },
  });
  logger.info({ url, database: database.kind }, "listening");

  let stopping: Promise<void> | null = null;
  stop = () => {
    stopping ??= (async () => {
      // Drain: /readyz answers 503 while requests are still served, until the load balancer has
      // seen it (DRAIN_DELAY_MS, a few of its probe intervals). Answers already under way close
      // their connection when they end.
      draining = true;
      for (const res of answering) {
        if (!res.headersSent) res.setHeader("Connection", "close");
        else {
          const socket = res.socket;
          res.once("finish", () => socket?.end());
        }
      }
      if (env.DRAIN_DELAY_MS > 0) {
        logger.info({ drainDelayMs: env.DRAIN_DELAY_MS }, "draining");
        await new Promise((resolve) => setTimeout(resolve, env.DRAIN_DELAY_MS));
      }
      ready = false;
      logger.info("shutting down");
      const timer = setTimeout(() => {
        logger.warn("shutdown timed out; closing open connections");
        server.closeAllConnections();
      }, env.SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      stopWatching();
      await site.stop();
      await database.close();
      lock?.release();
      logger.info("stopped");
    })();
    return stopping;
  };
  if (stopRequested) void stop().then(() => process.exit(0));
  return { url, stop };
}
