import type { MetaDescriptor } from "react-router";
import { OG_LOCALES } from "../../core/discovery/open-graph";
import { SHARE_IMAGE } from "../../core/catalogue/media";
import type { PageData } from "./page-data.server";
import { alternatesOf, canonicalUrl, type PageHead } from "./page-head";

/** Title, description, canonical link, hreflang alternates and, on public pages, the Open Graph card. */
export function pageMeta(page: Pick<PageData, "head"> | undefined): MetaDescriptor[] {
  if (!page) return [];
  const { head } = page;
  return [
    { title: head.title },
    { name: "description", content: head.description },
    ...(head.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl(head) },
    ...alternatesOf(head).map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.hreflang, href: alt.href })),
    ...shareMeta(head),
  ];
}

/**
 * Open Graph and the X card of a public page: what a shared link shows. X reads og:title,
 * og:description and og:image when its own tags are absent, so only the card type is its own.
 * Pages that are not to be indexed (not-found, private pages) are not shared either.
 */
function shareMeta(head: PageHead): MetaDescriptor[] {
  const { share } = head;
  if (!share || head.noindex) return [];
  return [
    { property: "og:type", content: share.type },
    { property: "og:site_name", content: share.siteName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: canonicalUrl(head) },
    { property: "og:locale", content: OG_LOCALES[head.locale] },
    // The same page in the region's other languages (GL), each Open Graph locale once.
    ...[...new Set(head.languages.map((l) => OG_LOCALES[l.locale]))].filter((l) => l !== OG_LOCALES[head.locale]).map((content) => ({ property: "og:locale:alternate", content })),
    ...(share.image
      ? [
          { property: "og:image", content: share.image.url },
          { property: "og:image:type", content: "image/jpeg" },
          { property: "og:image:width", content: String(SHARE_IMAGE.width) },
          { property: "og:image:height", content: String(SHARE_IMAGE.height) },
          { property: "og:image:alt", content: share.image.alt },
        ]
      : []),
    { name: "twitter:card", content: share.image ? "summary_large_image" : "summary" },
  ];
}
