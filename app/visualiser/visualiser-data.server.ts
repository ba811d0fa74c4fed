/**
 * What the visualiser page needs of a product: its name and code, the way back to its page, its
 * image (the still, and the base colour until material maps exist) and the physical size one tile
 * of that image covers, so the viewer repeats it at true scale.
 */
import { imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { localise, type Product } from "../../core/catalogue/model";
import type { ContentLanguage } from "../../core/catalogue/enums";
import { productPagePath } from "../../core/catalogue/product-path";
import { visualiserTile, type VisualiserTile } from "../../core/visualiser/tile";
import { finishRoughness } from "../../core/visualiser/roughness";

export interface VisualiserProduct {
  contentId: string;
  name: string;
  itemNumber: string;
  /** Page path of the product (under `/{region}/products/`). */
  path: string;
  image: ImageKey;
  slug: string;
  tile: VisualiserTile;
  roughness: number;
}

export function visualiserProduct(product: Product, language: ContentLanguage): VisualiserProduct {
  return {
    contentId: product.contentId,
    name: localise(product.name, language),
    itemNumber: product.itemNumber,
    path: productPagePath(product),
    image: imageKey(product),
    slug: product.slug,
    tile: visualiserTile(product),
    roughness: finishRoughness(product.finish),
  };
}
