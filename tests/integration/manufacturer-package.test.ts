/**
 * Issue 9 end to end on both databases: a manufacturer's package (tests/fixtures) is imported with
 * its photos and PDFs, then the API, the image pipeline and the document links serve those files
 * over real HTTP. Packages with a corrupt image, a PDF named .jpg or a 200 MB file are refused
 * whole, naming row and field, with the catalogue and the blob store unchanged.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deltaE2000, meanLab } from "../../core/catalogue/colour/mean-colour";
import { galleryEntries } from "../../core/catalogue/media";
import { labAt } from "../../core/catalogue/colour/nearest";
import { colourIndexFor } from "../../core/product/colour-index";
import { relatedProducts } from "../../core/product/related";
import { DiskBlobStore } from "../../server/blobs/disk-blob-store";
import { catalogueVersion } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { openPackage } from "../../server/catalogue/import/import-package";
import { runImport, runPackageImport } from "../../server/catalogue/import/run-import";
import { createDocumentService } from "../../server/documents/document-service";
import { createDocumentsRouter } from "../../server/documents/documents-router";
import { createApiRouter } from "../../server/http/api/api-router";
import { FinderService } from "../../server/finder/finder-service";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { createImageService } from "../../server/images/image-service";
import { createImagesRouter } from "../../server/images/images-router";
import { makeManufacturerPackage, type ManufacturerPackage, type PackageDefect } from "../fixtures/make-manufacturer-package";
import { ENGINES } from "../support/databases";

const work = mkdtempSync(path.join(tmpdir(), "manufacturer-package-"));
let packages: Promise<{ good: ManufacturerPackage; bad: Record<PackageDefect, ManufacturerPackage>; hugeFolder: ManufacturerPackage }> | null = null;

/** Made once for both engines: drawing 59 photos and 120 PDFs takes a few seconds. */
function fixtures() {
  packages ??= (async () => {
    const good = await makeManufacturerPackage(path.join(work, "good.zip"));
    const bad = {} as Record<PackageDefect, ManufacturerPackage>;
    for (const defect of ["corrupt-image", "pdf-as-jpg", "huge-file"] as const) bad[defect] = await makeManufacturerPackage(path.join(work, `${defect}.zip`), { defect });
    const hugeFolder = await makeManufacturerPackage(path.join(work, "huge-folder"), { format: "folder", defect: "huge-file" });
    return { good, bad, hugeFolder };
  })();
  return packages;
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

afterAll(() => rmSync(work, { recursive: true, force: true }));
// Draws the packages once for both engines, apart from their database hooks: 59 photos and 120 PDFs
// take about 15 s of CPU, and over 60 s beside a second test run.
beforeAll(async () => {
  await fixtures();
}, 120_000);

describe.each(ENGINES)("manufacturer package on $name", (engine) => {
  let server: Server;
  let base = "";
  let dispose: () => Promise<void>;
  let store: CatalogueStore;
  let pool: ImagePool;
  let db: Awaited<ReturnType<(typeof ENGINES)[number]["open"]>>["handle"]["db"];
  const blobDir = path.join(work, `${engine.name}-blobs`);
  const blobs = new DiskBlobStore(blobDir);

  const importFile = async (source: string, filesDir: string | null = null) => {
    const pkg = await openPackage(source, filesDir);
    try {
      return await runPackageImport(db, pkg, { mode: "upsert", blobs });
    } finally {
      await pkg.close();
    }
  };

  // Opens a seeded copy and loads its 4,000 products: some 12 s beside the other files.
  beforeAll(async () => {
    const opened = await engine.openSeeded();
    dispose = opened.dispose;
    db = opened.handle.db;
    store = new CatalogueStore(db);
    await store.refresh();
    pool = createImagePool({ threads: 1, maxQueue: 64 });
    const cacheDir = path.join(work, `${engine.name}-cache`);
    const images = createImageService({
      cacheDir,
      pool,
      blobs,
      lookup: (id) => {
        const product = store.current.products.get(id);
        return product && { swatch: product.swatch, slug: product.slug, images: product.images };
      },
    });
    const documents = createDocumentService({
      cacheDir,
      pool,
      blobs,
      cache: images.cache,
      lookup: (id) => {
        const snapshot = store.current;
        const product = snapshot.products.get(id);
        return product && { product, collection: snapshot.collections.get(product.collection), guides: snapshot.guides, guidesVersion: snapshot.guidesVersion };
      },
    });
    const app = express();
    app.use("/images", createImagesRouter(images));
    app.use("/documents", createDocumentsRouter(documents));
    app.use("/:region/api", createApiRouter({ store, finder: new FinderService(store), imageBase: "/images" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    server?.close();
    await pool?.close();
    await dispose?.();
  });

  // Checks a refused package's files: up to 4 s on a loaded machine. The catalogue's version is read
  // alone, not with its 4,000 products (the version is what a write would change; decision 0076).
  it.each(["corrupt-image", "pdf-as-jpg", "huge-file"] as const)("refuses a package with a %s, naming row and field, and changes nothing", { timeout: 30_000 }, async (defect) => {
    const { bad } = await fixtures();
    const before = await catalogueVersion(db);
    const result = await importFile(bad[defect].path);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors;
    expect(error).toMatchObject({ row: "products[3]", field: "images[1].file" });
    expect(error!.line).toBeGreaterThan(1);
    expect(error!.message).toContain(bad[defect].defect!.path);
    expect(error!.message).toMatch({ "corrupt-image": /cannot be decoded/, "pdf-as-jpg": /not a JPEG or PNG image \(found application\/pdf\)/, "huge-file": /200\.0 MB, above the limit/ }[defect]);
    expect(await catalogueVersion(db)).toBe(before);
    expect(filesUnder(blobDir)).toEqual([]);
  });

  it("refuses file paths without a package, and stored files the blob store does not hold", async () => {
    const { good } = await fixtures();
    const pkg = await openPackage(good.path, null);
    const content = pkg.catalogue.content;
    await pkg.close();
    const bare = await runImport(db, content, "json", { mode: "upsert", blobs });
    expect(bare.ok).toBe(false);
    if (bare.ok) return;
    expect(bare.errors[0]).toMatchObject({ row: "products[0]", field: "images[0].file", message: expect.stringContaining("import a zip package, or name the folder of files with --files") });
    const rows = JSON.parse(content) as { products: Array<{ images: Array<{ file: unknown }> }> };
    rows.products[0]!.images[0]!.file = { blob: "0".repeat(64), mime: "image/jpeg", bytes: 10, width: 10, height: 10 };
    const unknown = await runImport(db, JSON.stringify({ products: [rows.products[0]] }, null, 2), "json", { mode: "upsert", blobs });
    expect(unknown).toMatchObject({ ok: false, errors: expect.arrayContaining([expect.objectContaining({ field: "images[0].file", message: expect.stringContaining("no stored file 000000000000") })]) });
    expect(filesUnder(blobDir)).toEqual([]);
  });

  it("refuses a 200 MB file in a folder package by its size, without reading it", async () => {
    const { hugeFolder } = await fixtures();
    const result = await importFile(hugeFolder.path, hugeFolder.filesDir);
    expect(result).toMatchObject({ ok: false, errors: [{ row: "products[3]", field: "images[1].file", message: expect.stringMatching(/200\.0 MB/) }] });
    expect(filesUnder(blobDir)).toEqual([]);
  });

  // Imports a 20-product package: decodes its 59 photos (measuring each primary one's colour), checks
  // its 120 PDFs and stores every file: with the reload below it passed 30 s beside a second test run.
  it("imports the package: 20 products, every file stored once by its content hash", async () => {
    const { good } = await fixtures();
    const before = await catalogueVersion(db);
    const result = await importFile(good.path);
    expect(result).toMatchObject({ ok: true, summary: { products: 20, dryRun: false } });
    expect(await catalogueVersion(db)).toBeGreaterThan(before);
    const stored = filesUnder(blobDir).map((file) => path.basename(file)).sort();
    expect(stored).toEqual([...new Set([...good.files.values()].map(sha256))].sort());
  }, 30_000);

  // Reloads the 4,000-product store (what the site serves): its version and colours are the stored ones.
  it("serves the imported products from the store: their photos, technical data and colours", async () => {
    const { good } = await fixtures();
    await store.refresh();
    const after = store.current;
    expect(after.version).toBe(await catalogueVersion(db));
    for (const made of good.products) {
      const product = store.current.products.get(made.contentId)!;
      expect(product.images?.map((image) => image.file?.blob)).toEqual(made.photos.map((photo) => sha256(good.files.get(photo.path)!)));
      expect(product.images?.map((image) => [image.file?.width, image.file?.height])).toEqual(made.photos.map((photo) => [photo.width, photo.height]));
      expect(product.technicalData).toBeDefined();
    }
    // "Similar colours" places a product by its photo: the mean of every pixel of the primary one.
    const index = colourIndexFor(store.current);
    for (const made of good.products.slice(0, 4)) {
      const product = store.current.products.get(made.contentId)!;
      const primary = await blobs.get(galleryEntries(product)[0]!.file!.blob);
      const photoMean = meanLab(await sharp(primary!).removeAlpha().raw().toBuffer());
      expect(deltaE2000(after.productColours.get(made.contentId)!, photoMean), made.name).toBeLessThan(2);
      // The product page's "similar colours" read the store's colour table: the product sits there at
      // its photo's colour, and the page lists the nearest colours to it.
      expect(deltaE2000(labAt(index, index.position.get(made.contentId)!), photoMean), made.name).toBeLessThan(2);
      const similar = relatedProducts(product, index, { region: product.regions[0]!, locale: "en", language: "en", collection: (code) => store.collection(code) }).nearestColours;
      expect(similar.length, made.name).toBeGreaterThan(0);
    }
  }, 30_000);

  // Renders 16 pictures of four photos (WebP, AVIF, the enlargement, the JPEG download): 11 s beside a second test run.
  it("serves every photo of a gallery through the image pipeline, at the sizes the API states", { timeout: 30_000 }, async () => {
    const { good } = await fixtures();
    const made = good.products.find((p) => p.photos.length === 4)!;
    const region = store.current.products.get(made.contentId)!.regions[0]!;
    const api = (await (await fetch(`${base}/${region}/api/products/${made.contentId}`)).json()) as Record<string, any>;
    expect(api.gallery).toHaveLength(4);
    expect(api.images.thumbnail).toBe(api.gallery[0].thumbnail);
    expect(api.gallery[0]).toMatchObject({ index: 0, role: "swatch", stored: true, alt: `${made.name}, full view` });
    for (const [index, image] of (api.gallery as Array<Record<string, any>>).entries()) {
      const photo = made.photos[index]!;
      const thumbnail = await fetch(base + image.thumbnail);
      expect(thumbnail.status, image.thumbnail).toBe(200);
      expect(thumbnail.headers.get("content-type")).toBe("image/webp");
      expect(thumbnail.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 320, format: "webp" });

      const smallestAvif = image.srcset.avif.split(", ")[0].split(" ")[0];
      const avif = await fetch(base + smallestAvif);
      expect(avif.headers.get("content-type")).toBe("image/avif");
      expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({ width: 160, height: 160 });

      const enlarged = await fetch(base + image.enlarged.webp);
      expect(enlarged.status).toBe(200);
      const enlargedMeta = await sharp(Buffer.from(await enlarged.arrayBuffer())).metadata();
      expect([enlargedMeta.width, enlargedMeta.height]).toEqual([image.enlargedWidth, image.enlargedHeight]);
      expect(image.enlargedWidth).toBe(Math.min(photo.width, 2400));

      const download = await fetch(base + image.download);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("image/jpeg");
      expect(download.headers.get("content-disposition")).toContain(index === 0 ? `${made.slug}.jpg` : `${made.slug}-${index}.jpg`);
      const downloaded = Buffer.from(await download.arrayBuffer());
      // A JPEG downloads as the manufacturer sent it; a PNG as a JPEG of the same size.
      if (photo.mime === "image/jpeg") expect(sha256(downloaded)).toBe(sha256(good.files.get(photo.path)!));
      else expect(await sharp(downloaded).metadata()).toMatchObject({ format: "jpeg", width: photo.width, height: photo.height });
    }
  });

  it("serves the manufacturer's PDFs at the document links, in both languages", async () => {
    const { good } = await fixtures();
    const made = good.products[0]!;
    const region = store.current.products.get(made.contentId)!.regions[0]!;
    const api = (await (await fetch(`${base}/${region}/api/products/${made.contentId}`)).json()) as Record<string, any>;
    expect(api.documents).toHaveLength(3);
    for (const doc of api.documents as Array<{ type: string; files: Array<{ language: "en" | "de"; url: string; stored: boolean }> }>) {
      expect(doc.files.map((f) => f.language)).toEqual(["en", "de"]);
      for (const file of doc.files) {
        expect(file.stored).toBe(true);
        const response = await fetch(base + file.url);
        expect(response.status, file.url).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await response.arrayBuffer());
        const sent = good.files.get(made.documents.find((d) => d.type === doc.type)!.files[file.language])!;
        expect(sha256(bytes)).toBe(sha256(sent));
        expect((await PDFDocument.load(bytes)).getTitle()).toContain(made.name);
      }
    }
  });

  it("answers JSON 404s for gallery URLs that name no current image", async () => {
    const { good } = await fixtures();
    const made = good.products.find((p) => p.photos.length === 2)!;
    const region = store.current.products.get(made.contentId)!.regions[0]!;
    const api = (await (await fetch(`${base}/${region}/api/products/${made.contentId}`)).json()) as Record<string, any>;
    const second: string = api.gallery[1].thumbnail;
    const version = second.split("/").at(-2)!;
    for (const url of [
      second.replace(`${made.contentId}-1/`, `${made.contentId}-2/`),
      second.replace(`${made.contentId}-1/`, `${made.contentId}-0/`),
      second.replace(`${made.contentId}-1/`, `${made.contentId}-01/`),
      second.replace(`/${version}/`, `/${api.gallery[0].thumbnail.split("/").at(-2)}/`),
      api.gallery[1].download.replace(`${made.slug}-1.jpg`, `${made.slug}.jpg`),
    ]) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });

  // The whole import again (every photo decoded, every file hashed): 16 s beside a second test run.
  it("imports the same package again without storing anything twice", { timeout: 30_000 }, async () => {
    const { good } = await fixtures();
    const count = filesUnder(blobDir).length;
    expect((await importFile(good.path)).ok).toBe(true);
    expect(filesUnder(blobDir)).toHaveLength(count);
  });
});
