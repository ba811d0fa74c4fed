/**
 * Proves that moving wording between files changed nothing a visitor receives (decision 0059).
 *
 *   tsx scripts/i18n/compare-pages.ts save <origin> <dir>   pages, message sets and PDF text of a running server
 *   tsx scripts/i18n/compare-pages.ts compare <dirA> <dirB> byte comparison of two saves
 *   tsx scripts/i18n/compare-pages.ts chunks <buildA> <buildB>  build/client asset sizes, by name
 *
 * `save` walks, for GL (English and German), US, JP, CN and RU, every link of the region's products
 * overview (landings, finders, industrial, legal, account and contact pages), the first product of
 * every finder, every message set those pages name, and the text (pdftotext) of three documents per
 * region. `compare` first compares the files as saved, then with what differs on every request or
 * build masked: CSP nonces, form tokens, the server's origin and the content hashes in asset file names (a page
 * names its scripts by hash, so any change to a client chunk shows there; `chunks` says which).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const VARIANTS = [
  { region: "gl", query: "" },
  { region: "gl", query: "?lang=de" },
  { region: "us", query: "" },
  { region: "jp", query: "" },
  { region: "cn", query: "" },
  { region: "ru", query: "" },
];
const DOCUMENT_TYPES = ["catalogue", "technical-datasheet", "warranty"];
const CONCURRENCY = 3;

function fileNameOf(urlPath: string): string {
  return urlPath.replace(/^\//, "").replace(/[^\w.-]+/g, "_").slice(0, 180);
}

function unescapeHref(href: string): string {
  return href.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
}

function hrefs(html: string, prefix: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => unescapeHref(m[1]!)).filter((href) => href.startsWith(prefix));
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

async function save(origin: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const saved = new Set<string>();
  const get = async (urlPath: string): Promise<Response> => {
    const response = await fetch(origin + urlPath, { redirect: "manual" });
    return response;
  };
  const savePage = async (urlPath: string): Promise<string> => {
    const response = await get(urlPath);
    const body = await response.text();
    const location = response.headers.get("location");
    writeFileSync(path.join(dir, fileNameOf(urlPath) + ".html"), `${response.status}${location ? ` → ${location}` : ""}\n${body}`);
    saved.add(urlPath);
    return body;
  };
  const pages = new Set<string>();
  const products: string[] = [];
  for (const { region, query } of VARIANTS) {
    const overview = `/${region}/products/categories${query}`;
    const html = await savePage(overview);
    // The overview's links carry its language (`?lang=de`); its language menu links the others.
    const ownLanguage = (href: string) => (query ? href.endsWith(query) : !href.includes("lang="));
    for (const link of hrefs(html, `/${region}/`)) if (ownLanguage(link) && !link.includes("returnTo=")) pages.add(link);
    for (const extra of ["/account/sign-in", "/account/sign-up", "/products/error/notFound"]) pages.add(`/${region}${extra}${query}`);
  }
  const finderHtml = new Map<string, string>();
  await inBatches([...pages], async (page) => {
    if (saved.has(page)) return;
    const html = await savePage(page);
    if (page.includes("-finder")) finderHtml.set(page, html);
  });
  for (const [page, html] of finderHtml) {
    const region = page.split("/")[1]!;
    const query = page.includes("?lang=") ? page.slice(page.indexOf("?")) : "";
    const first = hrefs(html, `/${region}/products/`).find((href) => href.includes("/detail/"));
    if (first) products.push(first.split("?")[0]! + query);
  }
  const productHtml = new Map<string, string>();
  await inBatches([...new Set(products)], async (page) => {
    if (!saved.has(page)) productHtml.set(page, await savePage(page));
  });
  // Every message set any saved page names (decision 0041): the wording a browser hydrates with.
  const sets = new Set<string>();
  for (const file of readdirSync(dir)) for (const m of readFileSync(path.join(dir, file), "utf8").matchAll(/"(\/i18n\/[\w-]+\/[\w.-]+\.json)"/g)) sets.add(m[1]!);
  await inBatches([...sets], async (set) => {
    writeFileSync(path.join(dir, fileNameOf(set)), await (await get(set)).text());
  });
  // Three documents of the first product of each variant, as text: a PDF's bytes hold its creation time.
  const firstProducts = VARIANTS.map(({ region, query }) => [...productHtml].sort(([a], [b]) => a.localeCompare(b)).find(([page]) => page.startsWith(`/${region}/`) && page.endsWith(query) && (query || !page.includes("?"))));
  const documents = firstProducts.flatMap((entry) => (entry ? hrefs(entry[1], "/documents/").filter((href) => DOCUMENT_TYPES.some((type) => href.includes(`/${type}-`))) : []));
  await inBatches([...new Set(documents)], async (document) => {
    const response = await get(document);
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = response.ok ? execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString() : `${response.status}`;
    writeFileSync(path.join(dir, fileNameOf(document) + ".txt"), text);
  });
  console.log(`saved ${readdirSync(dir).length} files (${saved.size} pages, ${sets.size} message sets, ${new Set(documents).size} documents) to ${dir}`);
}

/** What differs between two requests or two builds of the same source. */
function masked(text: string): string {
  return text
    .replace(/nonce="[^"]*"/g, 'nonce="…"')
    // A private page's form token and a checkout's idempotency key are new on every request.
    .replace(/(name="(?:csrf|idempotencyKey)" value=")[\w-]+"/g, '$1…"')
    .replace(/("(?:csrf|idempotencyKey)",\\?")[\w-]+(\\?")/g, "$1…$2")
    .replace(/https?:\/\/(127\.0\.0\.1|localhost):\d+/g, "ORIGIN")
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|svg)/g, "$1-HASH.$2")
    .replace(/("version":")[0-9a-f]{8}"/g, '$1…"')
    .replace(/manifest-[0-9a-f]{8}\.js/g, "manifest-….js");
}

function compare(a: string, b: string): boolean {
  const files = [...new Set([...readdirSync(a), ...readdirSync(b)])].sort();
  let identical = 0;
  let sameMasked = 0;
  const different: string[] = [];
  for (const file of files) {
    let left: string, right: string;
    try {
      left = readFileSync(path.join(a, file), "utf8");
      right = readFileSync(path.join(b, file), "utf8");
    } catch {
      different.push(`${file} (only in one)`);
      continue;
    }
    if (left === right) identical++;
    else if (masked(left) === masked(right)) sameMasked++;
    else different.push(file);
  }
  console.log(`${files.length} files: ${identical} byte-identical, ${sameMasked} identical once nonces, origin and asset hashes are masked, ${different.length} different`);
  for (const file of different) console.log(`  differs: ${file}`);
  return different.length === 0;
}

function chunks(a: string, b: string): void {
  const sizes = (build: string) => {
    const dir = path.join(build, "client", "assets");
    const out = new Map<string, number>();
    for (const file of readdirSync(dir)) out.set(file.replace(/-[\w-]{8}(\.\w+)$/, "$1"), (out.get(file.replace(/-[\w-]{8}(\.\w+)$/, "$1")) ?? 0) + statSync(path.join(dir, file)).size);
    return out;
  };
  const left = sizes(a);
  const right = sizes(b);
  let changed = 0;
  for (const name of [...new Set([...left.keys(), ...right.keys()])].sort()) {
    const before = left.get(name);
    const after = right.get(name);
    if (before === after) continue;
    changed++;
    console.log(`  ${name}: ${before ?? "-"} → ${after ?? "-"} bytes`);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((sum, size) => sum + size, 0);
  console.log(`${left.size} → ${right.size} assets by name, ${changed} changed in size; total ${total(left)} → ${total(right)} bytes`);
}

const [command, first, second] = process.argv.slice(2);
if (command === "save" && first && second) await save(first.replace(/\/$/, ""), second);
else if (command === "compare" && first && second) process.exitCode = compare(first, second) ? 0 : 1;
else if (command === "chunks" && first && second) chunks(first, second);
else {
  console.error("usage: tsx scripts/i18n/compare-pages.ts save <origin> <dir> | compare <dirA> <dirB> | chunks <buildA> <buildB>");
  process.exitCode = 2;
}
