/** The form of `BLOB_STORE`, apart from the S3 client so that parseEnv does not load the SDK. */
import type { S3Location } from "./s3-blob-store";

/** `s3://bucket` or `s3://bucket/some/prefix`; bucket names as S3 allows them. */
export const BLOB_STORE_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([\w.\-/]*))?$/;

export function parseBlobStoreUrl(url: string): S3Location | null {
  const match = BLOB_STORE_URL.exec(url);
  if (!match) return null;
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : "" };
}
