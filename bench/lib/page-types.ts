/** The page types the page benchmarks measure (four by default, the visualiser on request), and the static copies used as baselines. */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { onExit } from "./on-exit";
import { siteRoot } from "./server";

export const PAGE_TYPES = ["finder", "product", "category", "notFound", "visualiser"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface PageTarget {
  type: PageType;
  path: string;
  /** The status a correct answer has: the not-found page answers 404 by design. */
  status: number;
}

const productList = z.object({ items: z.array(z.object({ url: z.string().startsWith("/"), contentId: z.string() })).min(1) });

/**
 * The page types to measure: all four, or those named in BENCH_PAGES (comma-separated) for a short
 * run. `visualiser` (the room visualiser of the same product, issue 28) is measured only when named:
 * its WebGL view is not held to the other pages' no-JS budget.
 */
export async function pageTargets(baseUrl: string): Promise<PageTarget[]> {
  const wanted = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  return (await allPageTargets(baseUrl)).filter((target) => (wanted ? wanted.includes(target.type) : target.type !== "visualiser"));
}

async function allPageTargets(baseUrl: string): Promise<PageTarget[]> {
  const response = await fetch(`${baseUrl}/gl/api/products?category=HIMACS_COLOR&pageSize=1`);
  const product = productList.parse(await response.json()).items[0];
  if (!product) throw new Error("the products API listed no HIMACS product");
  return [
    { type: "finder", path: "/gl/products/himacs-solid-surface/himacs-finder", status: 200 },
    { type: "product", path: product.url, status: 200 },
    { type: "category", path: "/gl/products/himacs-solid-surface", status: 200 },
    { type: "notFound", path: "/gl/products/error/notFound", status: 404 },
    { type: "visualiser", path: `/gl/products/visualiser?product=${product.contentId}`, status: 200 },
  ];
}

/** Fetches a page's server-rendered HTML uncompressed and checks it answered as expected. */
export async function fetchHtml(baseUrl: string, target: PageTarget): Promise<string> {
  const response = await fetch(baseUrl + target.path, { headers: { "accept-encoding": "identity" } });
  if (response.status !== target.status) throw new Error(`${target.path} answered ${response.status}, expected ${target.status}`);
  return response.text();
}

/** The same HTML with every script and module preload removed: what the page costs without hydration. */
export function withoutScripts(html: string): string {
  // Module preloads and the message sets' preloads (decision 0041) serve only the scripts.
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "")
    .replace(/<link\b[^>]*\bdata-message-set\b[^>]*>/gi, "");
}

/**
 * Writes HTML into the served copy's build/client so the same server answers it as a static file:
 * same origin, same compression and headers, so only the rendering differs from the SSR answer.
 */
export function staticCopy(name: string, html: string): { path: string; remove: () => void } {
  const fileName = `bench-${process.pid}-${name}.html`;
  const file = path.join(siteRoot(), "build", "client", fileName);
  writeFileSync(file, html);
  const remove = () => rmSync(file, { force: true });
  onExit(remove);
  return { path: `/${fileName}`, remove };
}
