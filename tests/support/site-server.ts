/**
 * Starts the built site (`npm run build` first) on a free port with a throwaway PGlite folder, and
 * hands its base URL to the tests. Real server, real database, nothing mocked.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The PGlite folder the site runs on, for tests that use the catalogue CLI beside it (its blob store is `${dataDir}-blobs`). */
    dataDir: string;
    /** Where the site writes its mail (.eml files), for tests that follow a mailed link. */
    mailDir: string;
  }
}

let child: ChildProcess | null = null;
let dataDir = "";

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), "catalogue-test-"));
  child = spawn(process.execPath, ["server.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    // TRUST_PROXY: tests that make many accounts give each client its own address (X-Forwarded-For
    // from loopback), so per-address limits count per client as they would in production.
    // No image prerender: rendering 4,000 products in the background would take the CPU the tests
    // need (tests/site/images-prerender.test.ts starts its own server with it on). Every browser of
    // the suite is one client (127.0.0.1) rendering cold images, far beyond a visitor's render
    // budget; the budget itself is tested in tests/integration/images-pool.test.ts.
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: `${dataDir}-images`, BLOB_DIR: `${dataDir}-blobs`, MAIL_DIR: `${dataDir}-mail`, TRUST_PROXY: "loopback", DATABASE_URL: "", LOG_LEVEL: "info", IMAGE_PRERENDER: "off", RENDER_RATE_PER_MIN: "100000" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    let found = false;
    // A first start seeds the catalogue: on a loaded machine that alone can take over a minute.
    const timer = setTimeout(() => reject(new Error("The site did not start within 180 s")), 180_000);
    child!.stdout!.on("data", (chunk: Buffer) => {
      if (found) return;
      buffered += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(buffered);
      if (match) {
        found = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child!.once("exit", (code) => reject(new Error(`The site exited with ${code} before listening`)));
  });
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  project.provide("mailDir", `${dataDir}-mail`);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  for (const leftover of [dataDir, `${dataDir}-images`, `${dataDir}-blobs`, `${dataDir}-mail`, `${dataDir}.server.json`]) rmSync(leftover, { recursive: true, force: true });
}
