/**
 * The built site renders product images ahead: with IMAGE_PRERENDER on (the default; the shared
 * test server turns it off), the first card of a finder is on disk before anyone asks for it, and
 * is then served from the cache, untouched, through the bundled worker. Its own server, so the
 * background work stops with this file. It is also the suite's one first start on an empty folder
 * (every other server starts on a copy of the prepared database, tests/support/prepared-database.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "catalogue-prerender-"));
const cacheDir = `${dataDir}-images`;
/** Cache layout of server/images (RENDERER_VERSION/contentId/version/kind-width.format). */
const RENDERER_FOLDER = "r1-m2";

let child: ChildProcess;
let stdout = "";
let baseUrl = "";

// A first start on an empty folder: the server seeds the whole catalogue before it listens, about 16 s beside the other files.
beforeAll(async () => {
  child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: cacheDir, DATABASE_URL: "", LOG_LEVEL: "info", IMAGE_PRERENDER: "on" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
      const match = /"url":"(http:\/\/[^"]+)"/.exec(stdout);
      expect(match).not.toBeNull();
      baseUrl = match?.[1] ?? "";
    },
    { timeout: 80_000, interval: 100 },
  );
  // A first start: initdb and the 4,000-product seed in a child process, about 16 s beside the other files.
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  for (const leftover of [dataDir, cacheDir, `${dataDir}.server.json`]) rmSync(leftover, { recursive: true, force: true });
});

describe("a first start on an empty folder", () => {
  it("creates and seeds the embedded database in a child process, then serves (decision 0010)", async () => {
    const seeded = stdout.split("\n").find((l) => l.includes('"seeded the catalogue"'));
    expect(seeded && JSON.parse(seeded).firstStart).toBe("child-process");
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/gl/products/himacs-solid-surface`)).status).toBe(200);
  });
});

describe("image prerender on the built site", () => {
  // Waits for the prerender, which starts a few seconds after the server: about 8 s beside the other files.
  it("logs its start over the whole catalogue", async () => {
    // The first prerender starts a few seconds after the server (so its peak does not add to start-up's).
    const line = await vi.waitFor(
      () => {
        const found = stdout.split("\n").find((l) => l.includes('"image prerender starting"'));
        if (!found) throw new Error("no prerender start in the log yet");
        return found;
      },
      { timeout: 25_000, interval: 250 },
    );
    expect(JSON.parse(line).products).toBeGreaterThan(1000);
  }, 30_000);

  // Waits for the background prerender to reach the first finder card while it renders the catalogue.
  it("has the first card of a finder on disk before it is asked for, then serves it from there", { timeout: 60_000 }, async () => {
    const finder = (await (await fetch(`${baseUrl}/gl/api/finder/himacs-solid-surface/himacs-finder`)).json()) as { items: { images: { swatch: { avif: string }; thumbnail: string } }[] };
    const first = finder.items[0];
    if (!first) throw new Error("the finder has no products");
    const cardUrls = [320, 480].map((w) => first.images.swatch.avif.split(", ").find((e) => e.includes(`/${w}.avif`))?.split(" ")[0] ?? "");
    const urls = [...cardUrls, first.images.thumbnail];
    const fileOf = (url: string) => {
      const [, , contentId, version, name] = url.split("/").slice(1);
      return path.join(cacheDir, RENDERER_FOLDER, contentId ?? "", version ?? "", `swatch-${name}`);
    };

    // Nobody has requested these; the prerender writes them (the first product comes first).
    await vi.waitFor(() => expect(urls.every((url) => existsSync(fileOf(url))), urls.join(" ")).toBe(true), { timeout: 50_000, interval: 500 });

    for (const url of urls) {
      const file = fileOf(url);
      const written = statSync(file).mtimeMs;
      const response = await fetch(baseUrl + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file)), url).toBe(true);
      expect(statSync(file).mtimeMs, `${url} was not rendered again`).toBe(written);
    }
  });
});
