/**
 * A manufacturer's package: the catalogue file (JSON or CSV) and the files its rows name, read from
 * a zip archive (catalogue file at its root, or in its one top-level folder) or a folder. Nothing here trusts the package: a zip's entry count, sizes and names
 * are checked from its central directory before anything is decompressed (zip bombs, `..` and
 * absolute paths, symlinks), and a file's size is known before it is read, so a 200 MB file is
 * refused without reading it.
 */
import { lstat, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { formatOf, type FileFormat } from "./file-format";
import { MAX_IMPORT_BYTES } from "./parse-file";

/** Limits of a zip package: entries listed, bytes of one entry, bytes of every entry together. */
export const PACKAGE_LIMITS = {
  maxEntries: 10_000,
  /** Above the largest asset cap, so an over-large file is reported by its row and field. */
  maxEntryBytes: 4 * 1024 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024 * 1024,
};

export interface PackageFile {
  /** Size in bytes, from the zip's central directory or the file system, known before reading. */
  size: number;
  read(): Promise<Buffer>;
}

export interface ImportPackage {
  catalogue: { name: string; format: FileFormat; content: string };
  /** The file at a package path, or null when there is none. */
  file(packagePath: string): Promise<PackageFile | null>;
  close(): Promise<void>;
}

export class PackageError extends Error {
  override name = "PackageError";
}

/** Catalogue file names a package may hold at its root, in order of preference. */
const CATALOGUE_NAMES = ["catalogue.json", "catalogue.csv", "catalog.json", "catalog.csv"];

const SYMLINK = 0o120000;
const FILE_TYPE_MASK = 0o170000;

async function readStream(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // yauzl also checks the real size against the declared one; this guards the read itself.
    if (size > limit) {
      stream.destroy();
      throw new PackageError(`an entry is larger than its declared ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Opens a zip package; throws PackageError when the archive itself is unsafe or unreadable. */
export async function openZipPackage(zipPath: string, limits = PACKAGE_LIMITS): Promise<ImportPackage> {
  let zip: ZipFile;
  try {
    // strictFileNames: names with "\" are refused; yauzl refuses absolute and ".." names itself.
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch (error) {
    throw new PackageError(`not a readable zip archive (${(error as Error).message})`);
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > limits.maxEntries) throw new PackageError(`the archive lists ${zip.entryCount} entries, above the limit of ${limits.maxEntries}`);
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith("/")) continue;
      if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK) throw new PackageError(`the archive holds a symbolic link (${name})`);
      if (entry.isEncrypted()) throw new PackageError(`the archive holds an encrypted entry (${name})`);
      if (entries.has(name)) throw new PackageError(`the archive holds ${name} twice`);
      if (entry.uncompressedSize > limits.maxEntryBytes) throw new PackageError(`${name} is ${entry.uncompressedSize} bytes uncompressed, above the limit of ${limits.maxEntryBytes}`);
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) throw new PackageError(`the archive holds more than ${limits.maxTotalBytes} bytes uncompressed`);
      entries.set(name, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof PackageError) throw error;
    // yauzl's own refusals: invalid names ("..", absolute paths), a corrupt directory.
    throw new PackageError(`the archive cannot be read safely (${(error as Error).message})`);
  }

  const readEntry = async (entry: Entry) => readStream(await zip.openReadStreamPromise(entry), entry.uncompressedSize);
  try {
    // A zipped folder puts everything under one top-level folder: paths are relative to it.
    const prefix = commonFolder([...entries.keys()]);
    const catalogueName = CATALOGUE_NAMES.find((name) => entries.has(prefix + name));
    if (!catalogueName) throw new PackageError(`the archive has no ${CATALOGUE_NAMES.slice(0, 2).join(" or ")} at its root`);
    const catalogueEntry = entries.get(prefix + catalogueName)!;
    if (catalogueEntry.uncompressedSize > MAX_IMPORT_BYTES) throw new PackageError(`${catalogueName} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
    const content = (await readEntry(catalogueEntry)).toString("utf8");
    return {
      catalogue: { name: catalogueName, format: formatOf(catalogueName)!, content },
      async file(packagePath) {
        const entry = entries.get(prefix + packagePath);
        return entry ? { size: entry.uncompressedSize, read: () => readEntry(entry) } : null;
      },
      async close() {
        zip.close();
      },
    };
  } catch (error) {
    zip.close();
    if (error instanceof PackageError) throw error;
    throw new PackageError(`the archive cannot be read (${(error as Error).message})`);
  }
}

/** `folder/` when every entry is inside that one folder (a zipped folder), else "". */
function commonFolder(names: readonly string[]): string {
  const first = names[0]?.split("/")[0];
  if (!first || names.some((name) => !name.startsWith(`${first}/`))) return "";
  return `${first}/`;
}

/**
 * A catalogue file with its files in a folder (`--files <folder>`). A package path must name a
 * regular file inside the folder: no symbolic links, nothing outside it.
 */
export async function openFolderPackage(catalogueFile: string, folder: string | null): Promise<ImportPackage> {
  const format = formatOf(catalogueFile);
  if (!format) throw new PackageError(`cannot tell the format of ${catalogueFile}: name it .json or .csv`);
  const stats = await lstat(catalogueFile).catch(() => null);
  if (!stats?.isFile()) throw new PackageError(`cannot read ${catalogueFile}`);
  if (stats.size > MAX_IMPORT_BYTES) throw new PackageError(`${catalogueFile} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
  const content = await readFile(catalogueFile, "utf8");
  const root = folder === null ? null : await realpath(folder).catch(() => {
    throw new PackageError(`cannot read the folder ${folder}`);
  });
  return {
    catalogue: { name: path.basename(catalogueFile), format, content },
    async file(packagePath) {
      if (root === null) return null;
      const target = path.resolve(root, ...packagePath.split("/"));
      if (!target.startsWith(root + path.sep)) return null;
      // lstat on every part: a link anywhere on the way could lead outside the folder.
      let at = root;
      for (const part of path.relative(root, target).split(path.sep)) {
        at = path.join(at, part);
        const info = await lstat(at).catch(() => null);
        if (!info || info.isSymbolicLink()) return null;
      }
      const info = await lstat(target);
      if (!info.isFile()) return null;
      return { size: info.size, read: () => readFile(target) };
    },
    async close() {},
  };
}

/** A package from the command line: a zip, or a catalogue file with an optional folder of files. */
export async function openPackage(source: string, filesFolder: string | null): Promise<ImportPackage> {
  if (source.toLowerCase().endsWith(".zip")) {
    if (filesFolder !== null) throw new PackageError("--files goes with a .json or .csv file, not with a zip");
    return openZipPackage(source);
  }
  return openFolderPackage(source, filesFolder);
}
