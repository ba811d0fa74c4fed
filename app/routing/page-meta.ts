import type { HeadersFunction, MetaDescriptor } from "react-router";
import type { PageData } from "./page.server";

/** Title, canonical link and hreflang alternates of a manifest page. */
export function pageMeta(page: PageData | undefined): MetaDescriptor[] {
  if (!page) return [];
  return [
    { title: page.documentTitle },
    { tagName: "link", rel: "canonical", href: page.canonical },
    ...page.alternates.map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.hreflang, href: alt.href })),
  ];
}

/**
 * Public pages: shared caches may keep them five minutes and serve stale while refreshing.
 * Nothing personal is ever rendered into them.
 */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  if (!headers.has("Cache-Control")) {
    headers.set("Cache-Control", "public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
  }
  return headers;
};
