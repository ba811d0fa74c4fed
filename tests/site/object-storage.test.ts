/**
 * Object storage (BLOB_STORE on S3, against s3rver started here): a manufacturer's package
 * imported beside the site lands in the bucket, not on the server's disk, and is served from
 * there; on PostgreSQL, a second server on the same database and bucket serves the same photo and
 * the images the first one rendered, at once after the import.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeManufacturerPackage, type ManufacturerPackage } from "../fixtures/make-manufacturer-package";
import { SERVER_ENGINES } from "../support/databases";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import { runBundledCli } from "../support/bundled-cli";

/** `npm run catalog -- import` with these settings (the server's database and bucket), bundled as production runs it. */
const importPackage = (file: string, env: Record<string, string>) => runBundledCli("catalog", ["import", file], { DATABASE_URL: "", ...env });

const work = mkdtempSync(path.join(tmpdir(), "object-storage-"));
let s3: TestS3Server;
let made: ManufacturerPackage;
beforeAll(async () => {
  s3 = await startS3Server();
  made = await makeManufacturerPackage(path.join(work, "package.zip"), { products: 3 });
});
afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A product whose primary photo is a JPEG: its download is the imported file itself. */
const photoProduct = () => made.products.find((p) => p.photos[0]?.mime === "image/jpeg")!;

async function productApi(base: string, contentId: string, region: string) {
  const response = await fetch(`${base}/${region}/api/products/${contentId}`);
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as { gallery: { download: string; thumbnail: string }[] }) : null };
}

describe.each(SERVER_ENGINES)("object storage on $name", (engine) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  const servers: OwnServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.stop();
      server.dispose();
    }
    for (const cleanup of cleanups) await cleanup();
  });

  // Servers start on a prepared database, the bundled CLI stores a 3-product package, renders: 54-80 s at a load average of 25.
  it("serves a photo imported beside it from the bucket, and so does a second server on the same database", { timeout: 150_000 }, async () => {
    // One render per minute for a client, counted in the database both servers share: the first
    // server's render spends it, so the second can only answer from the bucket.
    // Polling is put out of reach: on PostgreSQL only NOTIFY can bring the import to the servers in time.
    const env = { ...(await engine.env(cleanups)), ...s3.env, RENDER_RATE_PER_MIN: "1", CATALOGUE_POLL_MS: "600000" };
    const first = await startOwnServer(env);
    servers.push(first);
    const second = engine.name === "postgres" ? await startOwnServer(env) : null;
    if (second) servers.push(second);

    // PGlite: the CLI hands the rows to the server holding the folder; PostgreSQL: it writes them itself.
    const cliEnv = engine.name === "postgres" ? env : { ...env, PGLITE_DIR: first.dataDir };
    const result = await importPackage(made.path, cliEnv);
    expect(result.stdout, result.stderr).toContain("Imported 3 product(s)");
    // The files went to the bucket: the server's own blob folder was never made.
    expect(existsSync(`${first.dataDir}-blobs`)).toBe(false);

    const product = photoProduct();
    const region = product.regions[0]!;
    const original = made.files.get(product.photos[0]!.path)!;
    for (const server of [first, second].filter((s): s is OwnServer => s !== null)) {
      // Each server hears of the import by NOTIFY and reloads the catalogue (4,000 products: seconds under load).
      await expect.poll(async () => (await productApi(server.url, product.contentId, region)).status).toBe(200);
      const api = (await productApi(server.url, product.contentId, region)).body!;
      const download = await fetch(server.url + api.gallery[0]!.download);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(original)).toBe(true);
    }

    if (second) {
      // What the first server rendered, the second serves from the bucket (its budget is spent).
      const api = (await productApi(first.url, product.contentId, region)).body!;
      const rendered = await fetch(first.url + api.gallery[0]!.thumbnail);
      expect(rendered.status).toBe(200);
      await expect.poll(async () => (await fetch(second.url + api.gallery[0]!.thumbnail)).status).toBe(200);
      const again = await fetch(second.url + api.gallery[0]!.thumbnail);
      expect(again.headers.get("content-type")).toBe(rendered.headers.get("content-type"));
      // One set of bytes per URL on every instance: the bucket's first copy (decision 0072).
      expect(again.headers.get("etag")).toBe(rendered.headers.get("etag"));
    }
  });
});
