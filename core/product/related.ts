/**
 * A product page's related products: for a discontinued colour the nearest current replacement,
 * then more of its collection, then the nearest colours across every brand the region offers
 * (ΔE2000 of the measured swatch colours). Only products offered in the page's region.
 */
import { nearestColours } from "../catalogue/colour/nearest";
import type { Product } from "../catalogue/model";
import type { ColourIndex } from "./colour-index";
import { localise } from "../catalogue/model";
import { productPagePath } from "../routing/product-path";
import { imageKey, type ImageKey } from "../catalogue/image-urls";
import type { ProductViewContext } from "./product-view";

/** What a related card shows, and no more: it travels in every product page's data (badges are not shown). */
export interface RelatedCard {
  itemNumber: string;
  name: string;
  /** The collection's name, or null. */
  collection: string | null;
  /** The image key; its id is the product's content id, which also keys the list. */
  image: ImageKey;
  /** The product page's path; the page adds region and language. */
  path: string;
  /** ΔE2000 to the product, for colour matches. */
  deltaE?: number;
}

function toRelatedCard(product: Product, ctx: ProductViewContext): RelatedCard {
  const collection = ctx.collection(product.collection);
  return {
    itemNumber: product.itemNumber,
    name: localise(product.name, ctx.language),
    collection: collection ? localise(collection.name, ctx.language) : null,
    image: imageKey(product),
    path: productPagePath(product),
  };
}

export interface RelatedProducts {
  replacement: RelatedCard | null;
  sameCollection: RelatedCard[];
  nearestColours: RelatedCard[];
}

const SHOWN = 4;

export function relatedProducts(product: Product, index: ColourIndex, ctx: ProductViewContext): RelatedProducts {
  const { region } = ctx;
  const offered = (p: Product) => p.regions.includes(region) && p.contentId !== product.contentId;
  const card = (p: Product, deltaE?: number): RelatedCard => ({ ...toRelatedCard(p, ctx), ...(deltaE !== undefined ? { deltaE: Math.round(deltaE * 10) / 10 } : {}) });
  const target = index.position.get(product.contentId);

  let replacement: RelatedCard | null = null;
  if (product.flags.includes("discontinued") && target !== undefined) {
    const [best] = nearestColours(index, target, 1, (i) => {
      const p = index.coloured[i]!;
      return offered(p) && p.family === product.family && !p.flags.includes("discontinued");
    });
    if (best) replacement = card(index.coloured[best.index]!, best.deltaE);
  }

  const sameCollection = index.products
    .filter((p) => p.collection === product.collection && offered(p) && p.contentId !== replacement?.image.id)
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, SHOWN)
    .map((p) => card(p));

  const shown = new Set([product.contentId, replacement?.image.id, ...sameCollection.map((c) => c.image.id)]);
  const nearest =
    target === undefined
      ? []
      : nearestColours(index, target, SHOWN, (i) => {
          const p = index.coloured[i]!;
          return offered(p) && !shown.has(p.contentId) && p.collection !== product.collection;
        }).map((n) => card(index.coloured[n.index]!, n.deltaE));

  return { replacement, sameCollection, nearestColours: nearest };
}
