/**
 * URLs of product images and documents. Each carries a version derived from what it depicts, so a
 * URL never changes meaning and can be cached forever; the image base may point at another host.
 */
import type { DocumentType, ContentLanguage } from "./enums";
import type { Guides } from "./guides";
import type { ImageRole, LocalisedText, Product, StoredFile } from "./model";

export const SWATCH_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const ENLARGED_WIDTH = 2400;
export const DOWNLOAD_WIDTH = 3000;
/** The image pages name as og:image: a 1.91:1 JPEG every network shows as a large card. */
export const SHARE_IMAGE = { width: 1200, height: 630, file: "1200x630.jpg" } as const;
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
export const DOCUMENT_RENDERER_VERSION = 3;

/** An image of the gallery in display order, with where it comes from in `product.images`. */
export interface GalleryEntry {
  /** Position in the gallery: 0 is the primary image (cards, finder, the swatch URLs). */
  index: number;
  role: ImageRole;
  alt: LocalisedText | undefined;
  /** Stored file, or undefined when generated from the swatch recipe. */
  file: StoredFile | undefined;
}

export type ImageSubject = Pick<Product, "swatch" | "images">;

/**
 * The gallery in display order: the first image of role "swatch" (or else the first image) comes
 * first, the others keep their order. Without `images`, one generated swatch.
 */
export function galleryEntries(product: Pick<Product, "images">): GalleryEntry[] {
  const images = product.images?.length ? product.images : [{ role: "swatch" as const }];
  const primary = Math.max(0, images.findIndex((image) => image.role === "swatch"));
  const ordered = [images[primary]!, ...images.filter((_, i) => i !== primary)];
  return ordered.map((image, index) => ({ index, role: image.role, alt: image.alt, file: image.file }));
}

const generatedVersions = new WeakMap<object, Map<ImageRole, string>>();

/** Version of a generated image: hashes the swatch as the catalogue holds it (key order included). */
function generatedVersion(swatch: Product["swatch"], role: ImageRole): string {
  let byRole = generatedVersions.get(swatch);
  if (byRole === undefined) {
    byRole = new Map();
    generatedVersions.set(swatch, byRole);
  }
  let version = byRole.get(role);
  if (version === undefined) {
    // The swatch role keeps the hash it had before galleries existed, so its URLs stay cached.
    version = shortHash(role === "swatch" ? `${IMAGE_RENDERER_VERSION}:${JSON.stringify(swatch)}` : `${IMAGE_RENDERER_VERSION}:${role}:${JSON.stringify(swatch)}`);
    byRole.set(role, version);
  }
  return version;
}

/** Version of a stored image: its content hash (and the pipeline that resizes it). */
function storedVersion(file: StoredFile): string {
  return shortHash(`${IMAGE_RENDERER_VERSION}:stored:${file.blob}`);
}

/** Version of one gallery image: changes whenever its pixels would. */
export function galleryImageVersion(product: ImageSubject, entry: Pick<GalleryEntry, "role" | "file">): string {
  return entry.file ? storedVersion(entry.file) : generatedVersion(product.swatch, entry.role);
}

/** Version of the product's primary image (gallery index 0), the one cards and the finder show. */
export function imageVersion(product: ImageSubject): string {
  // Most products have no gallery: skip building one (finder pages ask for thousands of keys).
  if (!product.images?.length) return generatedVersion(product.swatch, "swatch");
  return galleryImageVersion(product, galleryEntries(product)[0]!);
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

/** URLs of the primary image (gallery index 0); productGallery() in ./gallery gives every image. */
export function productImages(product: Pick<Product, "contentId" | "slug" | "swatch" | "images">, imageBase: string): ProductImages {
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

const productVersions = new WeakMap<Product, string>();

/** Hash of the catalogue's guides (null: none), which every document quotes: computed once per catalogue snapshot. */
export function guidesVersion(guides: Guides | null): string {
  return shortHash(JSON.stringify(guides));
}

/**
 * Hash of everything a document shows: the product (cached per product object, products being
 * immutable snapshots) and the guides (`guidesVersion`), so a changed guide changes every URL.
 */
export function documentVersion(product: Product, guides: string): string {
  let version = productVersions.get(product);
  if (version === undefined) {
    version = shortHash(`${DOCUMENT_RENDERER_VERSION}:${JSON.stringify(product)}`);
    productVersions.set(product, version);
  }
  // Hashing two short hashes again is cheap, and keeps the version one [0-9a-z] token.
  return shortHash(`${version}:${guides}`);
}

/** The stored PDF of a document in a language, or undefined when that language is typeset. */
export function storedDocument(product: Pick<Product, "documents">, type: DocumentType, language: ContentLanguage): StoredFile | undefined {
  return product.documents.find((doc) => doc.type === type)?.files?.[language];
}
