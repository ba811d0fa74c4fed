/**
 * Whether a file a manufacturer sends may become a catalogue asset: its type is read from its
 * content (never from its name), its size is capped, an image must decode and a PDF must parse.
 * The answer names what is wrong in words an importer can act on; the catalogue import reports it
 * with the row and field that named the file, and writes nothing.
 */
import { fileTypeFromBuffer } from "file-type";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

export type AssetKind = "image" | "document";

/** What each kind of asset may be, by content. */
export const ASSET_TYPES: Record<AssetKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/webp", "image/avif", "image/tiff"],
  document: ["application/pdf"],
};

/** Default size caps, in bytes: a print-quality photo, a long technical manual. */
export const ASSET_MAX_BYTES: Record<AssetKind, number> = {
  image: 40 * 1024 * 1024,
  document: 50 * 1024 * 1024,
};

/** An image's size is as displayed: EXIF orientations 5–8 turn the picture a quarter. */
export type FileCheck = { ok: true; mime: string; size: number; width?: number; height?: number } | { ok: false; reason: string };

export interface CheckOptions {
  maxBytes?: number;
}

export async function checkAssetFile(bytes: Uint8Array, kind: AssetKind, options: CheckOptions = {}): Promise<FileCheck> {
  const maxBytes = options.maxBytes ?? ASSET_MAX_BYTES[kind];
  if (bytes.byteLength === 0) return { ok: false, reason: "the file is empty" };
  if (bytes.byteLength > maxBytes) return { ok: false, reason: `the file is ${megabytes(bytes.byteLength)}, above the limit of ${megabytes(maxBytes)}` };
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = ASSET_TYPES[kind];
  if (!detected || !allowed.includes(detected.mime)) {
    const found = detected ? `${detected.mime} content` : "content of no known type";
    return { ok: false, reason: `the file holds ${found}; ${kind === "image" ? "an image" : "a document"} must be ${allowed.join(", ")}` };
  }
  const readable = kind === "image" ? await decodesAsImage(bytes) : await parsesAsPdf(bytes);
  if (typeof readable === "string") return { ok: false, reason: readable };
  return { ok: true, mime: detected.mime, size: bytes.byteLength, ...(readable === true ? {} : readable) };
}

/** Its displayed size, or why not: the whole image is decoded (a truncated JPEG has a valid header). */
async function decodesAsImage(bytes: Uint8Array): Promise<{ width: number; height: number } | string> {
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 });
    const { width, height, orientation } = await image.metadata();
    if (!width || !height) return "the image has no size";
    await image.resize(16, 16, { fit: "inside" }).raw().toBuffer();
    return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch (error) {
    return `the image cannot be decoded (${shortMessage(error)})`;
  }
}

async function parsesAsPdf(bytes: Uint8Array): Promise<true | string> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    return pdf.getPageCount() > 0 ? true : "the PDF has no pages";
  } catch (error) {
    return `the PDF cannot be read (${shortMessage(error)})`;
  }
}

function shortMessage(error: unknown): string {
  return String((error as Error)?.message ?? error).split("\n")[0]!.slice(0, 120);
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
