/**
 * Which collections a category landing shows, and where each one's card leads: the family's root
 * collections on a category page, a flooring type's or a VIZUON application's leaves on theirs,
 * a collection's own leaves (or itself) on a collection page. Counts are of the products the
 * region offers, the same set the finder counts, so a card's number is the finder's number.
 */
import { imageKey, type ImageKey } from "#core/catalogue/image-urls";
import { localise, type Collection, type Product } from "#core/catalogue/model";
import { forLocale } from "#core/i18n/us-spelling";
import type { ContentLanguage } from "#core/catalogue/enums";
import type { ProductFamily } from "#core/catalogue/families";
import { collectionTarget } from "#core/finder/collection-views";
import type { RouteEntry } from "#core/routing/manifest-types";
import type { Params } from "#core/routing/guard";
import type { Locale, Region } from "#core/regions/regions";
import { buildPath } from "#core/routing/region-path";

export interface CollectionCard {
  code: string;
  name: string;
  /** Marketing copy in the visitor's language, or English (then `descriptionLang` says so). */
  description: string | null;
  descriptionLang: ContentLanguage;
  count: number;
  /** The finder narrowed to the collection (full path, region and language included). */
  href: string;
  image: ImageKey;
}

/** VIZUON application pages are named for the page, their collections for the finder. */
const VIZUON_PAGE_ROOTS: Readonly<Record<string, string>> = { vehicle: "vehicles-and-transportation" };

interface CollectionSource {
  collections: ReadonlyMap<string, Collection>;
  products: readonly Product[];
}

/** The root collection whose children a landing lists, or null for the family's roots. */
function parentShown(entry: RouteEntry, params: Params): string | null {
  if (entry.id.startsWith("hflor.category.") && entry.id !== "hflor.category.about") return entry.id.slice("hflor.category.".length);
  if (entry.id.startsWith("vizuon.category.")) {
    const page = entry.id.slice("vizuon.category.".length);
    return VIZUON_PAGE_ROOTS[page] ?? page;
  }
  if (entry.collectionParam) return params[entry.collectionParam] ?? null;
  return null;
}

export function landingCollections(entry: RouteEntry, params: Params, where: { region: Region; locale: Locale; language: ContentLanguage }, source: CollectionSource): CollectionCard[] {
  const { region, locale, language } = where;
  const family = entry.family;
  if (!family) return [];
  const parent = parentShown(entry, params);
  const all = [...source.collections.values()].filter((c) => c.family === family);
  const hasChildren = (code: string) => all.some((c) => c.parent === code);
  let shown: Collection[];
  if (parent === null) shown = all.filter((c) => !c.parent);
  else if (hasChildren(parent)) shown = all.filter((c) => c.parent === parent);
  else shown = all.filter((c) => c.code === parent);
  shown.sort((a, b) => a.sortOrder - b.sortOrder);

  const byCollection = new Map<string, Product[]>();
  for (const product of source.products) {
    const leaf = product.collection;
    const root = source.collections.get(leaf)?.parent;
    for (const code of root ? [leaf, root] : [leaf]) {
      let list = byCollection.get(code);
      if (!list) byCollection.set(code, (list = []));
      list.push(product);
    }
  }

  const cards: CollectionCard[] = [];
  for (const collection of shown) {
    const products = byCollection.get(collection.code);
    if (!products?.length) continue;
    const href = collectionFinderHref(family, collection, region, locale);
    if (!href) continue;
    const face = products.reduce((best, p) => (p.popularity > best.popularity ? p : best));
    const description = collection.description ? forLocale(localise(collection.description, language), locale, [localise(collection.name, language)]) : null;
    const own = collection.description ? Object.hasOwn(collection.description, language) : true;
    cards.push({
      code: collection.code,
      name: localise(collection.name, language),
      description,
      descriptionLang: own ? language : "en",
      count: products.length,
      href,
      image: imageKey(face),
    });
  }
  return cards;
}

/** The finder narrowed to a collection (or a sub-finder), as the sitemaps list it too. */
function collectionFinderHref(family: ProductFamily, collection: Collection, region: Region, locale: Locale): string | null {
  const target = collectionTarget(family, collection, region);
  return target ? buildPath(region, target.pagePath, locale, target.query) : null;
}
