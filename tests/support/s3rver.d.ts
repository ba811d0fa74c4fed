/** The little of s3rver (no bundled types) that tests/support/s3-server.ts uses. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  /** The slice of Koa's context the conditional-write shim reads and sets. */
  interface S3rverContext {
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    type: string;
  }
  type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: S3rverMiddleware[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
