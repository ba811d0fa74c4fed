/**
 * Start-up and shutdown of the built server as an operator sees them: bad configuration stops it
 * with a clear message; SIGTERM stops it cleanly after it has answered.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyPgliteTemplate } from "../support/databases";

const root = path.resolve(import.meta.dirname, "../..");
// A prepared folder: starts here are restarts. The first start on an empty folder (initdb and seed
// in a child process) is tested by tests/site/images-prerender.test.ts.
const dataDir = copyPgliteTemplate();
/** Every server this file started: one a failed test left running is stopped here. */
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const leftover of [dataDir, `${dataDir}-images`, `${dataDir}.server.json`]) rmSync(leftover, { recursive: true, force: true });
});

async function listeningUrl(server: ReturnType<typeof runServer>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(server.output().stdout);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void server.exited.then(() => reject(new Error(`exited early: ${server.output().stderr}`)));
  });
}

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: `${dataDir}-images`, IMAGE_PRERENDER: "off", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe("server lifecycle", () => {
  it.each([
    [{ PORT: "not-a-port" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ HOST: "0.0.0.0", PUBLIC_ORIGIN: "" }, "PUBLIC_ORIGIN"],
    [{ PUBLIC_ORIGIN: "https://www.example.com/path" }, "PUBLIC_ORIGIN"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
  ])("refuses bad configuration %o with a message naming %s", async (env, name) => {
    const server = runServer(env);
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toContain(name);
    expect(stderr).not.toMatch(/at .+\.js:\d+/);
  });

  // Starts the built server twice on a prepared folder and renders a category page: up to 15 s on a loaded machine.
  it("serves, then stops cleanly on SIGTERM, leaving no database lock behind", async () => {
    const server = runServer({ LOG_LEVEL: "info" });
    const url = await listeningUrl(server);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/gl/products/himacs-solid-surface`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"stopped"');
    const again = runServer({ LOG_LEVEL: "info" });
    expect((await fetch(`${await listeningUrl(again)}/healthz`)).status).toBe(200);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 60_000);
});
