/**
 * Catalogue versions across instances: after an import, an image URL of the previous version is
 * still served (a page a CDN or a slower instance hands out), an instance that has not heard of
 * the import yet answers the new version's URL instead of a 404, and on PostgreSQL a write's
 * NOTIFY reloads a listening instance at once. Real catalogue stores, worker pool and database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryEntries, galleryImageVersion } from "../../core/catalogue/media";
import type { Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { startImages, type SiteImages } from "../../server/images/start-images";
import { ENGINES, type OpenedDatabase } from "../support/databases";

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const versionOf = (product: Product) => galleryImageVersion(product, galleryEntries(product)[0]!);

describe.each(ENGINES)("catalogue versions on $name", (engine) => {
  const logger = pino({ level: "silent" });
  const folders: string[] = [];
  const started: SiteImages[] = [];
  let database: OpenedDatabase;
  let product: Product;

  // Generating the demo catalogue to pick one product from, and a new database: 5-20 s at a load average of 25.
  beforeAll(async () => {
    database = await engine.open();
    const seed = demoSeed();
    const solid = seed.products.find((p) => p.swatch.texture === "solid" && !p.images)!;
    product = { ...solid, related: [] };
    await writeCatalogue(database.handle.db, { collections: seed.collections.filter((c) => c.code === product.collection), products: [product] }, "replace");
  }, 60_000);
  afterAll(async () => {
    for (const images of started) await images.stop();
    await database?.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** An instance: its own catalogue store and images, no prerender. */
  async function instance() {
    const store = new CatalogueStore(database.handle.db);
    await store.refresh();
    const cacheDir = mkdtempSync(path.join(tmpdir(), "catalogue-versions-"));
    folders.push(cacheDir);
    const images = startImages({ IMAGE_CACHE_DIR: cacheDir, BLOB_DIR: path.join(cacheDir, "blobs"), IMAGE_CACHE_MAX_MB: 64, IMAGE_PRERENDER: false, IMAGE_WORKERS: 1, IMAGE_QUEUE_MAX: 8, RENDER_RATE_PER_MIN: 1000 }, logger, store);
    started.push(images);
    return { store, images };
  }

  async function importChange(): Promise<void> {
    product = { ...product, swatch: { ...product.swatch, seed: product.swatch.seed + 1 } };
    await writeCatalogue(database.handle.db, { collections: [], products: [product] }, "upsert");
  }

  // Two swatch renders in the worker pool: about 2 s alone.
  it("serves the previous version's URL after an import, and a newer one before this instance heard of it", { timeout: 30_000 }, async () => {
    const fresh = await instance();
    const slow = await instance();
    // The versions as the stores compute them from the stored rows (the hash covers key order).
    const stored = (store: CatalogueStore) => versionOf(store.current.products.get(product.contentId)!);
    const before = stored(fresh.store);
    await importChange();
    await fresh.store.refresh();
    const after = stored(fresh.store);
    expect(after).not.toBe(before);

    expect(await fresh.images.service.get("swatch", product.contentId, before, "160.webp")).toMatchObject({ ok: true });
    // The slow instance still holds the old catalogue: the new URL makes it look at the database.
    expect(await slow.images.service.get("swatch", product.contentId, after, "160.webp")).toMatchObject({ ok: true });
    expect(slow.store.current.version).toBe(fresh.store.current.version);
    expect(await fresh.images.service.get("swatch", product.contentId, "0000000000", "160.webp")).toMatchObject({ ok: false, status: 404 });
  });

  it.runIf(engine.name === "postgres")("reloads a listening instance by NOTIFY, long before its next poll", async () => {
    const listening = new CatalogueStore(database.handle.db);
    await listening.refresh();
    const stop = listening.watch(600_000, () => undefined, database.handle.listen);
    try {
      const listeners = async () => rowsOf<{ n: number }>(await database.handle.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`))[0]?.n ?? 0;
      await expect.poll(listeners, { timeout: 5_000 }).toBeGreaterThan(0);
      const before = listening.current.version;
      await importChange();
      await expect.poll(() => listening.current.version, { timeout: 2_000 }).toBe(before + 1);
    } finally {
      stop();
    }
  });
});
