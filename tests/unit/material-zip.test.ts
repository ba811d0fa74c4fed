/**
 * The material pack's ZIP writer (server/materials/zip.ts) writes what yazl writes for the same
 * files, byte for byte (so a pack's bytes and ETag did not change when it replaced yazl for its
 * checksum's speed), and what it writes unzips to the files given.
 */
import { randomBytes } from "node:crypto";
import yazl from "yazl";
import { describe, expect, it } from "vitest";
import { zipFiles, type ZipEntry } from "../../server/materials/zip";
import { unzipAll } from "../support/unzip";

async function yazlZip(entries: readonly ZipEntry[], mtime: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.data), entry.name, { compress: entry.compress, mtime });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("the material pack's zip", () => {
  const entries: ZipEntry[] = [
    { name: "granit-rosa_600x600mm_basecolor.png", data: randomBytes(200_000), compress: false },
    { name: "README.txt", data: Buffer.from("Originalmaßstab: 600 × 600 mm\n".repeat(40), "utf8"), compress: true },
    { name: "material.json", data: Buffer.from(JSON.stringify({ tile: { widthMm: 600 } }), "utf8"), compress: true },
    { name: "empty.txt", data: new Uint8Array(0), compress: true },
  ];
  const mtime = new Date("2026-01-01T00:00:00Z");

  it("is yazl's bytes for the same entries", async () => {
    expect(zipFiles(entries, mtime).equals(await yazlZip(entries, mtime))).toBe(true);
  });

  it("unzips to the files given", async () => {
    const files = await unzipAll(zipFiles(entries, mtime));
    expect([...files.keys()]).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(files.get(entry.name)!.equals(Buffer.from(entry.data)), entry.name).toBe(true);
  });
});
