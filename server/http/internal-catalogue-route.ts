/**
 * Catalogue import and export for the CLI when the database is an embedded PGlite held by this
 * process. Answers only on loopback and only with the token the server wrote beside its data.
 */
import { timingSafeEqual } from "node:crypto";
import express, { type Request, type RequestHandler, type Router } from "express";
import { z } from "zod";
import { StoredFileSchema } from "../../core/catalogue/model";
import type { BlobStore } from "../blobs/blob-store";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import type { Database } from "../db/client";
import { exportCatalogue } from "../catalogue/import/export-catalogue";
import { runImport } from "../catalogue/import/run-import";
import { MAX_IMPORT_BYTES } from "../catalogue/import/parse-file";
import { loadCatalogue } from "../catalogue/catalogue-repository";

const ImportQuery = z.object({
  format: z.enum(["json", "csv"]),
  mode: z.enum(["upsert", "replace"]).default("upsert"),
  dryRun: z.enum(["true", "false"]).default("false"),
});
/**
 * A package the CLI has already checked and whose files it stored in the shared blob store: the
 * catalogue file as written (so errors keep its line numbers) and the stored file of each path.
 */
const PackageBody = z
  .object({
    content: z.string().max(MAX_IMPORT_BYTES),
    format: z.enum(["json", "csv"]),
    files: z.record(z.string().max(300), StoredFileSchema),
  })
  .strict();
const ExportQuery = z.object({ format: z.enum(["json", "csv"]).default("json") });

function isLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? "";
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

function requireToken(token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req, res, next) => {
    const given = Buffer.from(req.get("authorization") ?? "");
    if (!isLoopback(req) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(403).json({ error: "forbidden" });
      return;
    }
    next();
  };
}

export function internalCatalogueRouter(options: { token: string; db: Database; store: CatalogueStore; blobs?: BlobStore }): Router {
  const router = express.Router();
  router.use(requireToken(options.token));

  router.post("/import", express.text({ type: "*/*", limit: MAX_IMPORT_BYTES }), async (req, res) => {
    const query = ImportQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: "invalid parameters", issues: query.error.issues.map((i) => ({ parameter: i.path.join("."), message: i.message })) });
      return;
    }
    const result = await runImport(options.db, typeof req.body === "string" ? req.body : "", query.data.format, {
      mode: query.data.mode,
      dryRun: query.data.dryRun === "true",
      blobs: options.blobs,
    });
    if (!result.ok) {
      res.status(422).json(result);
      return;
    }
    if (!result.summary.dryRun) await options.store.refresh();
    res.json(result);
  });

  router.post("/import-package", express.json({ limit: MAX_IMPORT_BYTES * 2 }), async (req, res) => {
    const query = ImportQuery.omit({ format: true }).safeParse(req.query);
    const body = PackageBody.safeParse(req.body);
    if (!query.success || !body.success) {
      res.status(400).json({ error: "invalid parameters" });
      return;
    }
    const result = await runImport(options.db, body.data.content, body.data.format, {
      mode: query.data.mode,
      dryRun: query.data.dryRun === "true",
      blobs: options.blobs,
      prestored: new Map(Object.entries(body.data.files)),
    });
    if (!result.ok) {
      res.status(422).json(result);
      return;
    }
    if (!result.summary.dryRun) await options.store.refresh();
    res.json(result);
  });

  router.get("/export", async (req, res) => {
    const query = ExportQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: "invalid parameters" });
      return;
    }
    const { catalogue } = await loadCatalogue(options.db);
    res.type(query.data.format === "json" ? "application/json" : "text/csv").send(exportCatalogue(catalogue, query.data.format));
  });
  return router;
}
