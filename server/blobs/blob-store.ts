/**
 * Where a manufacturer's own files live — product photos, scans and PDF documents — addressed by
 * the SHA-256 of their bytes, so a file is stored once however many products use it and a URL
 * built from the hash never changes meaning. The interface is what the catalogue and the image and
 * document pipelines use; `DiskBlobStore` keeps the files under `./data/blobs` by default, and
 * `S3BlobStore` in an S3-compatible bucket (`BLOB_STORE=s3://bucket/prefix`, open-blob-store.ts).
 */
export interface BlobStore {
  /** Stores the bytes (idempotent) and returns their hash. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under a hash, or null. */
  get(hash: string): Promise<Uint8Array | null>;
  has(hash: string): Promise<boolean>;
  /** Removes a blob (nothing happens when it is not there). */
  delete(hash: string): Promise<void>;
  /**
   * Files that are not blobs but are shared by every instance the same way: rendered images and
   * documents, by their URL path. Absent for a store that only one process reads (the disk).
   */
  readonly shared?: SharedFiles;
}

/** A flat key → bytes store every instance of the site sees alike (an S3 bucket). */
export interface SharedFiles {
  read(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores the bytes under the key unless the key already holds some (first writer wins), and
   * returns what the key holds: these bytes, or another instance's earlier ones. Two instances
   * that render one URL at once then serve, and tag, the same bytes.
   */
  writeOnce(key: string, bytes: Uint8Array): Promise<Uint8Array>;
  /** Every key, with when it was last written (for pruning old renders). */
  list(): AsyncIterable<SharedEntry>;
  /** Removes the keys (missing ones are no error). */
  remove(keys: readonly string[]): Promise<void>;
}

export interface SharedEntry {
  key: string;
  size: number;
  lastModified: Date;
}

/** A blob's address: 64 lower-case hex digits of SHA-256. */
export const BLOB_HASH = /^[0-9a-f]{64}$/;
