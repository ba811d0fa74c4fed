/**
 * The public pages of a region a search engine should know, from the route manifest and the
 * catalogue: every landing, finder, sinks, info, all-colours, online book, guides and legal page the region offers (dynamic
 * segments expanded to their known values: the manifest's lists and the catalogue's collections),
 * the collection views the landings link to (the finder narrowed to one collection: decision 0070),
 * and the canonical detail page of every product offered there. Never redirects, the not-found
 * page, other finder filter combinations or private sections.
 */
import type { Collection, Product } from "../catalogue/model";
import { productPagePath } from "../routing/product-path";
import type { Region } from "../regions/regions";
import { detailEntryFor, ROUTE_MANIFEST } from "../routing/manifest";
import type { PageKind, RouteEntry } from "../routing/manifest-types";
import { manifestPathIn, productPathIn, type PathIn } from "../routing/alternates";
import { expandPattern } from "../routing/expand-pattern";
import { collectionViewPages } from "./collection-view-pages";

export interface SitemapPage {
  /** Page path after `/{region}/products/`, segments encoded as the site links them. */
  pagePath: string;
  /** Where the same page lives in every region (null where it does not): the hreflang set. */
  pathIn: PathIn;
  /** Last change of what the page shows, when known. */
  lastmod?: Date;
}

export interface SitemapCatalogue {
  collections: Iterable<Collection>;
  products: Iterable<Product>;
  /** When each product's data last changed (ms since the epoch), by content id; absent: not known. */
  productUpdatedAt?: ReadonlyMap<string, number>;
  /** The catalogue's last write (ms since the epoch): what landings and finders list changed then. */
  updatedAt?: number | null;
}

/**
 * Page kinds a visitor can land on from a search result: besides the landings, finders and the
 * products overview, each category's online book, the guides page (bare: `?product=` only marks a
 * product's own guides) and the footer's legal pages.
 */
const LISTED_KINDS: ReadonlySet<PageKind> = new Set(["category", "finder", "sinks", "info", "all-colors", "products-overview", "online-book", "guides", "legal"]);

/**
 * Entries that are pages of their own: finder filter shapes and the collection views of a finder
 * (children of a finder) are filter combinations of the finder's page, not pages to list.
 */
function isListed(entry: RouteEntry): boolean {
  if (!LISTED_KINDS.has(entry.kind) || entry.cache !== "public" || entry.filterChild) return false;
  return !(entry.kind === "finder" && entry.parent);
}

/** Manifest pages of every region, built once per catalogue: path and its hreflang set. */
function manifestPages(collections: readonly Collection[]): Array<{ entry: RouteEntry; pagePath: string }> {
  const seen = new Set<string>();
  const pages: Array<{ entry: RouteEntry; pagePath: string }> = [];
  // Manifest order puts fixed paths before the dynamic ones beside them, as the router ranks them:
  // a collection code equal to a fixed page's path is that fixed page, listed once.
  for (const entry of ROUTE_MANIFEST.filter(isListed)) {
    for (const pagePath of expandPattern(entry, collections) ?? []) {
      if (seen.has(pagePath)) continue;
      seen.add(pagePath);
      pages.push({ entry, pagePath });
    }
  }
  return pages;
}

/** The pages of one region, in a stable order: manifest pages, collection views, then products by content id. */
export function regionSitemapPages(region: Region, catalogue: SitemapCatalogue): SitemapPage[] {
  const collections = [...catalogue.collections];
  const allProducts = [...catalogue.products];
  const updated = catalogue.updatedAt ? new Date(catalogue.updatedAt) : undefined;
  const pages: SitemapPage[] = manifestPages(collections)
    .filter(({ entry }) => entry.availability[region])
    .map(({ entry, pagePath }) => ({ pagePath, pathIn: manifestPathIn(entry, pagePath), ...(updated ? { lastmod: updated } : {}) }));
  pages.push(...collectionViewPages(region, collections, allProducts, updated));
  const products = allProducts.sort((a, b) => a.contentId.localeCompare(b.contentId));
  for (const product of products) {
    const entry = detailEntryFor(product.family);
    // Families without detail pages (automotive, appliance film) are their info page, listed above.
    if (!entry || !entry.availability[region] || !product.regions.includes(region)) continue;
    const pagePath = productPagePath(product);
    const lastmod = catalogue.productUpdatedAt?.get(product.contentId);
    pages.push({ pagePath, pathIn: productPathIn(product, entry, pagePath), ...(lastmod ? { lastmod: new Date(lastmod) } : {}) });
  }
  return pages;
}
