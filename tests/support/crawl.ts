/**
 * A link checker for the built site: a small tolerant HTML reader (our pages are server-rendered
 * React, so well-formed) and a breadth-first crawler that follows redirects itself and records every
 * link that ends on the not-found page, a 404 or a 5xx.
 */
import { REGIONS } from "../../core/regions/regions";

export interface HtmlElement {
  name: string;
  attrs: Map<string, string>;
  children: Array<HtmlElement | string>;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== "#") return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(point) ? String.fromCodePoint(point) : whole;
  });
}

const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";

/** Reads a start tag's attributes from `at` (just after the tag name); returns them and where the tag ends. */
function readAttributes(html: string, at: number): { attrs: Map<string, string>; end: number; selfClosing: boolean } {
  const attrs = new Map<string, string>();
  let i = at;
  for (;;) {
    while (isSpace(html[i])) i++;
    if (i >= html.length) return { attrs, end: i, selfClosing: false };
    if (html[i] === ">") return { attrs, end: i + 1, selfClosing: false };
    if (html.startsWith("/>", i)) return { attrs, end: i + 2, selfClosing: true };
    const nameStart = i;
    while (i < html.length && !isSpace(html[i]) && html[i] !== "=" && html[i] !== ">" && !html.startsWith("/>", i)) i++;
    const name = html.slice(nameStart, i).toLowerCase() || html[i++]!;
    while (isSpace(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close < 0 ? html.length : close);
        i = close < 0 ? html.length : close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attrs.has(name)) attrs.set(name, decodeEntities(value));
  }
}

/** Parses a document into a tree of elements and text; comments and doctype are dropped. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { name: "#document", attrs: new Map(), children: [] };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) current().children.push(decodeEntities(html.slice(i, textEnd)));
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close < 0 ? html.length : close + 3;
    } else if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const close = html.indexOf(">", lt);
      i = close < 0 ? html.length : close + 1;
    } else if (html[lt + 1] === "/") {
      const close = html.indexOf(">", lt);
      const name = html.slice(lt + 2, close < 0 ? html.length : close).trim().toLowerCase();
      const open = stack.findLastIndex((el) => el.name === name);
      if (open > 0) stack.length = open;
      i = close < 0 ? html.length : close + 1;
    } else {
      let nameEnd = lt + 1;
      while (nameEnd < html.length && !isSpace(html[nameEnd]) && html[nameEnd] !== ">" && !html.startsWith("/>", nameEnd)) nameEnd++;
      const name = html.slice(lt + 1, nameEnd).toLowerCase();
      if (!/^[a-z]/.test(name)) {
        current().children.push("<");
        i = lt + 1;
        continue;
      }
      const { attrs, end, selfClosing } = readAttributes(html, nameEnd);
      const element: HtmlElement = { name, attrs, children: [] };
      current().children.push(element);
      i = end;
      if (RAW_TEXT.has(name)) {
        const close = html.toLowerCase().indexOf(`</${name}`, i);
        const textClose = close < 0 ? html.length : close;
        element.children.push(decodeEntities(html.slice(i, textClose)));
        i = textClose;
      } else if (!VOID.has(name) && !selfClosing) stack.push(element);
    }
  }
  return root;
}

export function findAll(root: HtmlElement, test: (el: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (el: HtmlElement) => {
    for (const child of el.children) {
      if (typeof child === "string") continue;
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The visible text of an element, whitespace collapsed (as an accessible name would read). */
export function textOf(el: HtmlElement): string {
  const parts: string[] = [];
  const visit = (node: HtmlElement | string) => {
    if (typeof node === "string") parts.push(node);
    else if (node.name !== "script" && node.name !== "style") node.children.forEach(visit);
  };
  visit(el);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The element named by a heading (or any element) with this exact text, through `aria-labelledby`. */
export function labelledBy(root: HtmlElement, label: string): HtmlElement | undefined {
  const ids = new Set(findAll(root, (el) => el.attrs.has("id") && textOf(el) === label).map((el) => el.attrs.get("id")));
  return findAll(root, (el) => (el.attrs.get("aria-labelledby") ?? "").split(/\s+/).some((id) => ids.has(id)))[0];
}

/** Links a visitor or a crawler follows from a page: anchors, alternates, canonical, GET forms. */
export function pageLinks(root: HtmlElement): string[] {
  const links: string[] = [];
  for (const el of findAll(root, (e) => ["a", "link", "form"].includes(e.name))) {
    if (el.name === "a" && el.attrs.has("href")) links.push(el.attrs.get("href") ?? "");
    const rel = (el.attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    if (el.name === "link" && (rel.includes("canonical") || rel.includes("alternate"))) links.push(el.attrs.get("href") ?? "");
    if (el.name === "form" && (el.attrs.get("method") ?? "get").toLowerCase() === "get") links.push(...formSubmissions(el));
  }
  return links.filter((href) => href !== "" && !href.startsWith("#") && !/^(mailto|tel|javascript):/i.test(href));
}

/** A GET form's action, and the same with its first checkbox ticked (what the no-JS filter sends). */
function formSubmissions(form: HtmlElement): string[] {
  const action = form.attrs.get("action") ?? "";
  const box = findAll(form, (el) => el.name === "input" && el.attrs.get("type") === "checkbox" && el.attrs.has("name"))[0];
  if (!box) return [action];
  const query = new URLSearchParams({ [box.attrs.get("name") ?? ""]: box.attrs.get("value") ?? "on" });
  return [action, `${action}${action.includes("?") ? "&" : "?"}${query}`];
}

export interface CrawlOptions {
  baseUrl: string;
  /** Paths to start from, e.g. each region's start page and a few product pages. */
  seeds: string[];
  /** How many pages are read for links; every link found on them is then checked, read or not. */
  pageBudget: number;
  concurrency: number;
  /** Filter and query variants (`…/filter/…`, `?page=`) fetched per finder; more would be thousands of URLs. */
  variantsPerFinder: number;
  /** Images and documents checked per region and kind: each is rendered on first request, so a sample. */
  mediaPerRegion: number;
  /**
   * Pages known to answer without asking (a product's canonical page that its region's sitemap
   * lists, say): a link to one is fetched only among the first `listedSamplePerRegion` of its region
   * found on pages, and otherwise counted as answering. Seeds are always fetched.
   */
  listed?: ReadonlySet<string>;
  listedSamplePerRegion?: number;
}

export interface BrokenLink {
  link: string;
  /** What the link ends on, e.g. `302 → /jp/products/error/notFound → 404`. */
  answer: string;
  foundOn: string[];
}

export interface CrawlReport {
  pagesRead: number;
  pagesReadPerRegion: Record<string, number>;
  linksChecked: number;
  /** Links to listed pages counted as answering without a fetch (CrawlOptions.listed). */
  linksListed: number;
  mediaChecked: number;
  variantsSkipped: number;
  broken: BrokenLink[];
}

const MAX_REDIRECTS = 5;
const SITE_AREAS = [...REGIONS, "other"] as const;

export interface Answer {
  trail: string[];
  finalUrl: URL;
  response?: Response;
  /** Why the link is broken (its redirect trail), or null when it answers. */
  trouble: string | null;
}

/**
 * A full render queue answers 503 with Retry-After by design (ARCHITECTURE.md): that is "busy, ask
 * again", not a broken link, so ask again a few times (waiting at most 2 s) before reporting it.
 */
async function fetchRetryingBusy(url: URL): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { redirect: "manual" });
    const retryAfter = Number(response.headers.get("retry-after") ?? NaN);
    if (response.status !== 503 || Number.isNaN(retryAfter) || attempt >= 4) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(retryAfter, 0.1), 2) * 1000));
  }
}

/** Fetches with `redirect: "manual"` and follows up to five redirects on this origin. */
export async function follow(url: URL): Promise<Answer> {
  const trail: string[] = [];
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await fetchRetryingBusy(current);
    } catch (error) {
      return { trail, finalUrl: current, trouble: `no answer (${(error as Error).message})` };
    }
    const location = response.headers.get("location");
    trail.push(String(response.status));
    if (response.status < 300 || response.status >= 400 || !location) {
      const notFound = current.pathname.endsWith("/error/notFound");
      const trouble = notFound || response.status === 404 || response.status >= 500 ? trail.join(" → ") : null;
      return { trail, finalUrl: current, response, trouble };
    }
    await response.body?.cancel();
    current = new URL(location, current);
    trail.push(current.pathname + current.search);
    // A redirect off the site is not ours to check.
    if (current.origin !== url.origin) return { trail, finalUrl: current, trouble: null };
  }
  return { trail, finalUrl: current, trouble: `more than ${MAX_REDIRECTS} redirects: ${trail.join(" → ")}` };
}

/** Tells one dead link from a dead server, so a crash reads as one failure and not a thousand. */
async function siteAnswers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/healthz`);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

const areaOf = (path: string) => SITE_AREAS.find((area) => path.startsWith(`/${area}/`)) ?? "other";
const isMedia = (url: URL) => url.pathname.startsWith("/images/") || url.pathname.startsWith("/documents/");

/** The finder a filter or query variant belongs to; null for a plain page (a `lang` alone is a plain page). */
function variantOf(url: URL): string | null {
  const filterAt = url.pathname.indexOf("/filter/");
  const hasQuery = [...url.searchParams.keys()].some((name) => name !== "lang");
  if (filterAt < 0 && !hasQuery) return null;
  return filterAt < 0 ? url.pathname : url.pathname.slice(0, filterAt);
}

/** Breadth-first over same-origin links, taking the next page from each region in turn. */
export async function crawl(options: CrawlOptions): Promise<CrawlReport> {
  const origin = new URL(options.baseUrl).origin;
  const queues = new Map<string, string[]>(SITE_AREAS.map((area) => [area, []]));
  const foundOn = new Map<string, string[]>();
  const variantCounts = new Map<string, number>();
  const skippedVariants = new Set<string>();
  const mediaCounts = new Map<string, number>();
  const readPages = new Set<string>();
  const listedFetched = new Map<string, number>();
  const report: CrawlReport = { pagesRead: 0, pagesReadPerRegion: {}, linksChecked: 0, linksListed: 0, mediaChecked: 0, variantsSkipped: 0, broken: [] };

  /** Whether a link found on a page is one of the listed pages beyond its region's sample. */
  function answersAsListed(key: string): boolean {
    if (!options.listed?.has(key)) return false;
    const area = areaOf(key);
    const fetched = listedFetched.get(area) ?? 0;
    if (fetched < (options.listedSamplePerRegion ?? 0)) {
      listedFetched.set(area, fetched + 1);
      return false;
    }
    return true;
  }

  function discover(href: string, page: string | null): void {
    let url: URL;
    try {
      url = new URL(href, origin + (page ?? "/"));
    } catch {
      report.broken.push({ link: href, answer: "not a URL", foundOn: page ? [page] : [] });
      return;
    }
    if (url.origin !== origin) return;
    url.hash = "";
    const key = url.pathname + url.search;
    const known = foundOn.get(key);
    if (known) {
      if (page && !known.includes(page)) known.push(page);
      return;
    }
    const variant = variantOf(url);
    if (isMedia(url)) {
      const sampleKey = `${areaOf(page ?? "")}:${url.pathname.split("/")[1]}`;
      const taken = mediaCounts.get(sampleKey) ?? 0;
      if (taken >= options.mediaPerRegion) return;
      mediaCounts.set(sampleKey, taken + 1);
      report.mediaChecked++;
    } else if (variant !== null) {
      const taken = variantCounts.get(variant) ?? 0;
      if (taken >= options.variantsPerFinder) {
        skippedVariants.add(key);
        return;
      }
      variantCounts.set(variant, taken + 1);
    }
    foundOn.set(key, page ? [page] : []);
    if (page !== null && answersAsListed(key)) {
      report.linksListed++;
      return;
    }
    queues.get(areaOf(page !== null && isMedia(url) ? page : key))?.push(key);
  }

  async function visit(key: string): Promise<void> {
    const answer = await follow(new URL(key, origin));
    report.linksChecked++;
    if (!answer.response && answer.trouble?.startsWith("no answer") && !(await siteAnswers(origin))) {
      throw new Error(`The site stopped answering at ${key}, after ${report.linksChecked} links (a crash prints to stderr above)`);
    }
    if (answer.trouble) report.broken.push({ link: key, answer: answer.trouble, foundOn: foundOn.get(key) ?? [] });
    const response = answer.response;
    const page = answer.finalUrl.pathname + answer.finalUrl.search;
    const html = (response?.headers.get("content-type") ?? "").includes("text/html");
    if (answer.trouble || response?.status !== 200 || !html || isMedia(answer.finalUrl) || readPages.has(page) || report.pagesRead >= options.pageBudget) {
      await response?.body?.cancel();
      return;
    }
    readPages.add(page);
    report.pagesRead++;
    const area = areaOf(page);
    report.pagesReadPerRegion[area] = (report.pagesReadPerRegion[area] ?? 0) + 1;
    for (const href of pageLinks(parseHtml(await response.text()))) discover(href, page);
  }

  let turn = 0;
  function nextLink(): string | undefined {
    for (let step = 0; step < SITE_AREAS.length; step++) {
      const queue = queues.get(SITE_AREAS[(turn + step) % SITE_AREAS.length] ?? "other");
      if (queue?.length) {
        turn = (turn + step + 1) % SITE_AREAS.length;
        return queue.shift();
      }
    }
    return undefined;
  }

  for (const seed of options.seeds) discover(seed, null);
  const running = new Set<Promise<void>>();
  for (;;) {
    for (let link = running.size < options.concurrency ? nextLink() : undefined; link !== undefined; link = running.size < options.concurrency ? nextLink() : undefined) {
      const job: Promise<void> = visit(link).finally(() => running.delete(job));
      running.add(job);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  report.variantsSkipped = skippedVariants.size;
  return report;
}
