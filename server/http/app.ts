/**
 * The Express application: operations endpoints, security, compression, static assets, and the
 * React Router request handler for every page.
 */
import type { SampleCartStore } from "../samples/cart-store";
import type { SampleOrderService } from "../samples/order-service";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../env";
import { publicEnv, tileOrigin } from "../env";
import type { Logger } from "../logger";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import { healthHandler, livenessHandler, readinessHandler, type Readiness } from "./health";
import { isDatabaseUnavailable } from "../db/database-faults";
import { OUTAGE_HEADERS } from "./outage";
import { responsePolicy } from "./response-policy";
import { frontDoor } from "./front-door";
import { requestLogger } from "./request-logger";
import { loggedUrl } from "./log-url";
import { malformedUrlGuard } from "./malformed-url";
import { createApiRouter } from "./api/api-router";
import { IMPORT_SCHEMA_PATH, importSchemaRoute } from "./import-schema-route";
import { createImagesRouter, type ImageService } from "../images";
import type { FinderService } from "../finder/finder-service";
import { createDocumentsRouter } from "../documents/documents-router";
import type { DocumentService } from "../documents/document-service";
import type { BookService } from "../documents/book/book-service";
import type { SpecPackService } from "../documents/spec-pack/spec-pack-service";
import type { MaterialService } from "../materials/material-service";
import { internalCatalogueRouter } from "./internal-catalogue-route";
import { createLoadContext, isDocumentRequest, stylesheetsOf } from "./app-context";
import { pageHandler } from "./page-handler";
import { createPageCache } from "./page-cache";
import { forgetCookiesOfPublicPages } from "./public-page-cookies";
import type { Database } from "../db/client";
import type { BlobStore } from "../blobs/blob-store";
import { createDiscoveryRouter } from "../discovery/discovery-router";
import { SitemapService } from "../discovery/sitemap-service";
import { createVisitorRouter } from "./visitor-route";
import type { AccountService } from "../accounts/account-service";
import type { LikesService } from "../likes/likes-service";
import type { StaffService } from "../staff/staff-service";
import type { DealerService } from "../dealers/dealer-service";
import { createWhereToBuyMapRouter } from "../dealers/map-router";
import type { RepsService } from "../reps/reps-service";
import type { SessionUser } from "../accounts/sessions";
import type { TwoFactorService } from "../accounts/two-factor";
import { securityLog } from "../security/security-log";
import { createSiteMetrics, type MetricsSources } from "../metrics/site-metrics";
import { metricsRoute } from "../metrics/metrics-route";

export interface Services {
  catalogue: CatalogueStore;
  finder: FinderService;
  images: ImageService;
  documents: DocumentService;
  /** Categories' online books; absent in tests that serve no documents. */
  books?: BookService;
  /** The likes' spec pack PDFs, typeset in the render pool; absent in tests that serve no documents. */
  specPacks?: SpecPackService;
  /** Material maps and packs (issue 28); absent in tests that serve none. */
  materials?: MaterialService;
  accounts: AccountService;
  /** The second factor: enrolment, sign-in codes, recovery codes (decision 0047). */
  twoFactor: TwoFactorService;
  likes: LikesService;
  /** Orders, contact requests and the audit log, for staff pages. */
  staff: StaffService;
  /** Where-to-buy partners and the gazetteer. */
  dealers: DealerService;
  /** Sales reps and contact requests; absent in tests that build the app without them. */
  reps?: RepsService;
  /** Sample carts and orders (issue 12). */
  samples: { carts: SampleCartStore; orders: SampleOrderService };
  /** Resolves a session cookie's token to its user (null: no such live session); the User-Agent names the device. */
  sessions: (token: string, userAgent?: string | null) => Promise<SessionUser | null>;
}

export interface InternalAccess {
  token: string;
  db: Database;
  /** The blob store imports write to (the CLI shares it: BLOB_DIR). */
  blobs?: BlobStore;
}

export interface AppOptions {
  env: Env;
  /** The site's origin: PUBLIC_ORIGIN, or the loopback address it listens on (env.ts). */
  publicOrigin: string | null;
  /** The port the server listens on (loopback Host names on it are accepted). */
  listenPort: number;
  logger: Logger;
  services: Services;
  readiness: Readiness;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production: folder of the client build. Development: Vite serves assets instead. */
  clientDir?: string;
  devMiddleware?: RequestHandler;
  /** Catalogue import/export for the CLI when this process holds the embedded database. */
  internal?: InternalAccess;
  /** What `/metrics` reads beyond the app's own services: the outbox's database, the pool (site-metrics.ts). */
  metrics?: Pick<MetricsSources, "db" | "pool" | "renderQueueDepth">;
}

export function createApp(options: AppOptions): Express {
  const { env, logger } = options;
  const development = env.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const pageCache = createPageCache({
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    version: () => (options.services.catalogue.isLoaded ? options.services.catalogue.current.version : -1),
    buildVersion: typeof options.build === "function" ? "development" : options.build.assets.version,
  });
  const metrics = createSiteMetrics({ catalogue: options.services.catalogue, pageCache, images: options.services.images, readiness: options.readiness, ...options.metrics });

  // Headers and cache rules first, so every answer below — refusals and errors too — gets them.
  app.use(responsePolicy({ development, imageOrigin: originOf(env.IMAGE_BASE_URL), tileOrigin: tileOrigin(env) }));
  app.use(metrics.middleware);
  app.use(requestLogger(logger));
  app.use(frontDoor({ publicOrigin: options.publicOrigin, listenPort: options.listenPort }, logger));
  app.get("/healthz", healthHandler(options.readiness));
  app.get("/livez", livenessHandler);
  app.get("/readyz", readinessHandler(options.readiness));
  app.get("/metrics", metricsRoute(metrics.registry, env.METRICS_TOKEN));
  // Files first: they answer their own JSON 404s, even for malformed paths.
  app.use("/images", createImagesRouter(options.services.images, { materials: options.services.materials, onError: (error) => logger.error({ err: error }, "image render failed") }));
  app.use("/documents", createDocumentsRouter(options.services.documents, options.services.books));
  app.use(malformedUrlGuard());
  // Before compression: sitemaps are stored gzipped and sent as they are.
  const sitemaps = new SitemapService(options.services.catalogue, { onBuilt: (info) => logger.info(info, "sitemaps built") });
  app.use(createDiscoveryRouter({ sitemaps, publicOrigin: options.publicOrigin, imageBase: env.IMAGE_BASE_URL }));
  // A 1 MB buffer lets a streamed page be written without waiting on the compressor; with the
  // default 16 KB, React Router waits for 'drain' per chunk, and compression leaves each such
  // listener on its stream until the response ends (a MaxListeners warning on large pages).
  app.use(compression({ highWaterMark: 1 << 20, brotli: { highWaterMark: 1 << 20 } } as compression.CompressionOptions));

  app.use(createWhereToBuyMapRouter(options.services.dealers));
  app.use("/:region/api/visitor", createVisitorRouter({ sessions: options.services.sessions, likes: options.services.likes, samples: options.services.samples?.carts, publicOrigin: options.publicOrigin }));
  app.get(IMPORT_SCHEMA_PATH, importSchemaRoute(options.publicOrigin));
  app.use("/:region/api", createApiRouter({ store: options.services.catalogue, finder: options.services.finder, imageBase: env.IMAGE_BASE_URL }));
  if (options.internal) app.use("/internal/catalogue", internalCatalogueRouter({ ...options.internal, store: options.services.catalogue }));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Hashed file names: safe to cache for a year. Everything else in the client build: an hour.
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  // Public pages never see cookies, so every visitor's request for one is answered from the same
  // rendered copy until the catalogue changes (decision 0052).
  app.use(forgetCookiesOfPublicPages());
  app.use(pageCache.middleware);
  const stylesheets = stylesheetsOf(typeof options.build === "function" ? null : options.build);
  // Page form posts are read within their route's limit here, before React Router (body-limit.ts).
  app.all(
    "/{*splat}",
    pageHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext: (req, res) =>
        createLoadContext({
          services: options.services,
          cspNonce: String(res.locals.cspNonce ?? ""),
          publicEnv: publicEnv(env),
          publicOrigin: options.publicOrigin,
          clientIp: req.ip ?? "unknown",
          securityLog: securityLog(logger, { requestId: String(res.locals.requestId ?? ""), ip: req.ip ?? "unknown" }),
          documentRequest: isDocumentRequest(req.path),
          serverOnly: new Map(),
          stylesheets,
        }),
    }),
  );
  app.use(errorHandler(logger));
  return app;
}

/**
 * Logs the error and answers without internals: JSON for the API, plain text otherwise. A database
 * outage answers 503 with Retry-After, logged as a warning (the outage itself is logged where the
 * connection dropped).
 */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const api = req.path.includes("/api/") || req.path.startsWith("/internal/");
    if (isDatabaseUnavailable(error)) {
      logger.warn({ id: res.locals.requestId, url: loggedUrl(req.originalUrl) }, "database unavailable");
      if (res.headersSent) return;
      res.status(503).set(OUTAGE_HEADERS);
      if (api) res.json({ error: "service unavailable" });
      else res.type("text/plain").send("service unavailable");
      return;
    }
    const status = typeof error === "object" && error && "status" in error && Number(error.status) >= 400 && Number(error.status) < 500 ? Number(error.status) : 500;
    if (status === 500) logger.error({ err: error, id: res.locals.requestId, url: loggedUrl(req.originalUrl) }, "request failed");
    if (res.headersSent) return;
    const message = status === 500 ? "internal error" : status === 413 ? "payload too large" : "bad request";
    if (api) res.status(status).json({ error: message });
    else res.status(status).type("text/plain").send(message);
  };
}

function originOf(base: string): string | null {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}
