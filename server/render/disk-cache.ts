/**
 * The size cap of the render disk cache (images and documents), with least-recently-used eviction. The index (path, size,
 * recency) lives in memory: it is rebuilt at start from a scan of the folder, oldest file first
 * (by modification time, so a restart keeps the order of writing), and kept up to date by every
 * hit and write. Files of older renderer versions sit in the same folder and are evicted first.
 *
 * Several processes may share one folder; each keeps its own index, so the cap holds per process
 * and a file one evicts is simply rendered again by the other.
 *
 * With a shared store (BLOB_STORE on S3) this folder is a bounded LRU in front of it: every file
 * written here is uploaded under its path below the cache root (renderer version, then the URL's
 * own components), and a miss here is looked up there before anything renders, so what any
 * instance rendered every instance serves. Eviction only ever removes the local copy. The store's
 * first copy of a key wins (a conditional write): an instance whose render lost replaces its own
 * copy with it, so a URL has one set of bytes, and one ETag, on every instance.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SharedFiles } from "../blobs/blob-store";

export interface DiskCacheOptions {
  root: string;
  maxBytes: number;
  onError?: (error: unknown, context: string) => void;
  /** Where rendered files are shared with every other instance (the S3 bucket), if anywhere. */
  shared?: SharedFiles;
}

const isTemporary = (file: string) => file.endsWith(".tmp");
/**
 * Only renderer-version folders are ours to evict, whatever else shares the folder: `r1-m2/…` for
 * images, `d1/…` for documents (one cache, one cap for both).
 */
const isOurs = (relative: string) => /^[rd][0-9][0-9a-z-]*$/.test(relative.split(path.sep)[0] ?? "");

/** Writes a cache file so that a reader (in any process) never sees it half written. */
export async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

export class DiskCache {
  /** Path → size in bytes; Map order is recency, least recently used first. */
  private readonly entries = new Map<string, number>();
  private bytes = 0;
  private scanned = false;
  private evictions = 0;
  private readonly uploads = new Set<Promise<void>>();
  readonly ready: Promise<void>;

  constructor(private readonly options: DiskCacheOptions) {
    this.ready = this.scan().catch((error) => options.onError?.(error, `scanning ${options.root}`));
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get maxBytes(): number {
    return this.options.maxBytes;
  }

  get evicted(): number {
    return this.evictions;
  }

  /** Whether a shared store stands behind this folder (then the cap bounds only the local copies). */
  get isFront(): boolean {
    return this.options.shared !== undefined;
  }

  /**
   * The file's bytes, or null when it is not cached (here, nor in the shared store). A hit makes
   * it the most recently used; a file found in the shared store is kept here from then on.
   */
  async read(file: string): Promise<Buffer | null> {
    try {
      const bytes = await readFile(file);
      this.remember(file, bytes.length);
      return bytes;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      this.forget(file);
    }
    const shared = this.options.shared && (await this.options.shared.read(this.keyOf(file)));
    if (!shared) return null;
    const bytes = Buffer.from(shared.buffer, shared.byteOffset, shared.byteLength);
    await writeAtomically(file, bytes).then(
      () => {
        this.remember(file, bytes.length);
        this.evict();
      },
      (error: unknown) => this.options.onError?.(error, `keeping ${file} from the shared store`),
    );
    return bytes;
  }

  /**
   * Whether the file is cached (from the index once the scan is done, from the disk before), or
   * stored in the shared store.
   */
  async has(file: string): Promise<boolean> {
    const here = this.scanned
      ? this.entries.has(file)
      : await stat(file).then(
          () => true,
          () => false,
        );
    if (here || !this.options.shared) return here;
    return this.options.shared.has(this.keyOf(file)).catch((error: unknown) => {
      this.options.onError?.(error, `looking for ${file} in the shared store`);
      return false;
    });
  }

  /**
   * Records a file just written (by a worker), shares it in the background (its bytes when the
   * worker sent them back, else read from the file), then evicts down to the cap. For prerenders,
   * which answer nobody: a visitor's render goes through `settle`.
   */
  added(file: string, size: number, bytes?: Uint8Array): void {
    this.remember(file, size);
    if (this.options.shared) {
      const pending = this.share(this.options.shared, file, bytes)
        .then(() => undefined)
        .catch((error: unknown) => this.options.onError?.(error, `sharing ${file}`))
        .finally(() => this.uploads.delete(pending));
      this.uploads.add(pending);
    }
    this.evict();
  }

  /**
   * Records a file just rendered for a visitor and returns the bytes to answer with: with a shared
   * store, whatever the store holds for it once this render was offered (the first writer's), so
   * every instance serves and tags one set of bytes for a URL even when two rendered it at once or
   * their encoders differ. Should the store fail, this instance's own bytes.
   */
  async settle(file: string, size: number, bytes: Uint8Array): Promise<Uint8Array> {
    this.remember(file, size);
    let kept = bytes;
    if (this.options.shared) {
      kept = await this.share(this.options.shared, file, bytes).catch((error: unknown) => {
        this.options.onError?.(error, `sharing ${file}`);
        return bytes;
      });
    }
    this.evict();
    return kept;
  }

  /** Resolves once every upload started so far has ended (stop, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.uploads]);
  }

  /** Offers the file to the shared store; when another instance's copy won, it replaces ours here too. */
  private async share(shared: SharedFiles, file: string, bytes: Uint8Array | undefined): Promise<Uint8Array> {
    const ours = bytes ?? (await readFile(file));
    const kept = await shared.writeOnce(this.keyOf(file), ours);
    if (kept !== ours && !Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength).equals(ours)) {
      await writeAtomically(file, kept);
      this.remember(file, kept.byteLength);
    }
    return kept;
  }

  /** The shared store's key of a cache file: its path below the root, with forward slashes. */
  private keyOf(file: string): string {
    return path.relative(this.options.root, file).split(path.sep).join("/");
  }

  private remember(file: string, size: number): void {
    this.bytes -= this.entries.get(file) ?? 0;
    this.entries.delete(file);
    this.entries.set(file, size);
    this.bytes += size;
  }

  private forget(file: string): void {
    const size = this.entries.get(file);
    if (size === undefined) return;
    this.entries.delete(file);
    this.bytes -= size;
  }

  private evict(): void {
    // Before the scan, the index does not know every file: evicting then would pick wrong victims.
    if (!this.scanned) return;
    for (const [file, size] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.forget(file);
      this.evictions++;
      unlink(file)
        .then(() => rmdir(path.dirname(file)))
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT" && error.code !== "ENOTEMPTY" && error.code !== "EEXIST") this.options.onError?.(error, `evicting ${file} (${size} bytes)`);
        });
    }
  }

  private async scan(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.options.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      names = [];
    }
    const found: { file: string; size: number; mtime: number }[] = [];
    for (const name of names) {
      if (isTemporary(name) || !isOurs(name)) continue;
      const file = path.join(this.options.root, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) found.push({ file, size: info.size, mtime: info.mtimeMs });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    // Files written or read while scanning are already in the index, as the most recent.
    const seenMeanwhile = new Map(this.entries);
    this.entries.clear();
    this.bytes = 0;
    for (const { file, size } of found) if (!seenMeanwhile.has(file)) this.remember(file, size);
    for (const [file, size] of seenMeanwhile) this.remember(file, size);
    this.scanned = true;
    this.evict();
  }
}
