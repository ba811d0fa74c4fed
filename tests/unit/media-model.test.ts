/**
 * The stored-media contract: stored files and galleries in the model, the import-side schema with
 * package paths, and the versioned URLs of every gallery image (issue 9).
 */
import { describe, expect, it } from "vitest";
import { productGallery, enlargedSize } from "../../core/catalogue/gallery";
import { downloadUrl, enlargedUrl, galleryImageKey, imageKey, swatchSrcSet } from "../../core/catalogue/image-urls";
import { galleryEntries, imageVersion, IMAGE_RENDERER_VERSION, productImages, shortHash, storedDocument } from "../../core/catalogue/media";
import { DocumentRefSchema, ImportProductSchema, ProductImageSchema, ProductSchema, StoredFileSchema, type Product, type StoredFile } from "../../core/catalogue/model";
import { demoSeed } from "../support/demo-seed";

const seed = demoSeed().products[0]!;
const photo = (n: number, extra: Partial<StoredFile> = {}): StoredFile => ({ blob: n.toString(16).padStart(64, "a"), mime: "image/jpeg", bytes: 1000 + n, width: 4000, height: 3000, ...extra });
const pdf: StoredFile = { blob: "b".repeat(64), mime: "application/pdf", bytes: 2048 };

function withImages(images: Product["images"]): Product {
  return ProductSchema.parse({ ...seed, images });
}

describe("stored file schema", () => {
  it("accepts a content hash, a checked MIME type and a size", () => {
    expect(StoredFileSchema.safeParse(photo(1)).success).toBe(true);
    expect(StoredFileSchema.safeParse(pdf).success).toBe(true);
  });

  it.each([
    ["an upper-case hash", { ...pdf, blob: "B".repeat(64) }],
    ["a short hash", { ...pdf, blob: "b".repeat(63) }],
    ["an unsupported type", { ...pdf, mime: "image/gif" }],
    ["a zero size", { ...pdf, bytes: 0 }],
    ["a fractional size", { ...pdf, bytes: 1.5 }],
    ["an unknown field", { ...pdf, path: "docs/a.pdf" }],
  ])("refuses %s", (_, file) => {
    expect(StoredFileSchema.safeParse(file).success).toBe(false);
  });
});

describe("product images and documents in the model", () => {
  it("accepts a gallery of stored and generated images", () => {
    const product = withImages([{ role: "swatch", file: photo(1), alt: { en: "Abyss" } }, { role: "detail" }, { role: "room", file: photo(2, { mime: "image/png" }) }]);
    expect(product.images).toHaveLength(3);
  });

  it("refuses a PDF, or an image without its size, as an image file", () => {
    expect(ProductImageSchema.safeParse({ role: "detail", file: pdf }).success).toBe(false);
    expect(ProductImageSchema.safeParse({ role: "detail", file: { ...photo(1), width: undefined } }).success).toBe(false);
    expect(ProductImageSchema.safeParse({ role: "cover", file: photo(1) }).success).toBe(false);
  });

  it("caps the gallery at 12 images", () => {
    expect(ProductSchema.safeParse({ ...seed, images: Array.from({ length: 13 }, () => ({ role: "detail" })) }).success).toBe(false);
  });

  it("takes stored PDFs only for the document's languages", () => {
    expect(DocumentRefSchema.safeParse({ type: "technical-datasheet", languages: ["en", "de"], files: { en: pdf } }).success).toBe(true);
    const outside = DocumentRefSchema.safeParse({ type: "technical-datasheet", languages: ["en"], files: { de: pdf } });
    expect(outside.success).toBe(false);
    expect(outside.error?.issues[0]?.path).toEqual(["files"]);
    expect(DocumentRefSchema.safeParse({ type: "technical-datasheet", languages: ["en"], files: { en: photo(1) } }).success).toBe(false);
  });

  it("finds the stored PDF of a document language", () => {
    const product = ProductSchema.parse({ ...seed, documents: [{ type: "technical-datasheet", languages: ["en", "de"], files: { de: pdf } }] });
    expect(storedDocument(product, "technical-datasheet", "de")).toEqual(pdf);
    expect(storedDocument(product, "technical-datasheet", "en")).toBeUndefined();
  });
});

describe("import-side schema", () => {
  const row = (images: unknown, files: unknown = { en: "docs/abyss-en.pdf" }) => ({ ...seed, images, documents: [{ type: "technical-datasheet", languages: ["en"], files }] });

  it("takes package paths where the model has stored files", () => {
    expect(ImportProductSchema.safeParse(row([{ role: "swatch", file: "photos/abyss-1.jpg" }, { role: "detail" }])).success).toBe(true);
    expect(ProductSchema.safeParse(row([{ role: "swatch", file: "photos/abyss-1.jpg" }])).success).toBe(false);
  });

  it("still takes stored files, so an export can be imported again", () => {
    expect(ImportProductSchema.safeParse(row([{ role: "swatch", file: photo(1) }], { en: pdf })).success).toBe(true);
  });

  it.each(["/etc/passwd", "../secret.jpg", "photos/../../x.jpg", "photos//a.jpg", "C:/a.jpg", "photos\\a.jpg", "./a.jpg", ""])("refuses the path %j", (path) => {
    const result = ImportProductSchema.safeParse(row([{ role: "swatch", file: path }]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.join(".").startsWith("images.0.file"))).toBe(true);
  });
});

describe("gallery order and versions", () => {
  it("is one generated swatch without images, with the version it always had", () => {
    expect(galleryEntries(seed)).toEqual([{ index: 0, role: "swatch", alt: undefined, file: undefined }]);
    expect(imageVersion(seed)).toBe(shortHash(`${IMAGE_RENDERER_VERSION}:${JSON.stringify(seed.swatch)}`));
  });

  it("puts the first swatch image first and keeps the others in order", () => {
    const product = withImages([{ role: "room", file: photo(1) }, { role: "detail" }, { role: "swatch", file: photo(2) }, { role: "swatch", file: photo(3) }]);
    expect(galleryEntries(product).map((e) => e.file?.blob ?? e.role)).toEqual([photo(2).blob, photo(1).blob, "detail", photo(3).blob]);
  });

  it("shows the first image when none is a swatch", () => {
    const product = withImages([{ role: "room", file: photo(1) }, { role: "detail", file: photo(2) }]);
    expect(galleryEntries(product)[0]?.file).toEqual(photo(1));
  });

  it("versions a stored primary image by its content hash, not the swatch recipe", () => {
    const stored = withImages([{ role: "swatch", file: photo(1) }]);
    const otherRecipe = withImages([{ role: "swatch", file: photo(1) }]);
    otherRecipe.swatch = { ...otherRecipe.swatch, seed: otherRecipe.swatch.seed + 1 };
    expect(imageVersion(stored)).not.toBe(imageVersion(seed));
    expect(imageVersion(otherRecipe)).toBe(imageVersion(stored));
    expect(imageVersion(withImages([{ role: "swatch", file: photo(2) }]))).not.toBe(imageVersion(stored));
    expect(imageKey(stored)).toEqual({ id: seed.contentId, v: imageVersion(stored) });
  });

  it("gives generated images of different roles different versions", () => {
    const product = withImages([{ role: "swatch" }, { role: "detail" }, { role: "room" }]);
    const versions = [0, 1, 2].map((i) => galleryImageKey(product, i)!.v);
    expect(new Set(versions).size).toBe(3);
    expect(versions[0]).toBe(imageVersion(seed));
    expect(galleryImageKey(product, 3)).toBeUndefined();
  });
});

describe("gallery URLs", () => {
  const product = withImages([
    { role: "swatch", file: photo(1), alt: { en: "Abyss, full slab" } },
    { role: "detail", file: photo(2, { width: 1200, height: 1600, mime: "image/png" }) },
    { role: "room" },
  ]);
  const gallery = productGallery(product, "https://img.example/images/");

  it("serves the primary image under the swatch URLs the cards already use", () => {
    const [first] = gallery;
    const urls = productImages(product, "https://img.example/images");
    expect(first!.srcset).toEqual(urls.swatch);
    expect(first!.thumbnail).toBe(urls.thumbnail);
    expect(first!.enlarged).toEqual(urls.enlarged);
    expect(first!.download).toBe(urls.download);
    expect(first!.srcset.webp).toBe(swatchSrcSet("https://img.example/images", imageKey(product), "webp"));
    expect(first!.thumbnail).toBe(`https://img.example/images/swatch/${seed.contentId}/${imageVersion(product)}/320.webp`);
    expect(first).toMatchObject({ index: 0, role: "swatch", stored: true, alt: { en: "Abyss, full slab" }, enlargedWidth: 2400, enlargedHeight: 1800 });
  });

  it("names later images by content id and index, with their own versions", () => {
    const second = gallery[1]!;
    expect(second.key).toEqual({ id: seed.contentId, v: second.key.v, i: 1 });
    expect(second.thumbnail).toBe(`https://img.example/images/swatch/${seed.contentId}-1/${second.key.v}/320.webp`);
    expect(second.enlarged.avif).toBe(`https://img.example/images/enlarged/${seed.contentId}-1/${second.key.v}/2400.avif`);
    expect(second.download).toBe(`https://img.example/images/download/${seed.contentId}-1/${second.key.v}/${seed.slug}-1.jpg`);
    expect(second.enlarged.webp).toBe(enlargedUrl("https://img.example/images", second.key, "webp"));
    expect(second.download).toBe(downloadUrl("https://img.example/images", second.key, seed.slug));
    expect(second).toMatchObject({ stored: true, enlargedWidth: 1200, enlargedHeight: 1600 });
    expect(gallery[2]).toMatchObject({ index: 2, role: "room", stored: false, enlargedWidth: 2400, enlargedHeight: 2400 });
  });

  it("never gives two images the same URL", () => {
    const urls = gallery.flatMap((g) => [...g.srcset.avif.split(", "), ...g.srcset.webp.split(", "), g.enlarged.avif, g.enlarged.webp, g.download].map((u) => u.split(" ")[0]));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("never enlarges beyond the original", () => {
    expect(enlargedSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(enlargedSize({ width: 4800, height: 1000 })).toEqual({ width: 2400, height: 500 });
  });
});
