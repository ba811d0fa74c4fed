/**
 * The blob store in an S3 bucket, against a real S3-protocol server (s3rver) started here: what
 * an instance stores, another instance's store (a second client on the same bucket) reads. Of two
 * instances storing one render URL at once, both answer the first copy, even while it uploads.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openBlobStore } from "../../server/blobs/open-blob-store";
import { parseBlobStoreUrl } from "../../server/blobs/blob-store-url";
import { parseEnv } from "../../server/env";
import { startS3Server, type TestS3Server } from "../support/s3-server";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const open = () => openBlobStore({ BLOB_STORE: s3.env.BLOB_STORE!, BLOB_DIR: "/nonexistent" }, s3.env);
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("S3 blob store", () => {
  it("stores bytes under their SHA-256, and a second instance reads, finds and deletes them", async () => {
    const bytes = bytesOf("a photo of Arctic White, pretend JPEG");
    const hash = await open().put(bytes);
    expect(hash).toBe(createHash("sha256").update(bytes).digest("hex"));
    const other = open();
    expect(Buffer.from((await other.get(hash))!)).toEqual(Buffer.from(bytes));
    expect(await other.has(hash)).toBe(true);
    await other.delete(hash);
    expect(await open().has(hash)).toBe(false);
    expect(await open().get(hash)).toBeNull();
  });

  it("stores a file once however often it is put", async () => {
    const bytes = bytesOf("the same PDF three times");
    const hashes = await Promise.all([open().put(bytes), open().put(bytes), open().put(bytes)]);
    expect(new Set(hashes).size).toBe(1);
  });

  it("answers null for a missing key and for anything that is not a hash", async () => {
    const store = open();
    expect(await store.get("0".repeat(64))).toBeNull();
    expect(await store.has("0".repeat(64))).toBe(false);
    await store.delete("0".repeat(64));
    for (const probe of ["../../etc/passwd", "ab", "A".repeat(64)]) {
      expect(await store.get(probe), probe).toBeNull();
      expect(await store.has(probe), probe).toBe(false);
    }
  });

  it("shares rendered files by key between instances", async () => {
    const key = "images/swatch/C0001/abc/card-320.avif";
    expect(await open().shared!.read(key)).toBeNull();
    await open().shared!.write(key, bytesOf("rendered"));
    expect(await open().shared!.has(key)).toBe(true);
    expect(new TextDecoder().decode((await open().shared!.read(key))!)).toBe("rendered");
  });

  it("answers the first instance's copy to the second even while that copy is still uploading", async () => {
    const key = "images/swatch/C0002/abc/card-320.avif";
    const bucketKey = `site/renders/${key}`;
    // The first instance's conditional PUT is accepted and held before it is stored: a slow upload.
    const upload = s3.holdConditionalPut(bucketKey);
    const first = open().shared!.writeOnce(key, bytesOf("first copy"));
    await upload.reached;
    // The second's PUT meets the write under way (409) and its first read finds nothing yet.
    const second = open().shared!.writeOnce(key, bytesOf("second copy"));
    await vi.waitFor(() => expect(s3.missedReads(bucketKey)).toBeGreaterThan(0), { timeout: 5_000 });
    upload.release();
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    expect(decode(await second)).toBe("first copy");
    expect(decode(await first)).toBe("first copy");
    expect(decode((await open().shared!.read(key))!)).toBe("first copy");
  });
});

describe("BLOB_STORE", () => {
  it("names a bucket and an optional prefix, and a bad value stops the start with its name", () => {
    expect(parseBlobStoreUrl("s3://media-bucket")).toEqual({ bucket: "media-bucket", prefix: "" });
    expect(parseBlobStoreUrl("s3://media-bucket/site/prod/")).toEqual({ bucket: "media-bucket", prefix: "site/prod/" });
    expect(parseBlobStoreUrl("https://media-bucket")).toBeNull();
    expect(() => parseEnv({ BLOB_STORE: "s3:/x" }, { server: false })).toThrow(/BLOB_STORE/);
    expect(parseEnv({}, { server: false }).BLOB_STORE).toBeUndefined();
  });

  it("keeps the local folder when unset", async () => {
    const store = openBlobStore({ BLOB_DIR: "/tmp/never-written" });
    expect(store.shared).toBeUndefined();
    expect(await store.has("0".repeat(64))).toBe(false);
  });
});
