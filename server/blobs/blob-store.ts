/**
 * Where a manufacturer's own files live — product photos, scans and PDF documents — addressed by
 * the SHA-256 of their bytes, so a file is stored once however many products use it and a URL
 * built from the hash never changes meaning. The interface is what the catalogue and the image and
 * document pipelines use; `DiskBlobStore` keeps the files under `./data/blobs` by default, and an
 * S3-compatible store can implement the same three methods.
 */
export interface BlobStore {
  /** Stores the bytes (idempotent) and returns their hash. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under a hash, or null. */
  get(hash: string): Promise<Uint8Array | null>;
  has(hash: string): Promise<boolean>;
}

/** A blob's address: 64 lower-case hex digits of SHA-256. */
export const BLOB_HASH = /^[0-9a-f]{64}$/;
