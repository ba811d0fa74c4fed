/**
 * The collection views a region's sitemap lists: each collection card of a landing that opens
 * the finder narrowed to its collection (decision 0070). A card shows only where the collection
 * has products in the region, so the sitemap lists exactly what the landings link to.
 */
import type { Collection, Product } from "../catalogue/model";
import type { Region } from "../regions/regions";
import { manifestPathIn, type PathIn } from "../routing/alternates";
import { collectionTarget } from "../finder/collection-views";

/** A sitemap page (core/discovery/sitemap-pages.ts, which lists these after the manifest's). */
interface ViewPage {
  pagePath: string;
  pathIn: PathIn;
  lastmod?: Date;
}

export function collectionViewPages(region: Region, collections: Iterable<Collection>, products: Iterable<Product>, lastmod?: Date): ViewPage[] {
  const stocked = new Set<string>();
  for (const product of products) if (product.regions.includes(region)) stocked.add(product.collection);
  const pages: ViewPage[] = [];
  for (const collection of collections) {
    if (!stocked.has(collection.code)) continue;
    const target = collectionTarget(collection.family, collection, region);
    // A view with a query (never, for one collection) would be a filter combination, not a page.
    if (!target?.view || target.query.size > 0) continue;
    pages.push({ pagePath: target.pagePath, pathIn: manifestPathIn(target.finder, target.pagePath), ...(lastmod ? { lastmod } : {}) });
  }
  return pages;
}
