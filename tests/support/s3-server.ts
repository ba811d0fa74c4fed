/**
 * A real S3-protocol server for a test (s3rver), on a free loopback port with its own temporary
 * folder and one bucket. `env` is what a server or CLI needs to use it as its blob store.
 *
 * s3rver ignores `If-None-Match: *` on a PUT, which AWS S3, MinIO and R2 honour (412 when the key
 * exists); a shim in front of it honours it, one write per key at a time, so the site's
 * first-writer-wins render sharing (decision 0072) meets the same store behaviour here.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** BLOB_STORE and the AWS_* variables for this server (s3rver's fixed test credentials). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = "catalogue-test", prefix = "site"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  server.middleware.unshift(conditionalPuts(server));
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      BLOB_STORE: `s3://${bucket}/${prefix}`,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Koa middleware: a PUT with `If-None-Match: *` answers 412 PreconditionFailed when the key exists. */
function conditionalPuts(server: S3rver): S3rver["middleware"][number] {
  const writing = new Map<string, Promise<void>>();
  return async (ctx, next) => {
    if (ctx.method !== "PUT" || ctx.headers["if-none-match"] !== "*") return next();
    // Path-style addresses (the site sets an endpoint): /bucket/key.
    const [, bucket = "", ...parts] = ctx.path.split("/").map(decodeURIComponent);
    const key = parts.join("/");
    const id = `${bucket}/${key}`;
    const before = writing.get(id) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    writing.set(id, mine);
    try {
      await before;
      if (await server.store.existsObject(bucket, key)) {
        ctx.status = 412;
        ctx.type = "application/xml";
        ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>`;
        return;
      }
      await next();
    } finally {
      done();
      if (writing.get(id) === mine) writing.delete(id);
    }
  };
}
