/**
 * The blob store on local disk: `{root}/{first two hex digits}/{hash}`. Writes go to a temporary
 * file in the same folder and are renamed into place, so a reader never sees half a file and a
 * crash leaves at most a stray temporary file, never a wrong blob.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { BLOB_HASH, type BlobStore } from "./blob-store";

export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(bytes: Uint8Array): Promise<string> {
    const hash = createHash("sha256").update(bytes).digest("hex");
    const target = this.pathOf(hash);
    if (await this.has(hash)) return hash;
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: "wx" });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return hash;
  }

  async get(hash: string): Promise<Uint8Array | null> {
    if (!BLOB_HASH.test(hash)) return null;
    try {
      return await readFile(this.pathOf(hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async has(hash: string): Promise<boolean> {
    if (!BLOB_HASH.test(hash)) return false;
    try {
      return (await stat(this.pathOf(hash))).isFile();
    } catch {
      return false;
    }
  }

  async delete(hash: string): Promise<void> {
    if (BLOB_HASH.test(hash)) await rm(this.pathOf(hash), { force: true });
  }

  private pathOf(hash: string): string {
    return path.join(this.root, hash.slice(0, 2), hash);
  }
}
