/**
 * The Express application: operations endpoints, security, compression, static assets, and the
 * React Router request handler for every page.
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../env";
import { publicEnv } from "../env";
import type { Logger } from "../logger";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import { healthHandler, type Readiness } from "./health";
import { cspNonce, securityHeaders } from "./security";
import { requestLogger } from "./request-logger";
import { malformedUrlGuard } from "./malformed-url";

export interface Services {
  catalogue: CatalogueStore;
}

export interface AppOptions {
  env: Env;
  logger: Logger;
  services: Services;
  readiness: Readiness;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production: folder of the client build. Development: Vite serves assets instead. */
  clientDir?: string;
  devMiddleware?: RequestHandler;
}

export function createApp(options: AppOptions): Express {
  const { env, logger } = options;
  const development = env.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.get("/healthz", healthHandler(options.readiness));
  app.use(requestLogger(logger));
  app.use(malformedUrlGuard());
  app.use(compression());
  app.use(cspNonce());
  app.use(securityHeaders({ development, imageOrigin: originOf(env.IMAGE_BASE_URL) }));

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Hashed file names: safe to cache for a year. Everything else in the client build: an hour.
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext: (_req, res) => ({
        services: options.services,
        cspNonce: String(res.locals.cspNonce ?? ""),
        publicEnv: publicEnv(env),
        publicOrigin: env.PUBLIC_ORIGIN ?? null,
      }),
    }),
  );
  return app;
}

function originOf(base: string): string | null {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}
