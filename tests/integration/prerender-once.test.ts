/**
 * The prerender of a catalogue version done once across instances sharing a bucket (s3rver) and
 * a database: of two instances starting it at once one renders and the other skips, and an
 * instance started afterwards finds it done. Real worker pool, catalogue stores and database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { startImages, type SiteImages } from "../../server/images/start-images";
import { ENGINES, type OpenedDatabase } from "../support/databases";
import { startS3Server, type TestS3Server } from "../support/s3-server";

describe.each(ENGINES)("prerender once on $name", (engine) => {
  const logger = pino({ level: "silent" });
  const folders: string[] = [];
  const started: SiteImages[] = [];
  let database: OpenedDatabase;
  let s3: TestS3Server;

  // Generating the demo catalogue to pick one product from, and a new database: 5-20 s at a load average of 25.
  beforeAll(async () => {
    s3 = await startS3Server();
    database = await engine.open();
    const seed = demoSeed();
    const solid = seed.products.find((p) => p.swatch.texture === "solid" && !p.images)!;
    const product: Product = { ...solid, related: [] };
    await writeCatalogue(database.handle.db, { collections: seed.collections.filter((c) => c.code === product.collection), products: [product] }, "replace");
  }, 60_000);
  afterAll(async () => {
    for (const images of started) await images.stop();
    await database?.dispose();
    await s3?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  async function instance(): Promise<SiteImages> {
    const store = new CatalogueStore(database.handle.db);
    await store.refresh();
    const cacheDir = mkdtempSync(path.join(tmpdir(), "prerender-once-"));
    folders.push(cacheDir);
    const env = { IMAGE_CACHE_DIR: cacheDir, BLOB_DIR: path.join(cacheDir, "blobs"), BLOB_STORE: s3.env.BLOB_STORE!, IMAGE_CACHE_MAX_MB: 64, IMAGE_PRERENDER: false, IMAGE_WORKERS: 1, IMAGE_QUEUE_MAX: 8, RENDER_RATE_PER_MIN: 1000 };
    const images = startImages(env, logger, store, { db: database.handle.db, locks: database.handle.locks, aws: s3.env });
    started.push(images);
    return images;
  }

  // One product's swatches, share image and every online book of an almost empty catalogue: 34-54 s at a load average of 25.
  it("renders a version on one instance, and a later instance finds it done", { timeout: 120_000 }, async () => {
    const [a, b] = [await instance(), await instance()];
    const outcomes = await Promise.all([a.prerenderNow(), b.prerenderNow()]);
    expect(outcomes.sort()).toEqual(["done", "elsewhere"]);
    expect(await (await instance()).prerenderNow()).toBe("already-done");
  });
});
