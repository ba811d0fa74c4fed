/**
 * What a package may not do to the importer (server/catalogue/import/import-package.ts): zips with
 * unsafe names, links, too many or too large entries are refused before anything is decompressed;
 * a folder package never leads outside its folder.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import yazl from "yazl";
import { openFolderPackage, openZipPackage, PACKAGE_LIMITS, PackageError } from "../../server/catalogue/import/import-package";

const work = mkdtempSync(path.join(tmpdir(), "import-package-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const CATALOGUE = Buffer.from(JSON.stringify({ products: [] }));

async function zipOf(name: string, entries: Array<{ name: string; bytes: Buffer; mode?: number }>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.bytes, entry.name, entry.mode === undefined ? {} : { mode: entry.mode });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const file = path.join(work, name);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** Rewrites every occurrence of a name in a zip (local header and central directory), same length. */
function renameInZip(file: string, from: string, to: string): void {
  expect(to.length).toBe(from.length);
  const bytes = readFileSync(file);
  let at = bytes.indexOf(from);
  while (at >= 0) {
    bytes.write(to, at, "latin1");
    at = bytes.indexOf(from, at + 1);
  }
  writeFileSync(file, bytes);
}

async function refusal(open: Promise<unknown>): Promise<string> {
  const error = await open.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PackageError);
  return (error as Error).message;
}

describe("zip packages", () => {
  it("reads the catalogue and the files a row names, with sizes from the directory", async () => {
    const file = await zipOf("ok.zip", [
      { name: "catalogue.json", bytes: CATALOGUE },
      { name: "photos/a.jpg", bytes: Buffer.alloc(1000, 7) },
    ]);
    const pkg = await openZipPackage(file);
    expect(pkg.catalogue).toMatchObject({ name: "catalogue.json", format: "json" });
    const entry = await pkg.file("photos/a.jpg");
    expect(entry?.size).toBe(1000);
    expect((await entry!.read()).equals(Buffer.alloc(1000, 7))).toBe(true);
    expect(await pkg.file("photos/missing.jpg")).toBeNull();
    await pkg.close();
  });

  it("reads a zipped folder: paths are relative to its one top-level folder", async () => {
    const file = await zipOf("folder.zip", [
      { name: "acme-2026/catalogue.json", bytes: CATALOGUE },
      { name: "acme-2026/photos/a.jpg", bytes: Buffer.alloc(10, 1) },
    ]);
    const pkg = await openZipPackage(file);
    expect(pkg.catalogue.name).toBe("catalogue.json");
    expect((await pkg.file("photos/a.jpg"))?.size).toBe(10);
    await pkg.close();
  });

  it("refuses a symbolic link", async () => {
    const file = await zipOf("link.zip", [
      { name: "catalogue.json", bytes: CATALOGUE },
      { name: "photos/a.jpg", bytes: Buffer.from("/etc/passwd"), mode: 0o120777 },
    ]);
    expect(await refusal(openZipPackage(file))).toMatch(/symbolic link \(photos\/a\.jpg\)/);
  });

  it.each([
    ["a parent path", "xx/../evil", "xx/aa/evil"],
    ["an absolute path", "/etc/evil", "aaa/bbbbb"],
  ])("refuses %s", async (_, unsafe, placeholder) => {
    const file = await zipOf(`unsafe-${placeholder.length}-${unsafe.length}.zip`, [
      { name: "catalogue.json", bytes: CATALOGUE },
      { name: placeholder, bytes: Buffer.from("x") },
    ]);
    renameInZip(file, placeholder, unsafe);
    expect(await refusal(openZipPackage(file))).toMatch(/cannot be read safely/);
  });

  it("refuses too many entries, and entries too large alone or together, before decompressing", async () => {
    const file = await zipOf("many.zip", [
      { name: "catalogue.json", bytes: CATALOGUE },
      ...Array.from({ length: 5 }, (_, i) => ({ name: `f${i}.bin`, bytes: Buffer.alloc(10_000) })),
    ]);
    expect(await refusal(openZipPackage(file, { ...PACKAGE_LIMITS, maxEntries: 3 }))).toMatch(/6 entries, above the limit of 3/);
    expect(await refusal(openZipPackage(file, { ...PACKAGE_LIMITS, maxEntryBytes: 5_000 }))).toMatch(/10000 bytes uncompressed/);
    expect(await refusal(openZipPackage(file, { ...PACKAGE_LIMITS, maxTotalBytes: 25_000 }))).toMatch(/more than 25000 bytes/);
  });

  it("refuses an archive without a catalogue file, and a file that is not a zip", async () => {
    expect(await refusal(openZipPackage(await zipOf("empty.zip", [{ name: "photos/a.jpg", bytes: Buffer.from("x") }])))).toMatch(/no catalogue\.json or catalogue\.csv/);
    const notZip = path.join(work, "not.zip");
    writeFileSync(notZip, "plain text");
    expect(await refusal(openZipPackage(notZip))).toMatch(/not a readable zip/);
  });
});

describe("folder packages", () => {
  it("finds files inside the folder only, never through a link or a parent path", async () => {
    const folder = path.join(work, "folder");
    mkdirSync(path.join(folder, "photos"), { recursive: true });
    writeFileSync(path.join(folder, "catalogue.json"), CATALOGUE);
    writeFileSync(path.join(folder, "photos", "a.jpg"), "jpeg");
    writeFileSync(path.join(work, "outside.jpg"), "secret");
    symlinkSync(path.join(work, "outside.jpg"), path.join(folder, "photos", "link.jpg"));
    symlinkSync(work, path.join(folder, "up"));
    const pkg = await openFolderPackage(path.join(folder, "catalogue.json"), folder);
    expect((await pkg.file("photos/a.jpg"))?.size).toBe(4);
    expect(await pkg.file("photos/link.jpg")).toBeNull();
    expect(await pkg.file("up/outside.jpg")).toBeNull();
    expect(await pkg.file("../outside.jpg")).toBeNull();
    expect(await pkg.file("photos")).toBeNull();
  });
});
