/**
 * `npm run bench:pages`: weight of each page type's first view. Raw and gzip bytes of the
 * server-rendered HTML, how much of it is inline script (serialised loader data), the number of DOM
 * elements Chromium builds from it with JavaScript disabled, and the finder's first-load JS (gzip).
 * Also how many Intl.NumberFormat objects hydration builds: the first one of a page costs a phone
 * 100-175 ms (docs/performance.md, "Hydration without Intl number formatting"), so it should be 0.
 * Budgets (ARCHITECTURE.md): finder HTML ≤ 100 KB and ≤ 800 elements, product HTML ≤ 40 KB,
 * finder first-load JS ≤ 120 kB gzip.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Request } from "playwright-core";
import { fetchHtml, pageTargets } from "./lib/page-types";
import { productSpread } from "./lib/product-spread";
import { pagesResult, PRODUCT_HTML_BUDGET, writeResult } from "./lib/result";
import { startServer } from "./lib/server";

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script\s*>/gi)) bytes += Buffer.byteLength(match[1] ?? "");
  return bytes;
}

/**
 * The JavaScript a page loads up to hydration, as the browser asked for it: React Router's module
 * preloads and imports, and since decision 0042 the same modules asked for after the first paint,
 * which the HTML no longer names as preloads.
 */
async function javascriptWeight(baseUrl: string, files: readonly string[]) {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const response = await fetch(new URL(file, baseUrl), { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}

/** The message sets a document's head preloads (decision 0041): fetched once per language and page kind, then cached. */
async function messageSetsGzipBytes(baseUrl: string, html: string): Promise<number> {
  let bytes = 0;
  for (const match of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\bdata-message-set\b/gi)) {
    const response = await fetch(new URL(match[1]!, baseUrl), { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${match[1]} answered ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return bytes;
}

const server = await startServer({ env: { IMAGE_PRERENDER: "off" } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const targets = await pageTargets(server.url);
  // JavaScript off: the count is of the server-rendered first view, before hydration changes anything.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  // Images do not change the element count; skipping them keeps cold swatch renders out of the run.
  await context.route("**/images/**", (route) => route.abort());
  const page = await context.newPage();
  const hydratedContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await hydratedContext.route("**/images/**", (route) => route.abort());
  // A string, not a function: tsx would compile a function with helpers the page does not have.
  await hydratedContext.addInitScript(`{
    let made = 0;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct: (target, args) => (made++, new target(...args)),
      apply: (target, self, args) => (made++, target(...args)),
    });
    Object.defineProperty(window, "__numberFormats", { get: () => made });
  }`);
  const hydratedPage = await hydratedContext.newPage();
  const rows = [];
  let finderScripts: string[] = [];
  for (const target of targets) {
    const html = await fetchHtml(server.url, target);
    await page.goto(server.url + target.path, { waitUntil: "load" });
    const domElements = await page.evaluate(() => document.getElementsByTagName("*").length);
    // For comparison with figures taken in a normal browser: hydration may add or drop no-JS fallbacks.
    const scripts = new Set<string>();
    const onRequest = (request: Request) => {
      if (request.resourceType() === "script" || /\.js(\?|$)/.test(new URL(request.url()).pathname)) scripts.add(new URL(request.url()).pathname);
    };
    hydratedPage.on("request", onRequest);
    await hydratedPage.goto(server.url + target.path, { waitUntil: "load" });
    await hydratedPage.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    hydratedPage.off("request", onRequest);
    if (target.type === "finder") finderScripts = [...scripts];
    const hydratedDomElements = await hydratedPage.evaluate(() => document.getElementsByTagName("*").length);
    const numberFormats = await hydratedPage.evaluate(() => (window as unknown as { __numberFormats: number }).__numberFormats);
    const messageSetBytes = await messageSetsGzipBytes(server.url, html);
    // numberFormats and messageSetBytes are printed only: the result file's schema leaves them out.
    rows.push({ page: target.type, htmlBytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length, inlineScriptBytes: inlineScriptBytes(html), domElements, hydratedDomElements, numberFormats, messageSetBytes });
  }
  const finderJs = await javascriptWeight(server.url, finderScripts);
  console.log("page         HTML raw    gzip   inline script   DOM (no JS)   DOM (hydrated)   NumberFormat at hydration   message sets (gzip, cached)");
  for (const row of rows) {
    const columns = [kb(row.htmlBytes).padStart(10), kb(row.gzipBytes).padStart(9), kb(row.inlineScriptBytes).padStart(12), String(row.domElements).padStart(12), String(row.hydratedDomElements).padStart(15), String(row.numberFormats).padStart(26), kb(row.messageSetBytes).padStart(29)];
    console.log(`${row.page.padEnd(10)} ${columns.join(" ")}`);
  }
  console.log(`\nfinder first-load JS: ${finderJs.files} files, ${kb(finderJs.rawBytes)} raw, ${kb(finderJs.gzipBytes)} gzip (budget ≤ 120 kB gzip)`);
  // BENCH_QUICK leaves out the walk over every product page (about three minutes).
  const productPages = process.env.BENCH_QUICK ? undefined : await productSpread(server.url, PRODUCT_HTML_BUDGET);
  if (productPages) {
    console.log(`\nevery product page (budget ≤ ${kb(PRODUCT_HTML_BUDGET)}; GL in each of its languages):`);
    for (const region of productPages) {
      console.log(`${region.region}: ${region.pages} pages, median ${kb(region.medianBytes)}, largest ${kb(region.largestBytes)} (${region.largestPath}), ${region.over} over`);
    }
  }
  writeResult(pagesResult, { rows, finderJs, ...(productPages ? { productPages } : {}) });
} finally {
  await browser.close();
  await server.stop();
}
