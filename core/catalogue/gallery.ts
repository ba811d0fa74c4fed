/**
 * A product's gallery as the pages and the API show it: every image with its URLs, alt text and
 * the size of its enlarged view. Image 0 is the primary image, the one cards and the finder show.
 */
import { downloadUrl, enlargedUrl, galleryEntryKey, swatchSrcSet, swatchUrl, type ImageKey } from "./image-urls";
import { DOWNLOAD_WIDTH, ENLARGED_WIDTH, galleryEntries, IMAGE_FORMATS, SWATCH_WIDTHS, type ImageFormat } from "./media";
import type { ImageRole, LocalisedText, Product } from "./model";

export interface GalleryImage {
  /** Position in the gallery; 0 is the primary image. */
  index: number;
  role: ImageRole;
  alt: LocalisedText | undefined;
  /** A stored photo (true) or generated from the swatch recipe (false). */
  stored: boolean;
  /** Compact key for the browser (./image-urls builds the same URLs from it). */
  key: ImageKey;
  /** Square crops at SWATCH_WIDTHS per format, for `<source srcset>`. */
  srcset: Record<ImageFormat, string>;
  /** A 320 px square WebP, for gallery thumbnails and `<img src>` fallbacks. */
  thumbnail: string;
  /** The whole image, aspect ratio kept, per format. */
  enlarged: Record<ImageFormat, string>;
  /** Pixel size of the enlarged image (so the page can reserve its space). */
  enlargedWidth: number;
  enlargedHeight: number;
  /** JPEG of the original (stored) or of the generated image at DOWNLOAD_WIDTH. */
  download: string;
}

/** Size of the enlarged view: within ENLARGED_WIDTH, never larger than the original; generated images are square. */
export function enlargedSize(file: { width?: number; height?: number } | undefined): { width: number; height: number } {
  if (!file?.width || !file.height) return { width: ENLARGED_WIDTH, height: ENLARGED_WIDTH };
  const scale = Math.min(1, ENLARGED_WIDTH / file.width);
  return { width: Math.max(1, Math.round(file.width * scale)), height: Math.max(1, Math.round(file.height * scale)) };
}

/** Size of the download: a stored photo is sent as it is, a generated image at DOWNLOAD_WIDTH; undefined when a stored photo's size was not recorded. */
export function downloadSize(file: { width?: number; height?: number } | undefined): { width: number; height: number } | undefined {
  if (!file) return { width: DOWNLOAD_WIDTH, height: DOWNLOAD_WIDTH };
  return file.width && file.height ? { width: file.width, height: file.height } : undefined;
}

export function productGallery(product: Pick<Product, "contentId" | "slug" | "swatch" | "images">, imageBase: string): GalleryImage[] {
  return galleryEntries(product).map((entry) => {
    const key = galleryEntryKey(product, entry);
    const size = enlargedSize(entry.file);
    const perFormat = (url: (format: ImageFormat) => string) => Object.fromEntries(IMAGE_FORMATS.map((f) => [f, url(f)])) as Record<ImageFormat, string>;
    return {
      index: entry.index,
      role: entry.role,
      alt: entry.alt,
      stored: entry.file !== undefined,
      key,
      srcset: perFormat((f) => swatchSrcSet(imageBase, key, f)),
      thumbnail: swatchUrl(imageBase, key, SWATCH_WIDTHS[1], "webp"),
      enlarged: perFormat((f) => enlargedUrl(imageBase, key, f)),
      enlargedWidth: size.width,
      enlargedHeight: size.height,
      download: downloadUrl(imageBase, key, product.slug),
    };
  });
}
