/**
 * Images as an abuser and an operator meet them: a URL that names no current image answers 404
 * before any render starts or any file is written; a full render queue answers 503 with
 * Retry-After, never 500; the disk cache keeps to its cap by evicting the least recently used
 * files, and only its own. Real worker pool, real sharp, real files.
 */
import http from "node:http";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEXTURES } from "../../core/catalogue/enums";
import { imageVersion } from "../../core/catalogue/media";
import type { Swatch } from "../../core/catalogue/model";
import { DiskCache } from "../../server/render/disk-cache";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { createImageService, type ImageService } from "../../server/images/image-service";
import { createImagesRouter } from "../../server/images/images-router";
import { createRenderBudget } from "../../server/render/render-budget";
import { groupByMaster } from "../../server/images/render-plan";
import { renderPixels } from "../../demo/catalogue/textures";

const products: Record<string, { swatch: Swatch; slug: string }> = {
  "200001": { swatch: { texture: "solid", base: "#f2f1ed", accent: "#e6e5e0", seed: 11 }, slug: "arctic-white" },
  "200002": { swatch: { texture: "metal", base: "#a8abaf", accent: "#d2d5d8", seed: 12 }, slug: "brushed-steel" },
};
const v1 = imageVersion(products["200001"]!);

const temporary: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** Every file and folder under `dir`, so "nothing was written" covers folders too. */
const everythingUnder = (dir: string) => readdirSync(dir, { recursive: true });

async function serve(service: ImageService): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  app.use("/images", createImagesRouter(service));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a URL that names no current image", () => {
  let cacheDir: string;
  let pool: ImagePool;
  let service: ImageService;
  let site: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    cacheDir = tempDir("image-guard-");
    pool = createImagePool({ threads: 1, maxQueue: 4 });
    service = createImageService({ cacheDir, pool, lookup: (id) => products[id] });
    site = await serve(service);
  });
  afterAll(async () => {
    await site?.close();
    await pool?.close();
  });

  const cases: [string, string][] = [
    ["unknown product", `/images/swatch/299999/${v1}/320.avif`],
    ["stale version", `/images/swatch/200001/zz9/320.avif`],
    ["unknown width", `/images/swatch/200001/${v1}/300.avif`],
    ["enlarged width not offered", `/images/enlarged/200001/${v1}/1280.webp`],
    ["unknown kind", `/images/thumb/200001/${v1}/320.avif`],
    ["bad format", `/images/swatch/200001/${v1}/320.png`],
    ["swatch as JPEG", `/images/swatch/200001/${v1}/320.jpg`],
    ["download under another name", `/images/download/200001/${v1}/brushed-steel.jpg`],
    ["download in another format", `/images/download/200001/${v1}/arctic-white.webp`],
  ];

  for (const [name, url] of cases) {
    it(`${name}: 404 JSON, no render started, nothing written`, async () => {
      const tasks = pool.stats.tasks;
      const res = await fetch(site.base + url);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe("string");
      expect(pool.stats.tasks).toBe(tasks);
      expect(service.stats.renders).toBe(0);
      expect(everythingUnder(cacheDir)).toEqual([]);
    });
  }

  it("while the same URL with the current version renders and is cached", async () => {
    const res = await fetch(`${site.base}/images/swatch/200001/${v1}/320.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    await res.arrayBuffer();
    expect(pool.stats.tasks).toBe(1);
    expect(everythingUnder(cacheDir).length).toBeGreaterThan(0);
  });
});

describe("a full render queue", () => {
  it("answers 503 with Retry-After to renders beyond the queue, and serves them once it drains", async () => {
    const pool = createImagePool({ threads: 1, maxQueue: 1 });
    const service = createImageService({ cacheDir: tempDir("image-busy-"), pool, lookup: (id) => products[id] });
    const site = await serve(service);
    try {
      const v2 = imageVersion(products["200002"]!);
      const urls = [160, 320, 480, 640].flatMap((w) => [`/images/swatch/200001/${v1}/${w}.webp`, `/images/swatch/200002/${v2}/${w}.webp`]);
      const responses = await Promise.all(urls.map((u) => fetch(site.base + u)));
      const statuses = responses.map((r) => r.status);
      await Promise.all(responses.map((r) => r.arrayBuffer()));
      expect(statuses.every((s) => s === 200 || s === 503), statuses.join()).toBe(true);
      // One rendering and one waiting are admitted; at least the last arrivals are refused.
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      const refused = responses.find((r) => r.status === 503);
      expect(refused?.headers.get("retry-after")).toBe("2");
      expect(refused?.headers.get("cache-control")).toBe("no-store");

      for (const [i, url] of urls.entries()) {
        if (statuses[i] !== 503) continue;
        const again = await fetch(site.base + url);
        expect(again.status, url).toBe(200);
        await again.arrayBuffer();
      }
      expect(service.stats.busy).toBe(statuses.filter((s) => s === 503).length);
    } finally {
      await site.close();
      await pool.close();
    }
  });
});

describe("the per-client render budget", () => {
  it("answers 429 with Retry-After once a client spent it, while cache hits and another client are still served", async () => {
    const pool = createImagePool({ threads: 1, maxQueue: 8 });
    const limited: string[] = [];
    const budget = createRenderBudget({ perMinute: 2, onLimited: (client) => limited.push(client) });
    const service = createImageService({ cacheDir: tempDir("image-budget-"), pool, budget, lookup: (id) => products[id] });
    const app = express();
    app.set("trust proxy", true); // clients named by X-Forwarded-For
    app.use("/images", createImagesRouter(service));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (url: string, client: string) => {
      const response = await fetch(base + url, { headers: { "X-Forwarded-For": client } });
      await response.arrayBuffer();
      return response;
    };
    try {
      const urls = [160, 320, 480].map((w) => `/images/swatch/200001/${v1}/${w}.webp`);
      expect((await get(urls[0]!, "203.0.113.5")).status).toBe(200);
      expect((await get(urls[1]!, "203.0.113.5")).status).toBe(200);
      const refused = await get(urls[2]!, "203.0.113.5");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(limited).toEqual(["203.0.113.5"]);
      expect((await get(urls[0]!, "203.0.113.5")).status).toBe(200); // a hit costs nothing
      expect((await get(urls[2]!, "198.51.100.4")).status).toBe(200);
      expect(service.stats).toMatchObject({ renders: 3, limited: 1 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    }
  });
});

describe("the disk cache cap", () => {
  function file(root: string, relative: string, bytes: number, ageSeconds: number): string {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, Buffer.alloc(bytes, 1));
    const when = Date.now() / 1000 - ageSeconds;
    utimesSync(full, when, when);
    return full;
  }

  it("evicts the least recently used files, oldest renderer versions first, and nothing that is not its own", async () => {
    const root = tempDir("image-lru-");
    const oldVersion = file(root, "r0/100001/abc/swatch-160.webp", 100, 300);
    const a = file(root, "r1-m2/100001/abc/swatch-160.webp", 100, 200);
    const b = file(root, "r1-m2/100002/abc/swatch-160.webp", 100, 100);
    const notOurs = [file(root, "notes.txt", 500, 1000), file(root, "pglite/base/1", 500, 1000)];

    const cache = new DiskCache({ root, maxBytes: 250 });
    await cache.ready;
    // 300 bytes found, 250 allowed: the oldest file, of an older renderer, goes.
    await vi.waitFor(() => expect(existsSync(oldVersion)).toBe(false), { timeout: 10_000 });
    expect(cache.totalBytes).toBe(200);

    // Reading `a` makes `b` the least recently used, although `a` was written first.
    expect((await cache.read(a))?.length).toBe(100);
    const c = file(root, "r1-m2/100003/abc/swatch-160.webp", 100, 0);
    cache.added(c, 100);
    await vi.waitFor(() => expect(existsSync(b)).toBe(false), { timeout: 10_000 });
    expect([existsSync(a), existsSync(c)]).toEqual([true, true]);
    expect(cache.totalBytes).toBe(200);
    expect(cache.evicted).toBe(2);
    for (const kept of notOurs) expect(existsSync(kept), kept).toBe(true);
  });

  it("keeps the cache under its cap while visitors' renders fill it", async () => {
    const cacheDir = tempDir("image-capped-");
    const pool = createImagePool({ threads: 1, maxQueue: 8 });
    // Room for a few small swatches only.
    const service = createImageService({ cacheDir, pool, maxCacheBytes: 6_000, lookup: (id) => products[id] });
    try {
      for (const width of [160, 320, 480, 640]) {
        const result = await service.get("swatch", "200002", imageVersion(products["200002"]!), `${width}.webp`);
        expect(result.ok).toBe(true);
        expect(service.cache.totalBytes).toBeLessThanOrEqual(6_000);
      }
      expect(service.cache.evicted).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});

describe("one render serves several widths", () => {
  it("renders the same pixels whatever the delivered size, for every texture but textile", () => {
    for (const texture of TEXTURES) {
      const swatch: Swatch = { texture, base: "#b8b2a8", accent: "#5e554b", seed: 7 };
      const small = Buffer.from(renderPixels(swatch, 192, 48).buffer);
      const large = Buffer.from(renderPixels(swatch, 192, 192).buffer);
      if (texture !== "textile") expect(small.equals(large), texture).toBe(true);
    }
  });

  it("groups all six swatch widths into one render, or two for textile", () => {
    const widths = [160, 320, 480, 640, 960, 1280].map((width) => ({ width, format: "avif" as const }));
    expect(groupByMaster("marble", widths)).toHaveLength(1);
    expect(groupByMaster("textile", widths).map((g) => g.targets.map((t) => t.width))).toEqual([
      [160, 320, 480, 640],
      [960, 1280],
    ]);
  });
});
