/**
 * The blob store and the checks a manufacturer's files pass before they become catalogue assets:
 * real files drawn by sharp and made by pdf-lib, a real folder on disk.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { DiskBlobStore } from "../../server/blobs/disk-blob-store";
import { ASSET_MAX_BYTES, checkAssetFile } from "../../server/blobs/check-file";

const root = mkdtempSync(path.join(tmpdir(), "blobs-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const photo = (format: "jpeg" | "png") =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .composite([{ input: Buffer.from('<svg width="320" height="200"><circle cx="160" cy="100" r="80" fill="#345"/></svg>') }])
    [format]()
    .toBuffer();

async function pdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText("Care and maintenance", { x: 20, y: 100, size: 12 });
  return document.save();
}

describe("disk blob store", () => {
  it("stores bytes under their SHA-256 and gives them back", async () => {
    const store = new DiskBlobStore(root);
    const bytes = await photo("jpeg");
    const hash = await store.put(bytes);
    expect(hash).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(Buffer.from((await store.get(hash))!)).toEqual(bytes);
    expect(await store.has(hash)).toBe(true);
    await store.delete(hash);
    expect(await store.has(hash)).toBe(false);
    expect(await store.get(hash)).toBeNull();
  });

  it("stores a file once however often it is put, and leaves no temporary file", async () => {
    const store = new DiskBlobStore(root);
    const bytes = await photo("png");
    const hashes = await Promise.all([store.put(bytes), store.put(bytes), store.put(bytes)]);
    expect(new Set(hashes).size).toBe(1);
    const folder = path.join(root, hashes[0]!.slice(0, 2));
    expect(readdirSync(folder).filter((name) => name.startsWith(hashes[0]!))).toEqual([hashes[0]]);
  });

  it("answers null for an unknown hash and for anything that is not a hash", async () => {
    const store = new DiskBlobStore(root);
    expect(await store.get("0".repeat(64))).toBeNull();
    for (const probe of ["../../etc/passwd", "ab", "A".repeat(64), `${"a".repeat(63)}/`]) {
      expect(await store.get(probe), probe).toBeNull();
      expect(await store.has(probe), probe).toBe(false);
    }
  });
});

describe("asset file checks", () => {
  it("accepts real photos and PDFs, with their type read from the content", async () => {
    expect(await checkAssetFile(await photo("jpeg"), "image")).toMatchObject({ ok: true, mime: "image/jpeg" });
    expect(await checkAssetFile(await photo("png"), "image")).toMatchObject({ ok: true, mime: "image/png" });
    expect(await checkAssetFile(await pdf(), "document")).toMatchObject({ ok: true, mime: "application/pdf" });
  });

  it("refuses a PDF sent as an image, and an image sent as a document", async () => {
    const asImage = await checkAssetFile(await pdf(), "image");
    expect(asImage).toEqual({ ok: false, reason: expect.stringContaining("application/pdf content") });
    const asDocument = await checkAssetFile(await photo("jpeg"), "document");
    expect(asDocument).toEqual({ ok: false, reason: expect.stringContaining("image/jpeg content") });
  });

  it("refuses a truncated JPEG, whose header alone looks right", async () => {
    const whole = await photo("jpeg");
    const result = await checkAssetFile(whole.subarray(0, Math.floor(whole.length / 2)), "image");
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("cannot be decoded") });
  });

  it("refuses a PDF that does not parse, text of no known type and an empty file", async () => {
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x41)]);
    expect(await checkAssetFile(broken, "document")).toMatchObject({ ok: false });
    expect(await checkAssetFile(Buffer.from("name,price\nx,1\n"), "document")).toEqual({ ok: false, reason: expect.stringContaining("no known type") });
    expect(await checkAssetFile(new Uint8Array(0), "image")).toEqual({ ok: false, reason: "the file is empty" });
  });

  it("refuses a file above the size cap before reading its content", async () => {
    const tooBig = new Uint8Array(ASSET_MAX_BYTES.image + 1);
    expect(await checkAssetFile(tooBig, "image")).toEqual({ ok: false, reason: expect.stringMatching(/above the limit of 40\.0 MB/) });
    expect(await checkAssetFile(await photo("jpeg"), "image", { maxBytes: 100 })).toMatchObject({ ok: false });
  });
});
