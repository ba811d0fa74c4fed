/**
 * Rendered images in the shared store (BLOB_STORE on S3, against s3rver): what one instance
 * rendered, another instance with an empty disk of its own serves without rendering it again,
 * and keeps a local copy in its bounded disk cache. Real worker pool, real sharp.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVersion } from "../../core/catalogue/media";
import type { Swatch } from "../../core/catalogue/model";
import { openBlobStore } from "../../server/blobs/open-blob-store";
import { createImageService, type ImageService } from "../../server/images/image-service";
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
function instance(): ImageService {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "shared-renders-"));
  folders.push(cacheDir);
  const blobs = openBlobStore({ BLOB_STORE: s3.env.BLOB_STORE!, BLOB_DIR: "/nonexistent" }, s3.env);
  return createImageService({ cacheDir, pool, blobs, maxCacheBytes: 64 * 1_048_576, lookup: (id) => products[id] });
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
});
