/**
 * A site server of a test's own (the built server.js, on its own copy of the run's prepared PGlite
 * folder, or a given folder or database), for tests that need settings the shared one does not
 * have (SMTP), that change the catalogue, or that kill it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { copyPgliteTemplate } from "./databases";

const root = path.resolve(import.meta.dirname, "../..");

export interface OwnServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill(): Promise<void>;
  /** Removes the data folders (after the last stop). */
  dispose(): void;
}

export async function startOwnServer(env: Record<string, string> = {}, dataDir = copyPgliteTemplate()): Promise<OwnServer> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: `${dataDir}-images`, BLOB_DIR: `${dataDir}-blobs`, MAIL_DIR: `${dataDir}-mail`, IMAGE_PRERENDER: "off", DATABASE_URL: "", LOG_LEVEL: "info", RENDER_RATE_PER_MIN: "100000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    // The folder is prepared (no seed), so a start is loading the catalogue into memory: seconds.
    // A server that did not start is killed: left running, it would outlive the test file.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`no start within 60 s: ${stderr}`));
    }, 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => reject(new Error(`exited before listening: ${stderr}`)));
  });
  // Drain stdout so a chatty server never blocks on a full pipe.
  child.stdout!.resume();
  return {
    url,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    dispose() {
      for (const leftover of [dataDir, `${dataDir}-images`, `${dataDir}-blobs`, `${dataDir}-mail`, `${dataDir}.server.json`]) rmSync(leftover, { recursive: true, force: true });
    },
  };
}

/**
 * A server of this test file's own, started before its tests and stopped after them: for files
 * that change the catalogue (the CLI or an import beside the server). Read `url` and `dataDir`
 * inside tests and hooks, once it has started.
 */
export function ownServerForFile(env: Record<string, string> = {}): { readonly url: string; readonly dataDir: string } {
  let server: OwnServer | undefined;
  beforeAll(async () => {
    server = await startOwnServer(env);
  });
  afterAll(async () => {
    await server?.stop();
    server?.dispose();
  });
  const started = () => {
    if (!server) throw new Error("The file's own server has not started yet: read it inside a test or hook.");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
  };
}
