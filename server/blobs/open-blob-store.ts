/**
 * Which blob store a process uses: the local folder `BLOB_DIR` (the default, one machine), or an
 * S3-compatible bucket named by `BLOB_STORE=s3://bucket/prefix`, configured by the AWS SDK's
 * standard variables (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL, …).
 * With an endpoint (MinIO, R2, a test server) requests use path style (`host/bucket/key`), which
 * every S3-compatible server answers, rather than a bucket subdomain.
 */
import { S3Client } from "@aws-sdk/client-s3";
import type { BlobStore } from "./blob-store";
import { DiskBlobStore } from "./disk-blob-store";
import { parseBlobStoreUrl } from "./blob-store-url";
import { S3BlobStore } from "./s3-blob-store";

export function openBlobStore(env: { BLOB_STORE?: string | undefined; BLOB_DIR: string }, aws: Record<string, string | undefined> = process.env): BlobStore {
  if (!env.BLOB_STORE) return new DiskBlobStore(env.BLOB_DIR);
  const location = parseBlobStoreUrl(env.BLOB_STORE);
  // parseEnv checked the form already; this guards other callers.
  if (!location) throw new Error(`BLOB_STORE must look like s3://bucket/prefix, not ${env.BLOB_STORE}`);
  const endpoint = aws.AWS_ENDPOINT_URL_S3 ?? aws.AWS_ENDPOINT_URL;
  const client = new S3Client({
    // The SDK reads credentials and the rest from the environment itself; a region is required by
    // it even for a store that has none (MinIO, s3rver): S3's own default then.
    region: aws.AWS_REGION ?? aws.AWS_DEFAULT_REGION ?? "us-east-1",
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Keys given in the environment passed here are used as they are; without them the SDK's own
    // chain finds credentials (instance role, web identity, shared files).
    ...(aws.AWS_ACCESS_KEY_ID && aws.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: aws.AWS_ACCESS_KEY_ID, secretAccessKey: aws.AWS_SECRET_ACCESS_KEY, ...(aws.AWS_SESSION_TOKEN ? { sessionToken: aws.AWS_SESSION_TOKEN } : {}) } }
      : {}),
  });
  return new S3BlobStore(client, location);
}
