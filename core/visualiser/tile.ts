/**
 * The physical size one copy of a product's texture covers in the visualiser, so that a 600 mm
 * tile shows as 600 mm on a 3 m worktop (texture repeat = surface size / tile size).
 *
 * Until the material maps of issue 28 item 1 exist, the texture is the product's square swatch,
 * which the demo's procedural images draw at about 600 mm across; flooring planks and tiles show
 * one piece at their own width. When `core/materials/material.ts` lands, its `materialTile` (the
 * size stated in the material pack) replaces this estimate.
 */
import type { Product } from "../catalogue/model";

export interface VisualiserTile {
  widthMm: number;
  heightMm: number;
}

/** What a swatch spans when the product says nothing closer (a slab's pattern is seen at about this scale). */
export const DEFAULT_TILE_MM = 600;

export function visualiserTile(product: Pick<Product, "family" | "dimensions">): VisualiserTile {
  const { widthMm, lengthMm } = product.dimensions;
  // A plank or tile: the swatch shows one piece's face; a square texture covers its width each way.
  if (product.family === "PRD_FLOORING" && widthMm && lengthMm && widthMm <= 1000) return { widthMm, heightMm: widthMm };
  return { widthMm: DEFAULT_TILE_MM, heightMm: DEFAULT_TILE_MM };
}
