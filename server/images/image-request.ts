/**
 * What an image URL names, checked against the URL scheme of core/catalogue/media and the current
 * catalogue: kind, product and gallery index, version, width, format and download name. Only a
 * request that passes every check may start a render or touch the disk; everything else is an
 * error string (a 404).
 */
import type { SnapshotChoice } from "../catalogue/version-skew";
import { downloadName } from "../../core/catalogue/image-urls";
import { DOWNLOAD_WIDTH, ENLARGED_WIDTH, galleryEntries, galleryImageVersion, SHARE_IMAGE, SWATCH_WIDTHS } from "../../core/catalogue/media";
import { SwatchSchema, type ImageRole, type Product, type StoredFile, type Swatch } from "../../core/catalogue/model";
import type { EncodedFormat } from "./render-plan";

export const IMAGE_KINDS = ["swatch", "enlarged", "download", "share"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface ImageSource {
  swatch: Swatch;
  slug: string;
  /** The product's gallery; absent means one generated swatch. */
  images?: Product["images"];
}

/** `which`: the catalogue snapshot to read (server/catalogue/version-skew.ts); the current one by default. */
export type ImageLookup = (contentId: string, which?: SnapshotChoice) => ImageSource | undefined;

/** Errors that name the catalogue, not the URL's form: another catalogue version may answer them. */
export const CATALOGUE_MISSES: ReadonlySet<string> = new Set(["unknown product", "product has no valid swatch", "unknown gallery image", "stale image version", "unknown download name"]);

export interface ImageRequest {
  kind: ImageKind;
  contentId: string;
  /** Gallery index; 0 is the primary image. */
  index?: number;
  version: string;
  width: number;
  /** Share images only: a banner, not a square. */
  height?: number;
  format: EncodedFormat;
}

/** The image a valid request names. */
export interface ResolvedImage {
  swatch: Swatch;
  slug: string;
  role: ImageRole;
  /** The stored photo, or undefined for an image generated from the swatch. */
  file: StoredFile | undefined;
  /** The file name a download is offered under. */
  downloadName: string;
}

/** `100004` (primary image) or `100004-3` (gallery image 3); core/catalogue/image-urls imageSubject(). */
const SUBJECT = /^([0-9]{4,12})(?:-([1-9][0-9]?))?$/;
const VERSION = /^[0-9a-z]{1,16}$/;
const SIZED_FILE = /^([1-9][0-9]{1,4})\.(avif|webp)$/;

/** Validates the syntax of a request and the product image it names. */
export function parseImageRequest(kind: string, subject: string, version: string, file: string, lookup: ImageLookup): { request: ImageRequest; source: ResolvedImage } | { error: string } {
  if (!(IMAGE_KINDS as readonly string[]).includes(kind)) return { error: "unknown image kind" };
  const subjectMatch = SUBJECT.exec(subject);
  if (!subjectMatch) return { error: "malformed product id" };
  const contentId = subjectMatch[1]!;
  const index = subjectMatch[2] === undefined ? 0 : Number(subjectMatch[2]);
  if (!VERSION.test(version)) return { error: "malformed version" };
  if (typeof file !== "string" || file.length > 120) return { error: "malformed file name" };

  let width: number;
  let height: number | undefined;
  let format: EncodedFormat;
  if (kind === "share") {
    // Only the primary image is shared, in one size.
    if (subjectMatch[2] !== undefined) return { error: "only the primary image has a share image" };
    if (file !== SHARE_IMAGE.file) return { error: "unsupported share image size" };
    ({ width, height } = SHARE_IMAGE);
    format = "jpeg";
  } else if (kind === "download") {
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
  const entry = galleryEntries(source)[index];
  if (!entry) return { error: "unknown gallery image" };
  // The version hashes the swatch as the catalogue holds it (key order included), exactly as
  // productImages() does when it writes the URL: hash the original, not the parsed copy.
  if (galleryImageVersion(source, entry) !== version) return { error: "stale image version" };
  const name = downloadName(source.slug, { i: index });
  if (kind === "download" && file !== name) return { error: "unknown download name" };
  return {
    request: { kind: kind as ImageKind, contentId, index, version, width, ...(height ? { height } : {}), format },
    source: { swatch: swatch.data, slug: source.slug, role: entry.role, file: entry.file, downloadName: name },
  };
}
