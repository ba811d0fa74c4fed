/**
 * Which request paths take a form post, read from the manifest (each entry's `posts`), so the
 * front door's methods (server/http/front-door.ts) and the body limits (server/http/body-limit.ts)
 * follow the pages rather than a table of their own.
 *
 * A path is the page it names as React Router matches it: a static segment wins over a parameter
 * (`staff/sample-orders/export.csv` is the CSV, not an order called "export.csv"). A page's
 * `.data` request and a trailing slash are the same page. The root of a section with posting pages
 * (`/{region}/account`) also accepts a post; React Router answers it (no page there takes one).
 */
import { REGION_ALTERNATIVES } from "../regions/regions";
import { ROUTE_MANIFEST } from "./manifest";
import type { FormPost } from "./manifest-types";

interface PagePattern {
  pattern: RegExp;
  params: number;
  posts: FormPost | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const segmentPattern = (segment: string) => (segment.startsWith(":") ? "[^/]+" : escape(segment));

const PAGES: readonly PagePattern[] = ROUTE_MANIFEST.filter((e) => !e.filterChild && !e.path.includes("*")).map((e) => {
  const segments = e.path === "" ? [] : e.path.split("/");
  const path = [e.section, ...segments].map(segmentPattern).join("/");
  return {
    pattern: new RegExp(`^/(?:${REGION_ALTERNATIVES})/${path}(?:\\.data|/)?$`),
    params: segments.filter((s) => s.startsWith(":")).length,
    posts: e.posts ?? null,
  };
});

const POSTING_SECTIONS = [...new Set(ROUTE_MANIFEST.filter((e) => e.posts).map((e) => e.section))];
const SECTION_ROOT = new RegExp(`^/(?:${REGION_ALTERNATIVES})/(?:${POSTING_SECTIONS.map(escape).join("|")})/?$`);

/** How the page at `path` takes a form post, or null when it takes none. */
export function formPostOf(path: string): FormPost | null {
  let best: PagePattern | undefined;
  for (const page of PAGES) if (page.pattern.test(path) && (!best || page.params < best.params)) best = page;
  if (best) return best.posts;
  return SECTION_ROOT.test(path) ? "form" : null;
}
