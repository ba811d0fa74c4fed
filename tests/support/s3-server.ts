/**
 * A real S3-protocol server for a test (s3rver), on a free loopback port with its own temporary
 * folder and one bucket. `env` is what a server or CLI needs to use it as its blob store.
 *
 * s3rver ignores `If-None-Match: *` on a PUT, which AWS S3, MinIO and R2 honour (412 when the key
 * exists); a shim in front of it honours it, one write per key at a time, so the site's
 * first-writer-wins render sharing (decision 0072) meets the same store behaviour here.
 *
 * A test may hold a conditional PUT once accepted and before it is stored (a slow upload,
 * `holdConditionalPut`): another conditional PUT of that key then answers 409, as AWS S3 answers
 * one that meets a conditional write under way, and a read finds nothing until the hold ends.
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
  /**
   * Holds the next conditional PUT of `key` (the bucket's full key) once accepted, unstored, until
   * `release()`; `reached` resolves when it is held.
   */
  holdConditionalPut(key: string): { reached: Promise<void>; release(): void };
  /** GETs of `key` answered 404 so far. */
  missedReads(key: string): number;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = "catalogue-test", prefix = "site"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const shim = conditionalPuts(server);
  server.middleware.unshift(shim.middleware);
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
    holdConditionalPut: shim.hold,
    missedReads: (key) => shim.misses.get(key) ?? 0,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Koa middleware: a PUT with `If-None-Match: *` answers 412 PreconditionFailed when the key exists,
 * and 409 while another one of the key is held; GETs that miss are counted by key.
 */
function conditionalPuts(server: S3rver) {
  const writing = new Map<string, Promise<void>>();
  const holds = new Map<string, { reached: () => void; released: Promise<void> }>();
  const held = new Set<string>();
  const misses = new Map<string, number>();
  const answer = (ctx: Parameters<S3rver["middleware"][number]>[0], status: number, code: string, message: string) => {
    ctx.status = status;
    ctx.type = "application/xml";
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  };
  const middleware: S3rver["middleware"][number] = async (ctx, next) => {
    // Path-style addresses (the site sets an endpoint): /bucket/key.
    const [, bucket = "", ...parts] = ctx.path.split("/").map(decodeURIComponent);
    const key = parts.join("/");
    if (ctx.method === "GET") {
      // s3rver throws its errors (S3Error, with the status) for Koa's onerror to answer.
      const count = () => misses.set(key, (misses.get(key) ?? 0) + 1);
      try {
        await next();
      } catch (error) {
        if ((error as { status?: number }).status === 404) count();
        throw error;
      }
      if (ctx.status === 404) count();
      return;
    }
    if (ctx.method !== "PUT" || ctx.headers["if-none-match"] !== "*") return next();
    if (held.has(key)) return answer(ctx, 409, "ConditionalRequestConflict", "A conflicting conditional operation is currently in progress against this resource.");
    const id = `${bucket}/${key}`;
    const before = writing.get(id) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    writing.set(id, mine);
    try {
      await before;
      if (await server.store.existsObject(bucket, key)) return answer(ctx, 412, "PreconditionFailed", "At least one of the pre-conditions you specified did not hold");
      const hold = holds.get(key);
      if (hold) {
        holds.delete(key);
        held.add(key);
        hold.reached();
        await hold.released;
        held.delete(key);
      }
      await next();
    } finally {
      done();
      if (writing.get(id) === mine) writing.delete(id);
    }
  };
  const hold = (key: string) => {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    holds.set(key, { reached, released: new Promise<void>((resolve) => (release = resolve)) });
    return { reached: reachedPromise, release };
  };
  return { middleware, hold, misses };
}
