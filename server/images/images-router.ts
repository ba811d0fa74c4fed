/**
 * GET /images/{swatch|enlarged|download|share|material|material-pack}/{contentId}/{version}/{file}:
 * product images and material maps and packs (server/materials), cacheable
 * forever (the version in the URL changes whenever the image would). Anything that does not name
 * a current image is a 404 with a JSON body, never a 500; a full render queue is a 503, and a
 * client over its render budget a 429, both with Retry-After.
 */
import express, { type ErrorRequestHandler, type Router } from "express";
import type { ImageService } from "./image-service";
import { isMaterialKind } from "../materials/material-request";
import type { MaterialService } from "../materials/material-service";
import { matchesEtag } from "../http/conditional";

const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ImagesRouterOptions {
  /** Told about unexpected failures (a render that threw), which answer 500. */
  onError?: (error: unknown) => void;
  /** Material maps and packs (`material`, `material-pack` kinds); without it those are 404s. */
  materials?: MaterialService;
}

export function createImagesRouter(service: ImageService, options: ImagesRouterOptions = {}): Router {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get("/:kind/:contentId/:version/:file", async (req, res, next) => {
    try {
      const { kind, contentId, version, file } = req.params;
      const client = req.ip ?? "unknown";
      const result = isMaterialKind(kind)
        ? options.materials
          ? await options.materials.get(kind, contentId, version, file, client)
          : ({ ok: false, status: 404, reason: "materials are not served here" } as const)
        : await service.get(kind, contentId, version, file, client);
      if (!result.ok) {
        if (result.status !== 404) res.set("Retry-After", String(result.retryAfterSeconds));
        res.status(result.status).set("Cache-Control", "no-store").json({ error: result.reason });
        return;
      }
      res.set({
        "Content-Type": result.contentType,
        "Cache-Control": IMMUTABLE,
        ETag: result.etag,
        "X-Content-Type-Options": "nosniff",
        // Images may be served from another origin than the pages (IMAGE_BASE_URL).
        "Cross-Origin-Resource-Policy": "cross-origin",
      });
      if (result.downloadName) {
        res.set("Content-Disposition", `attachment; filename="${result.downloadName.replace(/["\\\r\n]/g, "")}"`);
      }
      if (matchesEtag(req.get("If-None-Match"), result.etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).set("Content-Length", String(result.bytes.length));
      if (req.method === "HEAD") res.end();
      else res.end(result.bytes);
    } catch (error) {
      next(error);
    }
  });

  router.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").json({ error: "not found" });
  });

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    // A path that cannot be decoded (bad percent-encoding) is bad input: 404, like any other.
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      res.status(404).set("Cache-Control", "no-store").json({ error: "not found" });
      return;
    }
    options.onError?.(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).set("Cache-Control", "no-store").json({ error: "image could not be rendered" });
  };
  router.use(onError);
  return router;
}
