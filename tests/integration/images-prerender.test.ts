/**
 * The image prerender as a visitor and an operator notice it: after start every swatch URL a page
 * names is already on disk (served without a render), progress is in the log, and after an import
 * only what changed is rendered again. Real PGlite catalogue store, worker pool and files.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { imageVersion, productImages } from "../../core/catalogue/media";
import type { Catalogue, Product } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";
import { writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { createImageService } from "../../server/images/image-service";
import { prerenderOrder, PRERENDER_TIERS } from "../../server/images/prerender";
import { startImages, type SiteImages } from "../../server/images/start-images";
import { ENGINES } from "../support/databases";

const FILES_PER_PRODUCT = PRERENDER_TIERS.reduce((n, tier) => n + tier.targets.length, 0);

/** Two products of the cheapest textures, from different families: enough to see skipping (an import re-renders one). */
function tinyCatalogue(): Catalogue {
  const seed = demoSeed();
  const picked: Product[] = [];
  for (const texture of ["solid", "metal"]) {
    const product = seed.products.find((p) => p.swatch.texture === texture && !picked.some((q) => q.family === p.family));
    if (product) picked.push({ ...product, related: [] });
  }
  const collections = seed.collections.filter((c) => picked.some((p) => p.collection === c.code));
  return { collections, products: picked };
}

type LogLine = { msg: string; [key: string]: unknown };

describe("image prerender", () => {
  const lines: LogLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const done = () => lines.filter((l) => l.msg === "image prerender done");
  const cacheDir = mkdtempSync(path.join(tmpdir(), "image-prerender-"));
  let dispose: () => Promise<void> = async () => undefined;
  let db: Parameters<typeof writeCatalogue>[0];
  let store: CatalogueStore;
  let images: SiteImages;
  let catalogue: Catalogue;

  beforeAll(async () => {
    const opened = await ENGINES[0]!.open();
    dispose = opened.dispose;
    db = opened.handle.db;
    catalogue = tinyCatalogue();
    await writeCatalogue(db, catalogue, "replace");
    store = new CatalogueStore(db);
    await store.refresh();
    images = startImages({ IMAGE_CACHE_DIR: cacheDir, BLOB_DIR: path.join(cacheDir, "blobs"), IMAGE_CACHE_MAX_MB: 64, IMAGE_PRERENDER: true, IMAGE_WORKERS: 1, IMAGE_QUEUE_MAX: 8, RENDER_RATE_PER_MIN: 1000 }, logger, store, { startDelayMs: 0 });
  });

  /** An import that changes one product's swatch (so its image version), as the catalogue CLI would. */
  async function importChange(): Promise<Product> {
    const [first] = catalogue.products;
    if (!first) throw new Error("empty tiny catalogue");
    const changed = { ...first, swatch: { ...first.swatch, seed: first.swatch.seed + 1 } };
    await writeCatalogue(db, { collections: [], products: [changed] }, "upsert");
    return changed;
  }

  afterAll(async () => {
    await images?.stop();
    await dispose();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  // Renders every swatch of two products in the worker pool: about 3 s alone, past 25 s beside a second test run with three.
  it("renders every product's swatches after start, with progress in the log", { timeout: 30_000 }, async () => {
    await vi.waitFor(() => expect(done()).toHaveLength(1), { timeout: 25_000, interval: 250 });
    expect(lines.find((l) => l.msg === "image prerender starting")?.products).toBe(2);
    expect(lines.filter((l) => l.msg === "prerendered a tier of images").map((l) => l.tier)).toEqual(PRERENDER_TIERS.map((t) => t.name));
    expect(done()[0]?.images).toBe(2 * FILES_PER_PRODUCT);
  });

  it("serves every swatch URL a page names from the cache, without a render", async () => {
    for (const product of store.current.products.values()) {
      const urls = productImages(product, "/images");
      const named = [...urls.swatch.avif.split(", "), ...urls.swatch.webp.split(", ")].map((entry) => entry.split(" ")[0]!);
      for (const url of [...named, urls.thumbnail]) {
        const [, kind, contentId, version, file] = url.split("/").slice(1);
        const result = await images.service.get(kind!, contentId!, version!, file!);
        expect(result.ok && result.cached, url).toBe(true);
      }
    }
    expect(images.service.stats.renders).toBe(0);
  });

  // Renders a changed product's swatches again, then once more on request: about 3 s alone.
  it("after an import renders only the product that changed, the same bytes as on request", { timeout: 30_000 }, async () => {
    const changed = await importChange();
    await store.refresh();
    await vi.waitFor(() => expect(done()).toHaveLength(2), { timeout: 25_000, interval: 250 });
    expect(lines.filter((l) => l.msg === "image prerender starting")).toHaveLength(2);
    expect(done()[1]?.images).toBe(FILES_PER_PRODUCT);

    // A visitor's render (another pipeline entry, another cache) gives the prerendered bytes.
    // The version hashes the swatch as the store holds it (the database may reorder its keys).
    const stored = store.current.products.get(changed.contentId);
    if (!stored) throw new Error("the changed product is missing from the store");
    expect(stored.swatch.seed).toBe(changed.swatch.seed);
    const version = imageVersion(stored);
    const onRequest = createImageService({ cacheDir: path.join(cacheDir, "elsewhere"), lookup: (id) => (id === stored.contentId ? stored : undefined) });
    try {
      for (const file of ["160.avif", "960.webp"]) {
        const ahead = await images.service.get("swatch", changed.contentId, version, file);
        const fresh = await onRequest.get("swatch", changed.contentId, version, file);
        expect(ahead.ok && ahead.cached, file).toBe(true);
        expect(fresh.ok && !fresh.cached, file).toBe(true);
        if (ahead.ok && fresh.ok) expect(fresh.bytes.equals(ahead.bytes), file).toBe(true);
      }
    } finally {
      await onRequest.close();
    }
  });
});

describe("prerender order", () => {
  const product = (contentId: string, family: string, type?: string, regions?: string[]) => ({
    contentId,
    family,
    type,
    regions,
    swatch: { texture: "solid" as const, base: "#ffffff", accent: "#eeeeee", seed: 1 },
  });

  it("takes products round-robin across finders, each finder in its own order", () => {
    const himacs = [product("1", "HIMACS_COLOR"), product("2", "HIMACS_COLOR"), product("3", "HIMACS_COLOR")];
    const vizuon = [product("4", "VIZUON", "wrap"), product("5", "VIZUON", "sign"), product("6", "VIZUON", "wrap")];
    // VIZUON's types are finders of their own: 5 heads the sign finder.
    expect(prerenderOrder([himacs, vizuon]).map((p) => p.contentId)).toEqual(["1", "4", "5", "2", "6", "3"]);
  });

  it("warms the first page of every region's finder, not only the global one", () => {
    const gl = ["gl", "jp"];
    const himacs = [product("1", "HIMACS_COLOR", undefined, gl), product("2", "HIMACS_COLOR", undefined, gl), product("3", "HIMACS_COLOR", undefined, ["cn"])];
    // 3 is third in the family, but first in China's finder.
    expect(prerenderOrder([himacs]).map((p) => p.contentId)).toEqual(["1", "3", "2"]);
  });
});
