/**
 * URLs of product images and documents. Each carries a version derived from what it depicts, so a
 * URL never changes meaning and can be cached forever; the image base may point at another host.
 */
import type { DocumentType, ContentLanguage } from "./enums";
import type { Product } from "./model";

export const SWATCH_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const ENLARGED_WIDTH = 2400;
export const DOWNLOAD_WIDTH = 3000;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** FNV-1a, 32 bit, base 36: short, stable, dependency-free. */
export function shortHash(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Bump when the image renderer changes what it draws: every image URL changes with it. */
export const IMAGE_RENDERER_VERSION = 1;
/** Bump when the document renderer or its wording changes. */
export const DOCUMENT_RENDERER_VERSION = 2;

const imageVersions = new WeakMap<object, string>();

export function imageVersion(product: Pick<Product, "swatch">): string {
  let version = imageVersions.get(product.swatch);
  if (version === undefined) {
    version = shortHash(`${IMAGE_RENDERER_VERSION}:${JSON.stringify(product.swatch)}`);
    imageVersions.set(product.swatch, version);
  }
  return version;
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, "");
}

export interface ProductImages {
  /** Square swatch at several widths per format, for `<source srcset>`. */
  swatch: Record<ImageFormat, string>;
  /** The smallest WebP, for `<img src>` fallbacks and API clients that want one URL. */
  thumbnail: string;
  enlarged: Record<ImageFormat, string>;
  download: string;
}

export function productImages(product: Pick<Product, "contentId" | "slug" | "swatch">, imageBase: string): ProductImages {
  const base = `${trimBase(imageBase)}`;
  const version = imageVersion(product);
  const srcset = (format: ImageFormat) => SWATCH_WIDTHS.map((w) => `${base}/swatch/${product.contentId}/${version}/${w}.${format} ${w}w`).join(", ");
  return {
    swatch: { avif: srcset("avif"), webp: srcset("webp") },
    thumbnail: `${base}/swatch/${product.contentId}/${version}/${SWATCH_WIDTHS[1]}.webp`,
    enlarged: {
      avif: `${base}/enlarged/${product.contentId}/${version}/${ENLARGED_WIDTH}.avif`,
      webp: `${base}/enlarged/${product.contentId}/${version}/${ENLARGED_WIDTH}.webp`,
    },
    download: `${base}/download/${product.contentId}/${version}/${product.slug}.jpg`,
  };
}

export const DOCUMENTS_BASE = "/documents";

const documentVersions = new WeakMap<Product, string>();

/** Hash of everything a document shows; cached per product object (products are immutable snapshots). */
export function documentVersion(product: Product): string {
  let version = documentVersions.get(product);
  if (version === undefined) {
    version = shortHash(`${DOCUMENT_RENDERER_VERSION}:${JSON.stringify(product)}`);
    documentVersions.set(product, version);
  }
  return version;
}

export function documentUrl(product: Product, type: DocumentType, language: ContentLanguage): string {
  return `${DOCUMENTS_BASE}/${product.contentId}/${documentVersion(product)}/${type}-${language}.pdf`;
}
