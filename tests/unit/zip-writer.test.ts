/**
 * The material pack's ZIP writer (decision 0083): what it writes reads back entry for entry, with
 * the checksums, sizes and dates that another writer (yazl, whose CRC-32 is its own JavaScript)
 * gives the same files, and it refuses what a ZIP without ZIP64 cannot hold.
 */
import { randomBytes } from "node:crypto";
import yauzl from "yauzl";
import yazl from "yazl";
import { describe, expect, it } from "vitest";
import { writeZip, type ZipEntry } from "../../server/materials/zip-writer";
import { unzipAll } from "../support/unzip";

const when = new Date("2026-01-01T00:00:00Z");
const entries: ZipEntry[] = [
  { name: "granite_600x600mm_basecolor.png", bytes: randomBytes(70_000), compress: false },
  { name: "README.txt", bytes: Buffer.from("Scale: 600 × 600 mm\n".repeat(40), "utf8"), compress: true },
  { name: "説明/material.json", bytes: Buffer.from('{"tile":{"widthMm":600}}', "utf8"), compress: true },
  { name: "empty.txt", bytes: new Uint8Array(0), compress: false },
];

interface Listed {
  name: string;
  crc32: number;
  size: number;
  compressed: boolean;
  modified: string;
}

/** The central directory as yauzl reads it. */
async function listing(zip: Buffer): Promise<Listed[]> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(zip, { lazyEntries: false }, (error, file) => (error ? reject(error) : resolve(file))));
  const listed: Listed[] = [];
  await new Promise<void>((resolve, reject) => {
    archive.on("entry", (entry: yauzl.Entry) =>
      listed.push({ name: entry.fileName, crc32: entry.crc32, size: entry.uncompressedSize, compressed: entry.compressionMethod === 8, modified: entry.getLastModDate({ timezone: "UTC" }).toISOString() }),
    );
    archive.on("end", () => resolve());
    archive.on("error", reject);
  });
  return listed;
}

async function yazlZip(files: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.bytes), file.name, { compress: file.compress, mtime: when });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("zip writer", () => {
  it("writes entries that unzip to the same bytes, in order, deflating only those asked", async () => {
    const zip = writeZip(entries, when);
    const files = await unzipAll(zip);
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(Buffer.compare(files.get(entry.name)!, Buffer.from(entry.bytes))).toBe(0);
    // The PNG is stored: its bytes appear in the archive as they are.
    expect(zip.includes(Buffer.from(entries[0]!.bytes))).toBe(true);
    expect(zip.length).toBeLessThan(70_000 + 2_000);
  });

  it("lists the checksums, sizes, methods and date another writer gives the same files", async () => {
    const ours = await listing(writeZip(entries, when));
    const theirs = await listing(await yazlZip(entries));
    expect(ours).toEqual(theirs);
    expect(ours[0]!.modified).toBe("2026-01-01T00:00:00.000Z");
  });

  it("gives the same bytes for the same entries", () => {
    expect(Buffer.compare(writeZip(entries, when), writeZip(entries, when))).toBe(0);
  });

  it("refuses an entry a ZIP without ZIP64 cannot hold, before writing anything", () => {
    const huge = { name: "huge.bin", bytes: { length: 0x1_0000_0000 } as Uint8Array, compress: false };
    expect(() => writeZip([huge], when)).toThrow(/4 GiB/);
  });
});
