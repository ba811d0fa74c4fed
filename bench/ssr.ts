/**
 * `npm run bench:ssr`: requests per second of server-rendered finder and product pages against the
 * same server answering the same bytes as a static file — same run, same load tool (autocannon),
 * one connection pool. Budget (ARCHITECTURE.md): SSR ≥ 50% of static.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-ssr-"));
const staticName = `bench-static-${process.pid}.html`;
const staticFile = path.join(root, "build", "client", staticName);

async function start(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: dataDir, IMAGE_CACHE_DIR: `${dataDir}-img`, LOG_LEVEL: "info", DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      const match = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once("exit", () => reject(new Error("server exited")));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "identity" } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const server = await start().catch((error) => {
  console.error(`Could not start the built server (run npm run build first): ${error}`);
  process.exit(1);
});
try {
  const pages = {
    finder: "/gl/products/himacs-solid-surface/himacs-finder",
    product: "",
  };
  const list = (await (await fetch(`${server.url}/gl/api/products?category=HIMACS_COLOR&pageSize=1`)).json()) as { items: Array<{ url: string }> };
  pages.product = list.items[0]!.url;
  console.log(`SSR benchmark: ${DURATION}s per target, ${CONNECTIONS} connections, autocannon\n`);
  console.log("page       SSR req/s   static req/s   ratio   budget");
  for (const [name, page] of Object.entries(pages)) {
    const html = await (await fetch(server.url + page)).text();
    writeFileSync(staticFile, html);
    const ssr = await rps(server.url + page);
    const stat = await rps(`${server.url}/${staticName}`);
    const ratio = ssr / stat;
    console.log(`${name.padEnd(10)} ${ssr.toFixed(0).padStart(9)} ${stat.toFixed(0).padStart(14)} ${(ratio * 100).toFixed(0).padStart(6)}%   ${ratio >= 0.5 ? "ok" : "UNDER"} (≥ 50%)`);
  }
} finally {
  server.stop();
  rmSync(staticFile, { force: true });
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-img`, { recursive: true, force: true });
  }, 1000);
}
