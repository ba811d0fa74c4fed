/**
 * Starts the built site (`npm run build` first) on a free port, on a copy of the run's prepared
 * PGlite folder (prepared-database.ts, listed before this file), and tells the tests its address.
 * Real server, real database, nothing mocked. The site and browser projects share it (one server
 * for the run, shared-setup.ts); it serves the files that leave the catalogue as it is. A file that
 * changes the catalogue, or needs other settings, starts its own (own-server.ts).
 *
 * The setup returns at once (decision 0076): vitest runs every global setup before any test file,
 * so a setup that waited for the seed and the start kept the unit files waiting too. The server
 * writes its address to a ready file once it listens; the setup file site-ready.ts waits for it
 * before a site or browser file starts, and `siteBaseUrl()` (site-address.ts) reads it.
 */
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { acquire } from "./shared-setup";
import { makeRunFolder } from "./run-folders";
import { waitForPreparedState, writeReadyFile } from "./prepared-state";
import type { SiteAddress } from "./site-address";

declare module "vitest" {
  export interface ProvidedContext {
    /** Written once the shared site listens (site-address.ts reads it). */
    siteReadyFile: string;
  }
}

export async function setup(project: TestProject) {
  const { pgliteTemplate, preparedReadyFile } = project.getProvidedContext();
  const { value, release } = await acquire("site-server", async () => {
    const dataDir = makeRunFolder("test");
    const siteReadyFile = `${dataDir}.address.json`;
    const started = waitForPreparedState(preparedReadyFile)
      .then(() => startSite(pgliteTemplate, dataDir))
      .then(
        (site) => {
          writeReadyFile<SiteAddress>(siteReadyFile, site.address);
          return site;
        },
        (error: Error) => {
          writeReadyFile(siteReadyFile, { error: error.stack ?? String(error) });
          return null;
        },
      );
    return {
      value: siteReadyFile,
      async dispose() {
        await (await started)?.stop();
        for (const leftover of [dataDir, `${dataDir}-images`, `${dataDir}-blobs`, `${dataDir}-mail`, `${dataDir}.server.json`, siteReadyFile]) rmSync(leftover, { recursive: true, force: true });
      },
    };
  });
  project.provide("siteReadyFile", value);
  return release;
}

async function startSite(template: string, dataDir: string) {
  cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, ["server.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    // TRUST_PROXY: tests that make many accounts give each client its own address (X-Forwarded-For
    // from loopback), so per-address limits count per client as they would in production.
    // No image prerender: rendering 4,000 products in the background would take the CPU the tests
    // need (tests/site/images-prerender.test.ts starts its own server with it on). Every browser of
    // the suite is one client (127.0.0.1) rendering cold images, far beyond a visitor's render
    // budget; the budget itself is tested in tests/integration/images-pool.test.ts. Two render
    // workers: with one, every cold image of two browser files at once waited in one queue (24
    // cold swatches, about 0.5 CPU-s each, took over 45 s behind another file's).
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: `${dataDir}-images`, BLOB_DIR: `${dataDir}-blobs`, MAIL_DIR: `${dataDir}-mail`, TRUST_PROXY: "loopback", DATABASE_URL: "", LOG_LEVEL: "info", IMAGE_PRERENDER: "off", RENDER_RATE_PER_MIN: "100000", IMAGE_WORKERS: "2" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    let found = false;
    // The folder is prepared, so a start only loads the catalogue into memory.
    // A server that did not start is killed, not left running (with its port and folder) after the run.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("The site did not start within 60 s"));
    }, 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (found) return;
      buffered += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(buffered);
      if (match) {
        found = true;
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`The site exited with ${code} before listening`)));
  });
  return {
    address: { baseUrl, mailDir: `${dataDir}-mail` },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
