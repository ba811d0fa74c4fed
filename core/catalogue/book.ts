/**
 * The online book of a category (issue 10 part 5): one PDF per category, region and content
 * language, with a cover and the category's collections, each with a grid of its products' swatches.
 * This module plans its pages (pure) and names its URL; server/documents/book renders it.
 *
 * Limits keep a render bounded (decision 24): at most SWATCHES_PER_PAGE products a page,
 * MAX_PAGES_PER_COLLECTION pages a collection, MAX_BOOK_PAGES pages in all. What is left out is
 * counted on the collection's last page ("and 12 more in the finder").
 */
import type { ContentLanguage } from "./enums";
import { DOCUMENTS_BASE, shortHash } from "./media";
import type { Collection, Product } from "./model";

export const SWATCHES_PER_PAGE = 24;
export const MAX_PAGES_PER_COLLECTION = 2;
/** Cover included. */
export const MAX_BOOK_PAGES = 40;
/** Bump when the book's layout or wording changes: every book URL changes with it. */
export const BOOK_RENDERER_VERSION = 1;

/** What the book shows of a product: a slim copy, so a render task carries little. */
export type BookProduct = Pick<Product, "contentId" | "itemNumber" | "name" | "swatch">;

/** A book swatch's key: its recipe, which books of every region and language draw alike. */
export function bookSwatchKey(product: Pick<BookProduct, "swatch">): string {
  return JSON.stringify(product.swatch);
}

export interface BookPage {
  collection: Collection;
  /** 1-based page of this collection, and how many it has. */
  part: number;
  parts: number;
  products: readonly BookProduct[];
  /** Products of the collection in the region, shown or not. */
  total: number;
  /** Products of the collection the book leaves out (on its last page only). */
  omitted: number;
}

/**
 * The collection pages, in the catalogue's collection order (sortOrder, then code); products in
 * item-number order. Collections without products in the region are left out.
 */
export function planBook(products: readonly Product[], collections: readonly Collection[]): BookPage[] {
  const byCollection = new Map<string, Product[]>();
  for (const product of products) {
    const list = byCollection.get(product.collection) ?? [];
    list.push(product);
    byCollection.set(product.collection, list);
  }
  const ordered = collections
    .filter((c) => byCollection.has(c.code))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const pages: BookPage[] = [];
  for (const collection of ordered) {
    const members = [...byCollection.get(collection.code)!].sort((a, b) => a.itemNumber.localeCompare(b.itemNumber));
    const room = MAX_BOOK_PAGES - 1 - pages.length;
    const parts = Math.min(Math.ceil(members.length / SWATCHES_PER_PAGE), MAX_PAGES_PER_COLLECTION, room);
    if (parts <= 0) break;
    const shown = Math.min(members.length, parts * SWATCHES_PER_PAGE);
    for (let part = 1; part <= parts; part++) {
      const slice = members.slice((part - 1) * SWATCHES_PER_PAGE, Math.min(part * SWATCHES_PER_PAGE, shown)).map(slim);
      pages.push({ collection, part, parts, products: slice, total: members.length, omitted: part === parts ? members.length - shown : 0 });
    }
  }
  return pages;
}

/** Changes whenever the catalogue (products, collections) or the guides change, or the renderer does. */
export function bookVersion(catalogueVersion: number, guidesVersion: string): string {
  return shortHash(`book:${BOOK_RENDERER_VERSION}:${catalogueVersion}:${guidesVersion}`);
}

export const BOOK_BASE = `${DOCUMENTS_BASE}/book`;

/** `/documents/book/{region}/{category slug}/{version}/{lang}.pdf` */
export function bookUrl(region: string, categorySlug: string, language: ContentLanguage, version: string): string {
  return `${BOOK_BASE}/${region}/${categorySlug}/${version}/${language}.pdf`;
}

function slim({ contentId, itemNumber, name, swatch }: Product): BookProduct {
  return { contentId, itemNumber, name, swatch };
}
