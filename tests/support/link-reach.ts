/**
 * Which pages a visitor can reach by following links: a breadth-first walk over `a[href]` of the
 * served HTML only (no forms, no canonical or alternate links, no sitemap), from a start page,
 * within one region's catalogue. Product pages are reached but not read: the pages that list
 * them are enough, and there are thousands.
 */
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import { PRODUCTS_BASE } from "../../core/routing/region-path";
import { findAll, follow, parseHtml } from "./crawl";

/**
 * Product detail patterns as regular expressions, compiled once: a GL sitemap lists about 170,000
 * URLs, and matching them with React Router's `matchPath` held the event loop for 5 s, long enough
 * for the server to close the idle keep-alive connections, which the next fetch then reused and
 * failed on ("fetch failed").
 */
const PRODUCT_PATTERNS = ROUTE_MANIFEST.filter((e) => e.kind === "product").map(
  (e) => new RegExp(`^/[a-z]{2}/${PRODUCTS_BASE}/${e.path.split("/").map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`),
);

/**
 * A request header for a connection used once. A test that parses for seconds between requests
 * holds the event loop that would retire idle kept-alive sockets; the server closes them after its
 * 5 s keep-alive meanwhile, and the next fetch on one fails with "other side closed" (seen in CI
 * with the sitemap test on a loaded machine, 28 Nov).
 */
export const CLOSE = { connection: "close" } as const;

/** Whether a path is a product's detail page. */
export function isProductPath(pathname: string): boolean {
  return PRODUCT_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** A page key as the sitemap writes it: path, and the query only when it is the language alone. */
function pageKey(url: URL): string | null {
  const names = [...url.searchParams.keys()];
  if (names.some((name) => name !== "lang") || names.length > 1) return null;
  return url.pathname + url.search;
}

export interface Reach {
  /** Every page key found in a link (read or not). */
  found: Set<string>;
  pagesRead: number;
  /** Pages that a link named but that did not answer 200 with HTML, with what they answered. */
  unread: string[];
}

/**
 * Walks from `start` (redirects followed), reading every catalogue page of the region that a link
 * names, except product pages, finder filter views (`/filter/`) and queries other than `?lang=`.
 */
export async function reachByLinks(baseUrl: string, region: string, start: string, concurrency = 4): Promise<Reach> {
  const origin = new URL(baseUrl).origin;
  const prefix = `/${region}/${PRODUCTS_BASE}/`;
  const found = new Set<string>();
  const queue: string[] = [start];
  const queued = new Set<string>([start]);
  let pagesRead = 0;
  const unread: string[] = [];

  async function read(key: string): Promise<void> {
    const answer = await follow(new URL(key, origin));
    const response = answer.response;
    if (!response || response.status !== 200 || !(response.headers.get("content-type") ?? "").includes("text/html")) {
      // Private sections (sign-in, cart) answer 200 too; a redirect off the region's pages is not a failure.
      if (answer.trouble || (response && response.status !== 200)) unread.push(`${key}: ${answer.trouble ?? answer.trail.join(" → ")}`);
      await response?.body?.cancel();
      return;
    }
    const landed = answer.finalUrl.pathname + answer.finalUrl.search;
    found.add(landed);
    pagesRead++;
    const root = parseHtml(await response.text());
    for (const anchor of findAll(root, (el) => el.name === "a" && el.attrs.has("href"))) {
      let url: URL;
      try {
        url = new URL(anchor.attrs.get("href") ?? "", origin + landed);
      } catch {
        continue;
      }
      if (url.origin !== origin) continue;
      url.hash = "";
      const link = pageKey(url);
      if (link === null) continue;
      found.add(link);
      if (!url.pathname.startsWith(prefix) || url.pathname.includes("/filter/") || isProductPath(url.pathname) || queued.has(link)) continue;
      queued.add(link);
      queue.push(link);
    }
  }

  const running = new Set<Promise<void>>();
  while (queue.length || running.size) {
    while (queue.length && running.size < concurrency) {
      const job: Promise<void> = read(queue.shift()!).finally(() => running.delete(job));
      running.add(job);
    }
    await Promise.race(running);
  }
  return { found, pagesRead, unread };
}

/** Every `<loc>` of a region's sitemap files (from the index), as path and query. */
export async function regionSitemapUrls(baseUrl: string, region: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => unescapeXml(m[1]!));
  const index = await (await fetch(`${baseUrl}/sitemap.xml`, { headers: CLOSE })).text();
  const files = locs(index).filter((loc) => new URL(loc).pathname.startsWith(`/${region}/`));
  // Every file read before any is parsed (readAll says why).
  const urls: string[] = [];
  for (const text of await readAll(files.map((file) => baseUrl + new URL(file).pathname))) {
    for (const loc of locs(text)) {
      const page = new URL(loc);
      urls.push(page.pathname + page.search);
    }
  }
  return urls;
}

/**
 * The bodies of `urls`, read one after another, each required to answer 200. Read all before
 * parsing any: parsing a region's sitemap (tens of thousands of URLs) holds this thread for
 * seconds on a loaded machine, and a kept-alive socket left idle that long can be closed by the
 * server (its 5 s keep-alive) before undici's own idle timer runs, so the next fetch on it fails
 * with "other side closed" (seen in a run with the files' workers shared). Each file is read on a
 * connection of its own (`CLOSE`), so none is left idle for what the caller does next.
 */
export async function readAll(urls: readonly string[]): Promise<string[]> {
  const texts: string[] = [];
  for (const url of urls) {
    const response = await fetch(url, { headers: CLOSE });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    texts.push(await response.text());
  }
  return texts;
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
