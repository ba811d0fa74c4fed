/**
 * HTTP for product documents, mounted at `/documents`. URLs carry the product's document version,
 * so a URL never changes meaning: responses are cacheable for a year and immutable. Anything that
 * does not name an offered document, including undecodable paths, is a JSON 404; a full render
 * queue is a 503 and a client over its render budget a 429, both with Retry-After.
 */
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from "express";
import type { DocumentResult, DocumentService } from "./document-service";
import type { BookService } from "./book/book-service";
import { matchesEtag } from "../http/conditional";

function notFound(res: Response, reason: string): void {
  res.status(404).set("Cache-Control", "no-store").json({ error: reason });
}

export function createDocumentsRouter(service: DocumentService, books?: BookService): Router {
  const router = express.Router();

  const answer = (req: Request, res: Response, result: DocumentResult) => {
    if (result.status === "not-found") {
      notFound(res, result.reason);
      return;
    }
    if (result.status !== "ok") {
      // 503 (render queue full) or 429 (this client's render budget spent): both pass soon.
      res
        .status(result.status === "busy" ? 503 : 429)
        .set({ "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" })
        .json({ error: result.reason });
      return;
    }
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${result.filename}"`,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: result.etag,
      "X-Content-Type-Options": "nosniff",
    });
    if (matchesEtag(req.get("If-None-Match"), result.etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).set("Content-Length", String(result.bytes.byteLength)).end(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
  };

  // A category's online book (book/book-service.ts); five segments, so never a product document.
  if (books) {
    router.get("/book/:region/:category/:version/:file", async (req, res, next) => {
      try {
        const { region, category, version, file } = req.params;
        answer(req, res, await books.get({ region, category, version, file }, req.ip ?? "unknown"));
      } catch (error) {
        next(error);
      }
    });
  }

  router.get("/:contentId/:version/:file", async (req, res, next) => {
    try {
      const { contentId, version, file } = req.params;
      answer(req, res, await service.get({ contentId, version, file }, req.ip ?? "unknown"));
    } catch (error) {
      next(error);
    }
  });

  router.use((_req, res) => notFound(res, "not found"));

  // Parameters that are not valid percent-encoding reach here as a 400 from the router.
  const badInput: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) notFound(res, "malformed document path");
    else next(error);
  };
  router.use(badInput);
  return router;
}
