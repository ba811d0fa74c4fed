/**
 * What an image URL names, checked against the URL scheme of core/catalogue/media and the current
 * catalogue: kind, product, version, width, format and download name. Only a request that passes
 * every check may start a render or touch the disk; everything else is an error string (a 404).
 */
import { DOWNLOAD_WIDTH, ENLARGED_WIDTH, imageVersion, SWATCH_WIDTHS } from "../../core/catalogue/media";
import { SwatchSchema, type Swatch } from "../../core/catalogue/model";
import type { EncodedFormat } from "./render-plan";

export const IMAGE_KINDS = ["swatch", "enlarged", "download"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageSource {
  swatch: Swatch;
  slug: string;
}

export type ImageLookup = (contentId: string) => ImageSource | undefined;

export interface ImageRequest {
  kind: ImageKind;
  contentId: string;
  version: string;
  width: number;
  format: EncodedFormat;
}

const CONTENT_ID = /^[0-9]{4,12}$/;
const VERSION = /^[0-9a-z]{1,16}$/;
const SIZED_FILE = /^([1-9][0-9]{1,4})\.(avif|webp)$/;

/** Validates the syntax of a request and the product it names. */
export function parseImageRequest(kind: string, contentId: string, version: string, file: string, lookup: ImageLookup): { request: ImageRequest; source: ImageSource } | { error: string } {
  if (!(IMAGE_KINDS as readonly string[]).includes(kind)) return { error: "unknown image kind" };
  if (!CONTENT_ID.test(contentId)) return { error: "malformed product id" };
  if (!VERSION.test(version)) return { error: "malformed version" };
  if (typeof file !== "string" || file.length > 120) return { error: "malformed file name" };

  let width: number;
  let format: EncodedFormat;
  if (kind === "download") {
    if (!file.endsWith(".jpg")) return { error: "downloads are .jpg" };
    width = DOWNLOAD_WIDTH;
    format = "jpeg";
  } else {
    const match = SIZED_FILE.exec(file);
    if (!match) return { error: /\.(avif|webp)$/.test(file) ? "malformed width" : "unsupported format" };
    width = Number(match[1]);
    format = match[2] === "avif" ? "avif" : "webp";
    const allowed = kind === "swatch" ? (SWATCH_WIDTHS as readonly number[]).includes(width) : width === ENLARGED_WIDTH;
    if (!allowed) return { error: "unsupported width" };
  }

  let source: ImageSource | undefined;
  try {
    source = lookup(contentId);
  } catch {
    source = undefined;
  }
  if (!source) return { error: "unknown product" };
  const swatch = SwatchSchema.safeParse(source.swatch);
  if (!swatch.success) return { error: "product has no valid swatch" };
  // The version hashes the swatch as the catalogue holds it (key order included), exactly as
  // productImages() does when it writes the URL: hash the original, not the parsed copy.
  if (imageVersion({ swatch: source.swatch }) !== version) return { error: "stale image version" };
  if (kind === "download" && file !== `${source.slug}.jpg`) return { error: "unknown download name" };
  return { request: { kind: kind as ImageKind, contentId, version, width, format }, source: { swatch: swatch.data, slug: source.slug } };
}
