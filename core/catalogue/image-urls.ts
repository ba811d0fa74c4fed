/**
 * Image URLs from an image key, for the browser: pages send each product's key (content id and
 * image version) and build the srcset where they render it, instead of shipping six URLs per
 * format per product in their data. The URL scheme is core/catalogue/media.ts's.
 *
 * Scheme: `{base}/{kind}/{subject}/{version}/{file}`, kind swatch | enlarged | download. The
 * subject is the content id for the primary image (gallery index 0) and `{contentId}-{index}` for
 * the other gallery images, so every image has the same three URL shapes; the version changes
 * with the pixels, so every URL is immutable.
 */
import { ENLARGED_WIDTH, SHARE_IMAGE, galleryEntries, galleryImageVersion, imageVersion, SWATCH_WIDTHS, type GalleryEntry, type ImageFormat } from "./media";
import type { Product } from "./model";

export interface ImageKey {
  /** Content id of the product. */
  id: string;
  /** Image version: changes whenever the image would. */
  v: string;
  /** Gallery index; absent for the primary image (index 0). */
  i?: number;
}

export function imageKey(product: Pick<Product, "contentId" | "swatch" | "images">): ImageKey {
  return { id: product.contentId, v: imageVersion(product) };
}

/** Key of one entry of galleryEntries(product). */
export function galleryEntryKey(product: Pick<Product, "contentId" | "swatch" | "images">, entry: GalleryEntry): ImageKey {
  const v = galleryImageVersion(product, entry);
  return entry.index === 0 ? { id: product.contentId, v } : { id: product.contentId, v, i: entry.index };
}

/** Key of the gallery image at `index` (0 is the primary image), or undefined past the end. */
export function galleryImageKey(product: Pick<Product, "contentId" | "swatch" | "images">, index: number): ImageKey | undefined {
  const entry = galleryEntries(product)[index];
  return entry && galleryEntryKey(product, entry);
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, "");
}

/** The URL segment naming the image: `100004` for the primary image, `100004-2` for gallery image 2. */
export function imageSubject(key: ImageKey): string {
  return key.i ? `${key.id}-${key.i}` : key.id;
}

export function swatchUrl(base: string, key: ImageKey, width: number, format: ImageFormat): string {
  return `${trimBase(base)}/swatch/${imageSubject(key)}/${key.v}/${width}.${format}`;
}

/**
 * `srcset` of the square swatch in one format, the widths from `minWidth` to `maxWidth` (cards never
 * need 1280 px; the product image is never shown narrower than a phone, so it never needs 160 px).
 */
export function swatchSrcSet(base: string, key: ImageKey, format: ImageFormat, maxWidth: number = SWATCH_WIDTHS.at(-1)!, minWidth = 0): string {
  return SWATCH_WIDTHS.filter((w) => w >= minWidth && w <= maxWidth)
    .map((w) => `${swatchUrl(base, key, w, format)} ${w}w`)
    .join(", ");
}

/** The whole image, aspect ratio kept, at most ENLARGED_WIDTH wide (never enlarged beyond the original). */
export function enlargedUrl(base: string, key: ImageKey, format: ImageFormat): string {
  return `${trimBase(base)}/enlarged/${imageSubject(key)}/${key.v}/${ENLARGED_WIDTH}.${format}`;
}

/** The primary image as a 1200 x 630 JPEG, for og:image and twitter:image (prerendered for landings). */
export function shareUrl(base: string, key: ImageKey): string {
  return `${trimBase(base)}/share/${key.id}/${key.v}/${SHARE_IMAGE.file}`;
}

/** Download file name: the slug, plus the gallery index beyond the primary image. */
export function downloadName(slug: string, key: Pick<ImageKey, "i">): string {
  return key.i ? `${slug}-${key.i}.jpg` : `${slug}.jpg`;
}

export function downloadUrl(base: string, key: ImageKey, slug: string): string {
  return `${trimBase(base)}/download/${imageSubject(key)}/${key.v}/${downloadName(slug, key)}`;
}
