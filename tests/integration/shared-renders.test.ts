/**
 * Rendered images in the shared store (BLOB_STORE on S3, against s3rver): what one instance
 * rendered, another instance with an empty disk of its own serves without rendering it again,
 * and keeps a local copy in its bounded disk cache; two instances that render one URL at once
 * answer the bucket's first copy, so one ETag. Real worker pool, real sharp.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVersion } from "../../core/catalogue/media";
import type { Swatch } from "../../core/catalogue/model";
import { openBlobStore } from "../../server/blobs/open-blob-store";
import { createImageService, type ImageService } from "../../server/images/image-service";
import { DiskCache, writeAtomically } from "../../server/render/disk-cache";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { startS3Server, type TestS3Server } from "../support/s3-server";

const products: Record<string, { swatch: Swatch; slug: string }> = {
  "300001": { swatch: { texture: "solid", base: "#f2f1ed", accent: "#e6e5e0", seed: 21 }, slug: "arctic-white" },
};
const version = imageVersion(products["300001"]!);

let s3: TestS3Server;
let pool: ImagePool;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
  pool = createImagePool({ threads: 1, maxQueue: 8 });
});
afterAll(async () => {
  await pool?.close();
  await s3?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** One instance's image service: its own disk cache folder, the shared bucket behind it. */
function instance(renderPool: ImagePool = pool): ImageService {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "shared-renders-"));
  folders.push(cacheDir);
  return createImageService({ cacheDir, pool: renderPool, blobs: bucket(), maxCacheBytes: 64 * 1_048_576, lookup: (id) => products[id] });
}

const bucket = () => openBlobStore({ BLOB_STORE: s3.env.BLOB_STORE!, BLOB_DIR: "/nonexistent" }, s3.env);

/**
 * The pool of an instance whose encoder writes other bytes for the same image (another libvips
 * thread count, CPU or sharp build): a byte more at the end, still a valid file.
 */
function otherEncoder(): ImagePool {
  return {
    render: async (task) => (await pool.render(task)).map((result) => ("bytes" in result && result.bytes ? { ...result, bytes: Buffer.concat([result.bytes, Buffer.from([0])]) } : result)),
    renderInBackground: (task) => pool.renderInBackground(task),
    close: async () => undefined,
  } as ImagePool;
}

describe("renders shared through the object store", () => {
  it("are rendered by one instance and served by another without a render of its own", async () => {
    const a = instance();
    const b = instance();
    const first = await a.get("swatch", "300001", version, "320.webp");
    expect(first).toMatchObject({ ok: true, cached: false });
    await a.cache.flush();

    const second = await b.get("swatch", "300001", version, "320.webp");
    expect(second).toMatchObject({ ok: true, contentType: "image/webp" });
    expect(b.stats.renders).toBe(0);
    if (!first.ok || !second.ok) throw new Error("unreachable");
    expect(second.etag).toBe(first.etag);
    // Kept on B's own disk from then on: the next answer comes from there.
    expect(await b.cache.has(b.cachePath({ kind: "swatch", contentId: "300001", version, width: 320, format: "webp" }))).toBe(true);
  });

  it("count as present for the prerender of an instance that never rendered them", async () => {
    const a = instance();
    expect(await a.prerender({ contentId: "300001", ...products["300001"]! }, [{ width: 160, format: "avif" }])).toBe(1);
    await a.cache.flush();
    const b = instance();
    expect(await b.prerender({ contentId: "300001", ...products["300001"]! }, [{ width: 160, format: "avif" }])).toBe(0);
  });

  it("answer one set of bytes, and one ETag, for a URL two instances render at once with different encoders", async () => {
    const a = instance();
    const b = instance(otherEncoder());
    const [first, second] = await Promise.all([a.get("swatch", "300001", version, "640.webp"), b.get("swatch", "300001", version, "640.webp")]);
    if (!first.ok || !second.ok) throw new Error(`a render failed: ${JSON.stringify([first, second])}`);
    expect(a.stats.renders + b.stats.renders).toBe(2);
    expect(second.etag).toBe(first.etag);
    // The instance whose render lost keeps the bucket's copy on its own disk too.
    const again = await b.get("swatch", "300001", version, "640.webp");
    expect(again).toMatchObject({ ok: true, cached: true, etag: first.etag });
  });
});

describe("the render disk cache in front of the bucket", () => {
  it("keeps the first of two different copies offered for one key, on both instances", async () => {
    const caches = [0, 1].map(() => {
      const root = mkdtempSync(path.join(tmpdir(), "shared-renders-"));
      folders.push(root);
      return { root, cache: new DiskCache({ root, maxBytes: 1_048_576, shared: bucket().shared! }) };
    });
    const file = (root: string) => path.join(root, "r0-test", "300001", "v1", "swatch-64.webp");
    const offered = caches.map(({ root }, index) => writeAtomicallyAndSettle(caches[index]!.cache, file(root), Buffer.from(`render by instance ${index}`)));
    const kept = (await Promise.all(offered)).map((bytes) => Buffer.from(bytes).toString());
    expect(kept[0]).toBe(kept[1]);
    expect(["render by instance 0", "render by instance 1"]).toContain(kept[0]);
    for (const { root } of caches) expect(readFileSync(file(root), "utf8")).toBe(kept[0]);
  });
});

/** What a render worker does (the file on disk), then what the service does with its bytes. */
async function writeAtomicallyAndSettle(cache: DiskCache, file: string, bytes: Buffer): Promise<Uint8Array> {
  await writeAtomically(file, bytes);
  return cache.settle(file, bytes.length, bytes);
}
