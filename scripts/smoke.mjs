// A server smoke test on whatever Node runs this file (.ci/run runs it on Node 22 from the npm
// registry's `node` package, beside the suite on Node 20): the built server's first start on an
// empty PGlite folder (initdb and seed in the child process), then a page, the API, an image and a
// PDF, then SIGTERM and a clean exit. Plain JavaScript, so no tsx or vitest stands between the Node
// under test and the server. `npm run build` first. Exit 0 when all answered, 1 otherwise.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitUntilAnswering } from "./wait-for-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(path.join(tmpdir(), "smoke-"));
const START_LIMIT_MS = 240_000; // a first start seeds 4,000 products: about 40 s alone, minutes under load
const port = await freePort();
const url = `http://127.0.0.1:${port}`;

const child = spawn(process.execPath, ["server.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: "",
    // Folders that do not exist yet, as ./data/… on a fresh clone's first start.
    PGLITE_DIR: path.join(dir, "data", "pglite"),
    IMAGE_CACHE_DIR: path.join(dir, "data", "images"),
    BLOB_DIR: path.join(dir, "data", "blobs"),
    MAIL_DIR: path.join(dir, "data", "mail"),
    IMAGE_PRERENDER: "off",
    DRAIN_DELAY_MS: "0",
    LOG_LEVEL: "info",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
let failed = false;

function check(what, ok, detail = "") {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}`);
  if (!ok) failed = true;
}

async function get(url, type) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "";
  check(`${url.replace(/^http:\/\/[^/]+/, "")} ${response.status} ${contentType}`, response.status === 200 && contentType.startsWith(type));
  return body;
}

try {
  // Ready: migrated, seeded, the catalogue loaded.
  await waitUntilAnswering("the server's first start", `${url}/readyz`, { timeoutMs: START_LIMIT_MS, exited });
  console.log(`node ${process.version}: serving at ${url}`);
  check("/livez", (await fetch(`${url}/livez`)).status === 200);
  check("/readyz", (await fetch(`${url}/readyz`)).status === 200);
  const page = (await get(`${url}/gl/products/himacs-solid-surface`, "text/html")).toString();
  check("the page names its category", page.includes("HIMACS"));
  const list = JSON.parse((await get(`${url}/gl/api/products?category=HIMACS_COLOR&pageSize=1`, "application/json")).toString());
  const id = list.items[0].contentId;
  await get(url + list.items[0].images.thumbnail, "image/");
  const product = JSON.parse((await get(`${url}/gl/api/products/${id}`, "application/json")).toString());
  const pdf = await get(url + product.documents[0].url, "application/pdf");
  check("the PDF is a PDF", pdf.subarray(0, 5).toString() === "%PDF-");
} catch (error) {
  check("smoke test", false, error.message);
} finally {
  child.kill("SIGTERM");
  const code = await exited;
  check("SIGTERM stops the server with exit code 0", code === 0, String(code));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
