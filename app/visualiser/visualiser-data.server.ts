/**
 * What the visualiser page needs of a product: its name and code, the way back to its page, its
 * image (the still), its material maps at true scale (core/materials, decision 0066: the same
 * maps, tile size and roughness as the downloadable pack) and the pack's link.
 */
import { imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { localise, type Product } from "../../core/catalogue/model";
import type { ContentLanguage } from "../../core/catalogue/enums";
import { productPagePath } from "../../core/routing/product-path";
import { materialMapUrl, materialPackUrl } from "../../core/catalogue/material-urls";
import { materialMaps, materialRoughness, materialTile } from "../../core/materials/material";
import { scenesFor, type SceneId } from "../../core/visualiser/scenes";
import { roomStillSrcSet, roomStillUrl } from "../../core/visualiser/still";

/** Maps for the screen: 1024 px a tile (MATERIAL_SIZES' visualiser size), a quarter of the pack's pixels. */
const VIEWER_MAP_PX = 1024;

export interface VisualiserProduct {
  contentId: string;
  name: string;
  itemNumber: string;
  /** Page path of the product (under `/{region}/products/`). */
  path: string;
  image: ImageKey;
  slug: string;
  /** Physical size of one tile of the maps. */
  tile: { widthMm: number; heightMm: number };
  roughness: number;
  maps: { basecolor: string; normal: string; roughness: string };
  /** The material pack for design software (2048 px). */
  pack: string;
  /** The server's still of each scene's default view (core/visualiser/still.ts): the first view. */
  stills: Partial<Record<SceneId, { src: string; wide: string; narrow: string }>>;
}

export function visualiserProduct(product: Product, language: ContentLanguage, imageBase: string): VisualiserProduct {
  const tile = materialTile(product);
  const has = materialMaps(product);
  const map = (name: "basecolor" | "normal" | "roughness") => (has.includes(name) ? materialMapUrl(product, name, VIEWER_MAP_PX, imageBase) : "");
  return {
    contentId: product.contentId,
    name: localise(product.name, language),
    itemNumber: product.itemNumber,
    path: productPagePath(product),
    image: imageKey(product),
    slug: product.slug,
    tile: { widthMm: tile.widthMm, heightMm: tile.heightMm },
    roughness: materialRoughness(product),
    maps: { basecolor: map("basecolor"), normal: map("normal"), roughness: map("roughness") },
    pack: materialPackUrl(product, 2048, language, imageBase),
    stills: Object.fromEntries(
      scenesFor(product).map((scene) => [
        scene,
        { src: roomStillUrl(product, scene, "wide", 800, imageBase), wide: roomStillSrcSet(product, scene, "wide", imageBase), narrow: roomStillSrcSet(product, scene, "narrow", imageBase) },
      ]),
    ),
  };
}
