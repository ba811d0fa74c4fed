/**
 * The blob store in an S3-compatible bucket (AWS S3, R2, MinIO, …), so that a photo imported
 * through one instance is read by every other: `{prefix}blobs/{first two hex digits}/{hash}`.
 * Rendered images and documents share the bucket under `{prefix}renders/{url path}` (`shared`),
 * so what one instance rendered, the others serve.
 *
 * A blob is immutable (its key is its hash), so `put` skips the upload when the key exists and
 * two instances putting the same bytes at once write the same object: no lock is needed.
 */
import { createHash } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3ServiceException, type S3Client } from "@aws-sdk/client-s3";
import { BLOB_HASH, type BlobStore, type SharedEntry, type SharedFiles } from "./blob-store";

export interface S3Location {
  bucket: string;
  /** Key prefix, empty or ending in "/". */
  prefix: string;
}

/** S3 answers a missing key with 404 (NoSuchKey or NotFound, by operation). */
const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

/**
 * A conditional PUT (`If-None-Match: *`) found the key taken: 412 on AWS S3, MinIO and R2; 409
 * when another conditional write to the key was under way at that moment.
 */
const isTaken = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 412 || error.$metadata.httpStatusCode === 409);

/**
 * Waits before each new read of a winner's copy that was not there yet: a render's upload takes tens
 * of milliseconds, a large PDF's a second or two on a slow link.
 */
const WINNER_READ_WAITS_MS = [25, 50, 100, 200, 400, 800, 1_500];

/** What a rendered file is, by its extension: for whoever lists the bucket or puts a CDN on it. */
const CONTENT_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png", pdf: "application/pdf" };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export class S3BlobStore implements BlobStore {
  readonly shared: SharedFiles;

  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
  ) {
    const rendered = (key: string) => `${location.prefix}renders/${key}`;
    this.shared = {
      read: (key) => this.read(rendered(key)),
      has: (key) => this.exists(rendered(key)),
      write: async (key, bytes) => {
        await client.send(new PutObjectCommand({ Bucket: location.bucket, Key: rendered(key), Body: bytes, ContentType: contentTypeOf(key) }));
      },
      writeOnce: async (key, bytes) => {
        try {
          await client.send(new PutObjectCommand({ Bucket: location.bucket, Key: rendered(key), Body: bytes, ContentType: contentTypeOf(key), IfNoneMatch: "*" }));
          return bytes;
        } catch (error) {
          if (!isTaken(error)) throw error;
          // Another instance stored this URL first: its bytes are the ones every instance serves.
          return (await this.readWinner(rendered(key))) ?? bytes;
        }
      },
      list: () => this.listUnder(rendered("")),
      remove: async (keys) => {
        // DeleteObjects takes at most 1,000 keys a request.
        for (let start = 0; start < keys.length; start += 1_000) {
          const batch = keys.slice(start, start + 1_000).map((key) => ({ Key: rendered(key) }));
          const answer = await client.send(new DeleteObjectsCommand({ Bucket: location.bucket, Delete: { Objects: batch, Quiet: true } }));
          const failed = answer.Errors?.[0];
          if (failed) throw new Error(`deleting ${answer.Errors!.length} of ${batch.length} keys failed, first ${failed.Key}: ${failed.Code} ${failed.Message}`);
        }
      },
    };
  }

  async put(bytes: Uint8Array): Promise<string> {
    const hash = createHash("sha256").update(bytes).digest("hex");
    if (await this.has(hash)) return hash;
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(hash), Body: bytes, ContentType: "application/octet-stream" }));
    return hash;
  }

  async get(hash: string): Promise<Uint8Array | null> {
    if (!BLOB_HASH.test(hash)) return null;
    return this.read(this.keyOf(hash));
  }

  async has(hash: string): Promise<boolean> {
    if (!BLOB_HASH.test(hash)) return false;
    return this.exists(this.keyOf(hash));
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(hash: string): Promise<void> {
    if (!BLOB_HASH.test(hash)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.keyOf(hash) }));
  }

  /** Every object under a key prefix, page by page; keys relative to the prefix. */
  private async *listUnder(prefix: string): AsyncIterable<SharedEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(prefix.length), size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * The copy that won a conditional PUT. A 409 means the winner's upload is still under way, and a
   * store may show a key a moment after it answered 412, so a miss is read again after a short,
   * growing wait (WINNER_READ_WAITS_MS, about 3 s in all). Still missing: null, and the caller
   * keeps its own bytes, as when the bucket fails.
   */
  private async readWinner(key: string): Promise<Uint8Array | null> {
    for (const wait of [0, ...WINNER_READ_WAITS_MS]) {
      if (wait) await delay(wait);
      const bytes = await this.read(key);
      if (bytes) return bytes;
    }
    return null;
  }

  private async read(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private keyOf(hash: string): string {
    return `${this.location.prefix}blobs/${hash.slice(0, 2)}/${hash}`;
  }
}
