/**
 * Turns the file paths of an import into stored files: every path a row names is looked up in the
 * package, its size checked before it is read, its type read from its content (server/blobs/
 * check-file.ts) and matched against its name and the field that names it, images decoded and PDFs
 * parsed. Every problem is reported at once with line, row and field; blobs are only written by
 * `storeBlobs`, after every check (and the catalogue's own) has passed.
 */
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { MATERIAL_MAP_FILE_KEYS, ProductSchema, type Catalogue, type ImportProduct, type Product, type StoredFile, type StoredMimeType } from "../../../core/catalogue/model";
import { BLOB_HASH, type BlobStore } from "../../blobs/blob-store";
import { ASSET_MAX_BYTES, checkAssetFile, megabytes, type AssetKind } from "../../blobs/check-file";
import type { ImportPackage } from "./import-package";
import { mapTilesWithoutSeam } from "./map-seams";
import type { RowError } from "./parse-file";

export interface ImportCatalogue {
  collections: Catalogue["collections"];
  products: ImportProduct[];
  guides?: Catalogue["guides"];
}

/** What each field may hold, by content and by file name. */
const EXPECTED: Record<AssetKind, { mimes: readonly StoredMimeType[]; extensions: Record<string, StoredMimeType>; words: string }> = {
  image: { mimes: ["image/jpeg", "image/png"], extensions: { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" }, words: "a JPEG or PNG image" },
  document: { mimes: ["application/pdf"], extensions: { pdf: "application/pdf" }, words: "a PDF document" },
};

interface Reference {
  line: number;
  row: string;
  field: string;
  kind: AssetKind;
  /** A package path, or a stored file already (an export imported again). */
  file: string | StoredFile;
  /** Puts the stored file in place in the product being built. */
  assign(file: StoredFile): void;
  /** A further check of the decoded file (a material map's pixel size); the problem, or null. */
  accept?(file: StoredFile): string | null;
  /** Looks at the accepted file's bytes (a material map's seams); records what it finds in the product. */
  inspect?(bytes: Uint8Array): Promise<void>;
}

/** Smallest side of an imported material map: below it the map is blurred at any useful size. */
export const MIN_MATERIAL_MAP_PX = 512;

/** A material map must be square or have the tile's proportions (within 1 %), and be large enough. */
function materialMapProblem(file: StoredFile, tileWidthMm: number, tileHeightMm: number): string | null {
  const { width = 0, height = 0 } = file;
  if (Math.min(width, height) < MIN_MATERIAL_MAP_PX) return `is ${width} × ${height} px; a material map needs at least ${MIN_MATERIAL_MAP_PX} px on each side`;
  const ratio = width / height;
  const tileRatio = tileWidthMm / tileHeightMm;
  if (width !== height && Math.abs(ratio / tileRatio - 1) > 0.01) return `is ${width} × ${height} px: a material map must be square or have the tile's proportions (${tileWidthMm} × ${tileHeightMm} mm)`;
  return null;
}

export interface ResolvedFiles {
  catalogue: Catalogue;
  /** Package paths to store, with the hash each must have. */
  toStore: Map<string, string>;
}

export type ResolveResult = { ok: true; resolved: ResolvedFiles } | { ok: false; errors: RowError[] };

/** Collects every file reference of every product, with a setter into a copy of the product. */
function references(products: readonly ImportProduct[], lines: ReadonlyMap<string, number>): { refs: Reference[]; copies: Record<string, unknown>[] } {
  const refs: Reference[] = [];
  const copies = products.map((product, index) => {
    const line = lines.get(product.contentId) ?? 0;
    const row = `products[${index}]`;
    const copy = structuredClone(product) as Record<string, unknown> & ImportProduct;
    copy.images?.forEach((image, i) => {
      if (image.file === undefined) return;
      refs.push({ line, row, field: `images[${i}].file`, kind: "image", file: image.file, assign: (file) => (copy.images![i]!.file = file) });
    });
    copy.documents.forEach((doc, d) => {
      for (const [language, file] of Object.entries(doc.files ?? {}) as [ContentLanguage, string | StoredFile][]) {
        refs.push({ line, row, field: `documents[${d}].files.${language}`, kind: "document", file, assign: (stored) => (doc.files![language] = stored) });
      }
    });
    const maps = copy.materialMaps;
    if (maps) {
      // The import measures seams (decision 0077): what a row says of package files is not taken.
      if (MATERIAL_MAP_FILE_KEYS.some((key) => typeof maps[key] === "string")) maps.tileable = true;
      for (const key of MATERIAL_MAP_FILE_KEYS) {
        const file = maps[key];
        if (file === undefined) continue;
        refs.push({
          line, row, field: `materialMaps.${key}`, kind: "image", file,
          assign: (stored) => (maps[key] = stored),
          accept: (stored) => materialMapProblem(stored, maps.tileWidthMm, maps.tileHeightMm),
          inspect: async (bytes) => {
            if (!(await mapTilesWithoutSeam(bytes))) maps.tileable = false;
          },
        });
      }
    }
    return copy;
  });
  return { refs, copies };
}

function extensionOf(packagePath: string): string {
  const dot = packagePath.lastIndexOf(".");
  return dot < 0 ? "" : packagePath.slice(dot + 1).toLowerCase();
}

function describeMime(mime: string): string {
  return { "image/jpeg": "a JPEG image", "image/png": "a PNG image", "application/pdf": "a PDF document" }[mime] ?? mime;
}

type Checked = { ok: true; file: StoredFile } | { ok: false; message: string };

/** Checks one package file for one kind of field; reads it only when its size is acceptable. */
async function checkPackageFile(pkg: ImportPackage, packagePath: string, kind: AssetKind): Promise<Checked> {
  const expected = EXPECTED[kind];
  const byName = expected.extensions[extensionOf(packagePath)];
  if (!byName) return { ok: false, message: `"${packagePath}" must be ${expected.words} named ${Object.keys(expected.extensions).map((e) => `.${e}`).join(", ")}` };
  const entry = await pkg.file(packagePath);
  if (!entry) return { ok: false, message: `no file "${packagePath}" in the package` };
  const maxBytes = ASSET_MAX_BYTES[kind];
  if (entry.size > maxBytes) return { ok: false, message: `"${packagePath}" is ${megabytes(entry.size)}, above the limit of ${megabytes(maxBytes)}` };
  const bytes = await entry.read();
  // The field's own types first (check-file accepts more image types than the model stores).
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detected || !(expected.mimes as readonly string[]).includes(detected)) return { ok: false, message: `"${packagePath}" is not ${expected.words} (found ${detected ?? "no known type"})` };
  const check = await checkAssetFile(bytes, kind, { maxBytes });
  if (!check.ok) return { ok: false, message: `"${packagePath}" is not ${expected.words}: ${check.reason}` };
  if (check.mime !== byName) return { ok: false, message: `"${packagePath}" is named .${extensionOf(packagePath)} but holds ${describeMime(check.mime)}` };
  const file: StoredFile = { blob: createHash("sha256").update(bytes).digest("hex"), mime: check.mime as StoredMimeType, bytes: bytes.byteLength };
  // The served image is auto-oriented, so the stored size is the displayed one (check-file's).
  if (check.width && check.height) Object.assign(file, { width: check.width, height: check.height });
  return { ok: true, file };
}

/** Runs a reference's inspection; a file that cannot be decoded now is reported, not thrown. */
async function inspectFile(ref: Reference, bytes: Uint8Array, at: Omit<RowError, "message">, errors: RowError[]): Promise<void> {
  try {
    await ref.inspect!(bytes);
  } catch (error) {
    errors.push({ ...at, message: `"${typeof ref.file === "string" ? ref.file : ref.file.blob.slice(0, 12)}" cannot be read (${(error as Error).message.split("\n")[0]})` });
  }
}

export interface FileSources {
  /** The package the paths point into; null for a bare catalogue file (then a path is an error). */
  pkg: ImportPackage | null;
  blobs: BlobStore | null;
  /**
   * Paths whose files were already checked and stored by another process sharing the blob store
   * (the CLI handing a package to the running server that holds the embedded database).
   */
  prestored?: ReadonlyMap<string, StoredFile>;
  /** Whether prestored files must be in the blob store (not on a dry run, which stores nothing). */
  requireStored?: boolean;
  /** Called after each file reference is checked (a package's photos take a while each). */
  onChecked?: (done: number, total: number) => void;
}

/**
 * Checks every file the products name and builds the catalogue with stored files in place of
 * paths. Writes nothing.
 */
export async function resolveFiles(incoming: ImportCatalogue, lines: ReadonlyMap<string, number>, sources: FileSources): Promise<ResolveResult> {
  const { pkg, blobs } = sources;
  const { refs, copies } = references(incoming.products, lines);
  const errors: RowError[] = [];
  const checked = new Map<string, Promise<Checked>>();
  const toStore = new Map<string, string>();
  // One file at a time: a package may hold many large photos, and each is decoded in full.
  for (const [index, ref] of refs.entries()) {
    sources.onChecked?.(index, refs.length);
    const at = { line: ref.line, row: ref.row, field: ref.field };
    if (typeof ref.file !== "string") {
      const problem = ref.accept?.(ref.file) ?? null;
      if (!blobs || !BLOB_HASH.test(ref.file.blob) || !(await blobs.has(ref.file.blob))) errors.push({ ...at, message: `no stored file ${ref.file.blob.slice(0, 12)}… in the blob store; give a file path in the package instead` });
      else if (problem) errors.push({ ...at, message: `stored file ${ref.file.blob.slice(0, 12)}… ${problem}` });
      continue;
    }
    const prestored = sources.prestored?.get(ref.file);
    if (prestored) {
      if (sources.requireStored !== false && !(blobs && (await blobs.has(prestored.blob)))) errors.push({ ...at, message: `"${ref.file}" was not stored in the blob store this server uses (BLOB_DIR)` });
      else {
        ref.assign({ ...prestored });
        const bytes = ref.inspect && blobs ? await blobs.get(prestored.blob) : null;
        if (bytes) await inspectFile(ref, bytes, at, errors);
      }
      continue;
    }
    if (!pkg) {
      errors.push({ ...at, message: `"${ref.file}" is a file path: import a zip package, or name the folder of files with --files` });
      continue;
    }
    const key = `${ref.kind}:${ref.file}`;
    let pending = checked.get(key);
    if (!pending) {
      pending = checkPackageFile(pkg, ref.file, ref.kind).catch((error: unknown) => ({ ok: false as const, message: `"${ref.file}" cannot be read (${(error as Error).message})` }));
      checked.set(key, pending);
    }
    const result = await pending;
    const problem = result.ok ? (ref.accept?.(result.file) ?? null) : null;
    if (!result.ok) errors.push({ ...at, message: result.message });
    else if (problem) errors.push({ ...at, message: `"${ref.file}" ${problem}` });
    else {
      ref.assign({ ...result.file });
      toStore.set(ref.file, result.file.blob);
      const entry = ref.inspect ? await pkg.file(ref.file) : null;
      if (entry) await inspectFile(ref, await entry.read(), at, errors);
    }
  }
  if (refs.length) sources.onChecked?.(refs.length, refs.length);
  if (errors.length) return { ok: false, errors };
  const products: Product[] = [];
  copies.forEach((copy, index) => {
    const parsed = ProductSchema.safeParse(copy);
    if (parsed.success) products.push(parsed.data);
    else for (const issue of parsed.error.issues) errors.push({ line: lines.get(String(copy.contentId)) ?? 0, row: `products[${index}]`, field: issue.path.join("."), message: issue.message });
  });
  if (errors.length) return { ok: false, errors };
  return { ok: true, resolved: { catalogue: { collections: incoming.collections, products, ...(incoming.guides ? { guides: incoming.guides } : {}) }, toStore } };
}

/** Writes the checked files into the blob store (idempotent; content-addressed, atomic). */
export async function storeBlobs(pkg: ImportPackage, toStore: ReadonlyMap<string, string>, blobs: BlobStore, onStored?: (done: number, total: number) => void): Promise<void> {
  let done = 0;
  for (const [packagePath, expected] of toStore) {
    onStored?.(done++, toStore.size);
    if (await blobs.has(expected)) continue;
    const entry = await pkg.file(packagePath);
    if (!entry) throw new Error(`${packagePath} disappeared from the package during the import`);
    const hash = await blobs.put(await entry.read());
    // A folder's file could change between the check and now: what was checked is what is stored.
    if (hash !== expected) throw new Error(`${packagePath} changed during the import`);
  }
  if (toStore.size) onStored?.(done, toStore.size);
}
