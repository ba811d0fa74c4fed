/**
 * Image URLs from an image key, for the browser: pages send each product's key (content id and
 * image version) and build the srcset where they render it, instead of shipping six URLs per
 * format per product in their data. The URL scheme is core/catalogue/media.ts's.
 */
import { ENLARGED_WIDTH, imageVersion, SWATCH_WIDTHS, type ImageFormat } from "./media";
import type { Product } from "./model";

export interface ImageKey {
  /** Content id of the product. */
  id: string;
  /** Image version: changes whenever the image would. */
  v: string;
}

export function imageKey(product: Pick<Product, "contentId" | "swatch">): ImageKey {
  return { id: product.contentId, v: imageVersion(product) };
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, "");
}

export function swatchUrl(base: string, key: ImageKey, width: number, format: ImageFormat): string {
  return `${trimBase(base)}/swatch/${key.id}/${key.v}/${width}.${format}`;
}

/** `srcset` of the square swatch in one format, from `minWidth` up (cards never need 1280 px). */
export function swatchSrcSet(base: string, key: ImageKey, format: ImageFormat, maxWidth: number = SWATCH_WIDTHS.at(-1)!): string {
  return SWATCH_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${swatchUrl(base, key, w, format)} ${w}w`)
    .join(", ");
}

export function enlargedUrl(base: string, key: ImageKey, format: ImageFormat): string {
  return `${trimBase(base)}/enlarged/${key.id}/${key.v}/${ENLARGED_WIDTH}.${format}`;
}

export function downloadUrl(base: string, key: ImageKey, slug: string): string {
  return `${trimBase(base)}/download/${key.id}/${key.v}/${slug}.jpg`;
}
