import type { MetaDescriptor } from "react-router";
import type { PageData } from "./page-data.server";
import { alternatesOf, canonicalUrl } from "./page-head";

/** Title, description, canonical link and hreflang alternates of a manifest page. */
export function pageMeta(page: Pick<PageData, "head"> | undefined): MetaDescriptor[] {
  if (!page) return [];
  const { head } = page;
  return [
    { title: head.title },
    { name: "description", content: head.description },
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl(head) },
    ...alternatesOf(head).map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.hreflang, href: alt.href })),
  ];
}
