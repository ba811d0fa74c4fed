/**
 * Product documents: rendering (every type, every language, reproducible bytes, embedded fonts for
 * Cyrillic and CJK, text a PDF reader extracts and that stays inside the page), the document
 * service (validation, cache, shared renders) and the HTTP router.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, DOCUMENT_TYPES, type ContentLanguage } from "../../core/catalogue/enums";
import { documentVersion, guidesVersion } from "../../core/catalogue/media";
import { documentKey } from "../../core/product/product-builder";
import { documentPath } from "../../core/routing/document-path";
import { CollectionSchema, ProductSchema, localise, type Collection, type Product } from "../../core/catalogue/model";
import { createDocumentService, type DocumentService } from "../../server/documents/document-service";
import { createDocumentsRouter } from "../../server/documents/documents-router";
import { renderDocument } from "../../server/documents/render-document";
import { demoSeed } from "../support/demo-seed";
import { seedGuides } from "../../demo/catalogue/guides";
import { technicalDataFor } from "../../demo/catalogue/technical-data";
import { inkPerPage, pageLines, pdfFonts, pdfImages, pdfLines, pdfPages, pdfStructure } from "../support/pdf-tools";
import { wrapLines } from "../../server/documents/layout/wrap";
import { PAGE } from "../../server/documents/layout/theme";
import { DiskBlobStore } from "../../server/blobs/disk-blob-store";
import { DiskCache } from "../../server/render/disk-cache";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";
import { createRenderBudget, type RenderBudget } from "../../server/render/render-budget";

const GUIDES = seedGuides();

const collection: Collection = CollectionSchema.parse({
  code: "solid",
  family: "HIMACS_COLOR",
  name: { en: "Solid", de: "Solid", ja: "ソリッド", zh: "纯色", ru: "Однотонные" },
  sortOrder: 1,
});

const product: Product = ProductSchema.parse({
  contentId: "100234",
  itemNumber: "S728-BR",
  slug: "alpine-white-brushed",
  family: "HIMACS_COLOR",
  collection: "solid",
  name: { en: "Alpine White", de: "Alpinweiß", fr: "Blanc Alpin", ja: "アルパインホワイト", zh: "阿尔卑斯白", ru: "Альпийский белый" },
  description: {
    en: "A pure, bright white with a fine brushed finish. Non-porous and thermoformable, it joins without visible seams and suits kitchens, bathrooms, healthcare and hospitality interiors.",
    de: "Ein reines, strahlendes Weiß mit feiner gebürsteter Oberfläche. Porenfrei und thermoverformbar, fugenlos zu verbinden und ideal für Küchen, Bäder, Gesundheitswesen und Hotellerie.",
    ja: "繊細なブラッシュ仕上げを施した、純度の高い明るいホワイト。非多孔質で熱成形が可能なため、継ぎ目を目立たせずに接合できます。",
    zh: "纯净明亮的白色，表面为细腻拉丝效果。无孔、可热弯成型，可实现无缝拼接。",
    ru: "Чистый яркий белый цвет с тонкой шлифованной фактурой. Непористый и термоформуемый материал соединяется без видимых швов.",
  },
  features: [
    { en: "Non-porous and hygienic", de: "Porenfrei und hygienisch", ja: "非多孔質で衛生的", zh: "无孔卫生", ru: "Непористый и гигиеничный" },
    { en: "Seamless joints", de: "Fugenlose Verbindungen", ja: "継ぎ目のない接合", zh: "无缝拼接", ru: "Бесшовные соединения" },
    { en: "Thermoformable into curves and three-dimensional shapes" },
  ],
  colourFamily: "white",
  finish: "brushed",
  swatch: { texture: "solid", base: "#f2f1ec", accent: "#e3e1da", seed: 1234 },
  flags: ["new", "recycled"],
  dimensions: { thicknessMm: 12, widthMm: 760, lengthMm: 3680, weightKg: 58.5 },
  attributes: { edgeProfiles: ["eased", "bullnose"], fireGrade: "B-s1, d0", recycledContentPct: 12, material: "Acrylic solid surface" },
  regions: ["gl", "jp", "cn", "ru"],
  availableCountries: ["DE", "FR", "JP", "CN", "RU"],
  related: [],
  documents: [
    { type: "warranty", languages: ["en", "de"] },
    { type: "catalogue", languages: ["en", "ja", "zh", "ru"] },
  ],
  launchedAt: "2024-03-18",
  popularity: 100,
  technicalData: technicalDataFor({ family: "HIMACS_COLOR", flags: ["new", "recycled"], attributes: { recycledContentPct: 12 } }),
});

async function load(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

function languageOf(pdf: PDFDocument): string | undefined {
  const lang = pdf.catalog.get(PDFName.of("Lang"));
  return lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : undefined;
}

describe("renderDocument", () => {
  it.each(DOCUMENT_TYPES)("renders a %s that pdf-lib reads back", async (type) => {
    const started = performance.now();
    const bytes = await renderDocument({ guides: GUIDES, product, collection, type, language: "en", swatchImage: null });
    const elapsed = performance.now() - started;
    const pdf = await load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain("Alpine White");
    expect(languageOf(pdf)).toBe("en");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2024-03-18T00:00:00.000Z");
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    console.info(`${type}: ${pdf.getPageCount()} page(s), ${bytes.byteLength} bytes, ${elapsed.toFixed(0)} ms`);
  });

  it.each(CONTENT_LANGUAGES)("renders in %s with the localised name, falling back to English", async (language) => {
    const bytes = await renderDocument({ guides: GUIDES, product, collection, type: "care-and-maintenance", language, swatchImage: null });
    const pdf = await load(bytes);
    expect(pdf.getTitle()).toContain(localise(product.name, language));
    expect(languageOf(pdf)).toBe(language);
  });

  it("reads tests, certificates, warranty and fire class from the product's technical data", async () => {
    const seeded = demoSeed().products.find((p) => p.family === "HIMACS_COLOR" && p.flags.includes("recycled"))!;
    expect(seeded.technicalData).toEqual(product.technicalData);
    const technicalData = structuredClone(seeded.technicalData!);
    technicalData.warranty = { residentialYears: 21, commercialYears: 11 };
    technicalData.certificates.push({ name: "Test Mark QX-7", scope: "ceMarking" });
    const withData = ProductSchema.parse({ ...product, technicalData });
    const text = async (type: (typeof DOCUMENT_TYPES)[number], language: ContentLanguage = "en") =>
      (await pdfLines(await renderDocument({ guides: GUIDES, product: withData, collection, type, language, swatchImage: null }))).replace(/\u00a0/g, " ");
    const datasheet = await text("technical-datasheet");
    expect(datasheet).toContain("Flexural strength ISO 178 72 MPa");
    expect(datasheet).toContain("Resistance to dry heat EN 438-2 (180 °C) No visible change");
    expect(datasheet).toContain("Reaction to fire EN 13501-1 B-s1, d0");
    const report = await text("test-report", "de");
    expect(report).toContain("ISO 178 min. 40 MPa 72 MPa");
    const certificates = await text("certification");
    for (const name of ["ISO 9001:2015", "NSF/ANSI 51", "SCS Recycled Content", "Test Mark QX-7"]) expect(certificates).toContain(name);
    const warranty = await text("warranty");
    expect(warranty).toContain("21 years");
    expect(warranty).toContain("11 years");
    const { technicalData: _none, ...bare } = withData;
    const without = await pdfLines(await renderDocument({ guides: GUIDES, product: ProductSchema.parse(bare), collection, type: "technical-datasheet", language: "en", swatchImage: null }));
    expect(without).not.toContain("ISO 178");
    expect(without).toContain("Alpine White");
  });

  it("gives identical bytes for the same input, swatch image included", async () => {
    const first = await renderDocument({ guides: GUIDES, product, collection, type: "technical-datasheet", language: "de" });
    const second = await renderDocument({ guides: GUIDES, product, collection, type: "technical-datasheet", language: "de" });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const ja1 = await renderDocument({ guides: GUIDES, product, collection, type: "catalogue", language: "ja", swatchImage: null });
    const ja2 = await renderDocument({ guides: GUIDES, product, collection, type: "catalogue", language: "ja", swatchImage: null });
    expect(Buffer.from(ja1).equals(Buffer.from(ja2))).toBe(true);
  });

  it.each([
    ["ru", "Inter"],
    ["ja", "NotoSansJP"],
    ["zh", "NotoSansSC"],
  ] as const)("embeds two subset fonts of one family for %s, with text that copies", async (language: ContentLanguage, family) => {
    const bytes = await renderDocument({ guides: GUIDES, product, collection, type: "catalogue", language, swatchImage: null });
    const fonts = await pdfFonts(bytes);
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      expect(font.name).toMatch(new RegExp(`^[A-Z]{6}\\+${family}-`));
      expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    }
    // Subsets stay small: a CJK document is tens of kilobytes, not megabytes.
    expect(bytes.byteLength).toBeLessThan(400_000);
  });

  it("maps every glyph to the characters it shows, also after other documents used the same fonts", async () => {
    // The fonts are parsed once per worker. Writing a subset makes fontkit keep the parts of
    // accented letters ("U" of "Ü", "’" of "„") without characters; a French report rendered
    // afterwards must still show "U" and "’" that copy as themselves.
    await renderDocument({ guides: GUIDES, product, collection, type: "technical-datasheet", language: "de", swatchImage: null });
    const text = await pdfLines(await renderDocument({ guides: GUIDES, product, collection, type: "test-report", language: "fr", swatchImage: null }));
    expect(text).not.toMatch(/[?\ufffd\ue000-\uf8ff]/);
    // Letter-spaced table heads extract with spaces between letters ("R É S U LTAT").
    expect(text.replace(/ /g, "")).toContain("RÉSULTAT");
    expect(text).toContain("Résultats d’essai");
    expect(text).toContain("Épaisseur 12 mm");
  });

  /** Section headings and item number each document must show, and the name in the language. */
  const expected: Record<"ja" | "zh" | "ru", Record<"catalogue" | "technical-datasheet" | "warranty", string[]>> = {
    ja: { catalogue: ["製品カタログ", "特長とメリット", "主な仕様"], "technical-datasheet": ["技術データシート", "技術特性"], warranty: ["製品保証", "保証期間", "保証条件の概要"] },
    zh: { catalogue: ["产品目录", "特点与优势", "主要规格"], "technical-datasheet": ["技术数据表", "技术性能"], warranty: ["质量保证", "保修期", "条款摘要"] },
    ru: { catalogue: ["Каталог продукции", "Особенности и преимущества", "Основные характеристики"], "technical-datasheet": ["Технический паспорт", "Технические характеристики"], warranty: ["Гарантия", "Гарантийный срок", "Условия вкратце"] },
  };

  it.each((["ja", "zh", "ru"] as const).flatMap((language) => (["catalogue", "technical-datasheet", "warranty"] as const).map((type) => [language, type] as const)))(
    "sets a %s %s a reader can read: its words extract, every page is inked, nothing runs past the margins",
    async (language, type) => {
      const bytes = await renderDocument({ guides: GUIDES, product, collection, type, language, swatchImage: null });
      const pages = await pdfPages(bytes);
      const text = pages.flatMap((page) => page.words.map((word) => word.text)).join("");
      // CJK words run together in extraction; compare without spaces.
      for (const phrase of [localise(product.name, language), product.itemNumber, ...expected[language][type]]) expect(text).toContain(phrase.replace(/\s/g, ""));
      expect(text).not.toMatch(/[\ufffd\ue000-\uf8ff]/);
      const ink = await inkPerPage(bytes);
      expect(ink).toHaveLength(pages.length);
      for (const share of ink) expect(share).toBeGreaterThan(0.01);
      for (const page of pages) {
        for (const word of page.words) {
          expect(word.xMin, word.text).toBeGreaterThanOrEqual(PAGE.marginX - 0.5);
          expect(word.xMax, word.text).toBeLessThanOrEqual(page.width - PAGE.marginX + 0.5);
          expect(word.yMin, word.text).toBeGreaterThanOrEqual(0);
          expect(word.yMax, word.text).toBeLessThanOrEqual(page.height);
        }
      }
    },
  );

  it("tags the document for screen readers: title, headings, lists and tables, without running headers and footers", async () => {
    const bytes = await renderDocument({ guides: GUIDES, product, collection, type: "technical-datasheet", language: "ja", swatchImage: null });
    const tree = await pdfStructure(bytes);
    const element = (type: string, text: string) => new RegExp(`^\\s*${type}\\b.*\\n\\s*"${text}"`, "m");
    expect(tree).toMatch(element("H1", "アルパインホワイト"));
    expect(tree).toMatch(element("H2", "主な仕様"));
    expect(tree).toMatch(element("H2", "技術特性"));
    expect(tree).toMatch(/^\s*Table\b[\s\S]*^\s*TH\b[\s\S]*^\s*TD\b/m);
    expect(tree).toMatch(/^\s*L\b.*\n\s*LI\b.*\n\s*Lbl\b.*\n\s*"–"\n\s*LBody\b.*\n\s*"非多孔質で衛生的"/m);
    // The footer ("1 / 2 ページ") and the repeated running header are artifacts.
    expect(tree).not.toContain("ページ");
    expect(tree.match(/"アルパインホワイト"/g)).toHaveLength(1);
  });

  it("wraps text that is longer than its column, including unbroken words and CJK", () => {
    const measure = (text: string) => [...text].length * 5;
    const long = `${"Thermoformable".repeat(12)} surface ${"非多孔質で熱成形が可能なため、継ぎ目を目立たせずに接合できます。".repeat(4)}`;
    const lines = wrapLines(long, 120, measure);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(120);
    expect(lines.some((line) => line.startsWith("、") || line.startsWith("。"))).toBe(false);
    expect(lines.join("").replace(/\s/g, "")).toBe(long.replace(/\s/g, ""));
  });

  it("renders a product with a long name and long unbroken values without failing", async () => {
    const odd = ProductSchema.parse({
      ...product,
      name: { en: "Extraordinarily Long Product Name For A Surface Colour That Wraps Over Several Lines" },
      attributes: { ...product.attributes, remark: "X".repeat(180), application: Array.from({ length: 20 }, (_, i) => `Application area number ${i + 1}`) },
      features: Array.from({ length: 12 }, (_, i) => ({ en: `Feature ${i + 1}: ${"resistant ".repeat(30)}` })),
    });
    const bytes = await renderDocument({ guides: GUIDES, product: odd, collection, type: "catalogue", language: "en", swatchImage: null });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const word of pages.flatMap((page) => page.words)) expect(word.xMax, word.text).toBeLessThanOrEqual(PAGE.width - PAGE.marginX + 0.5);
    // A heading is never left alone at the foot of a page: content follows it on its page.
    const headings = ["Features and benefits", "Key specifications", "Product attributes", "Applications", "Availability", "Notes"];
    for (const page of pages) {
      const body = pageLines({ ...page, words: page.words.filter((word) => word.yMax < page.height - PAGE.bottom + 12) });
      expect(headings).not.toContain(body.at(-1));
    }
    const text = await pdfLines(bytes);
    expect(text).toContain("Extraordinarily Long Product Name");
    expect(text).toContain("X".repeat(40));
  });
});

/**
 * The file's render pool: one worker, which parses the PDF fonts on its first document and keeps
 * them, as the site's workers do. A new pool per service made every test start a worker and parse
 * the fonts again (up to 15 s of a test beside a second test run). A test that counts its renders
 * counts the pool's tasks from where it starts.
 */
let sharedPool: ImagePool | undefined;
function filePool(): ImagePool {
  sharedPool ??= createImagePool({ threads: 1, maxQueue: 32 });
  return sharedPool;
}

/** Another pool, for a test of the queue's bound (the file's pool has room for 32). */
function ownPool(maxQueue: number): ImagePool {
  const pool = createImagePool({ threads: 1, maxQueue });
  pools.push(pool);
  return pool;
}

/** A document service as the site runs it: the real render pool, a real disk cache in a temporary folder. */
function documentService(options: { maxCacheBytes?: number; maxQueue?: number; budget?: RenderBudget } = {}) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "documents-"));
  temporary.push(cacheDir);
  const pool = options.maxQueue === undefined ? filePool() : ownPool(options.maxQueue);
  const cache = new DiskCache({ root: cacheDir, maxBytes: options.maxCacheBytes ?? Number.POSITIVE_INFINITY });
  const service = createDocumentService({ lookup, pool, cache, cacheDir, ...(options.budget ? { budget: options.budget } : {}) });
  return { service, pool, cache, cacheDir };
}

const GUIDES_VERSION = guidesVersion(GUIDES);
const lookup = (contentId: string) => (contentId === product.contentId ? { product, collection, guides: GUIDES, guidesVersion: GUIDES_VERSION } : undefined);
const temporary: string[] = [];
const pools: ImagePool[] = [];
afterAll(async () => {
  await Promise.all([...pools, ...(sharedPool ? [sharedPool] : [])].map((pool) => pool.close()));
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

async function serve(service: DocumentService, trustProxy = false): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  // The rate-limit tests name their client with X-Forwarded-For.
  app.set("trust proxy", trustProxy);
  app.use("/documents", createDocumentsRouter(service));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("document service", () => {
  const request = (file: string, version = documentVersion(product, GUIDES_VERSION), contentId = product.contentId) => ({ contentId, version, file });

  // Starts the file's render worker, which loads the PDF fonts, and renders the warranty PDF at the end: up to 8 s on a loaded machine.
  it("validates the request against the catalogue, rendering and writing nothing for a bad one", async () => {
    const { service, pool, cacheDir } = documentService();
    const tasksBefore = pool.stats.tasks;
    const reasons = await Promise.all([
      service.get(request("warranty-en.pdf", documentVersion(product, GUIDES_VERSION), "999999")),
      service.get(request("warranty-en.pdf", "zzzzzz")),
      service.get(request("test-report-en.pdf")),
      service.get(request("warranty-ja.pdf")),
      service.get(request("warranty-xx.pdf")),
      service.get(request("brochure-en.pdf")),
      service.get(request("warranty_en.pdf")),
      service.get(request("../warranty-en.pdf")),
      service.get({} as never),
      service.get(null as never),
    ]);
    for (const result of reasons) expect(result.status).toBe("not-found");
    expect(reasons.map((r) => (r.status === "not-found" ? r.reason : ""))).toContain("stale version");
    expect(pool.stats.tasks).toBe(tasksBefore);
    expect(service.stats().renders).toBe(0);
    expect(readdirSync(cacheDir)).toEqual([]);
    expect((await service.get(request("warranty-en.pdf"))).status).toBe("ok");
  }, 30_000);

  // The worker typesets a Japanese PDF (it loads and subsets the CJK font): 3 s quiet, over 15 s beside a second run.
  it("renders each document once in a worker, sharing concurrent renders, and serves it from disk after", { timeout: 45_000 }, async () => {
    const { service, pool, cache } = documentService();
    const tasksBefore = pool.stats.tasks;
    const results = await Promise.all(Array.from({ length: 6 }, () => service.get(request("catalogue-ja.pdf"))));
    expect(service.stats().renders).toBe(1);
    expect(pool.stats.tasks - tasksBefore).toBe(1);
    expect(new Set(results.map((r) => (r.status === "ok" ? r.etag : "")))).toHaveLength(1);
    expect(cache.totalBytes).toBeGreaterThan(0);

    const again = await service.get(request("catalogue-ja.pdf"));
    expect(again.status).toBe("ok");
    expect(service.stats()).toMatchObject({ renders: 1, cacheHits: 1 });
    expect(pool.stats.tasks - tasksBefore).toBe(1);
    expect(again.status === "ok" && results[0]?.status === "ok" && again.etag === results[0].etag).toBe(true);
  });

  it("shows the manufacturer's own photo, not a drawn swatch, in a typeset document of a product whose primary image is stored", async () => {
    const blobs = new DiskBlobStore(mkdtempSync(path.join(tmpdir(), "document-blobs-")));
    // A red photo: the product's drawn swatch is near-white, so the embedded image tells them apart.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c0182a" } }).jpeg().toBuffer();
    const blob = await blobs.put(photo);
    const photographed = ProductSchema.parse({ ...product, contentId: "100299", images: [{ role: "swatch", file: { blob, mime: "image/jpeg", bytes: photo.length, width: 900, height: 600 } }] });
    const cacheDir = mkdtempSync(path.join(tmpdir(), "documents-"));
    temporary.push(cacheDir);
    const service = createDocumentService({ lookup: () => ({ product: photographed, collection, guides: GUIDES, guidesVersion: GUIDES_VERSION }), pool: filePool(), cache: new DiskCache({ root: cacheDir, maxBytes: Infinity }), cacheDir, blobs });
    const result = await service.get({ contentId: photographed.contentId, version: documentVersion(photographed, GUIDES_VERSION), file: "warranty-en.pdf" });
    if (result.status !== "ok") throw new Error(result.status);
    const [swatch] = await pdfImages(result.bytes);
    const { channels } = await sharp(swatch).stats();
    expect(channels[0]!.mean).toBeGreaterThan(150);
    expect(channels[1]!.mean).toBeLessThan(80);
  });

  // Renders three warranty PDFs in the file's worker: up to 5 s on a loaded machine.
  it("keeps the shared disk cache under its cap, evicting the least recently used document", { timeout: 30_000 }, async () => {
    const { service, cache } = documentService({ maxCacheBytes: 1 });
    await cache.ready;
    await service.get(request("warranty-en.pdf"));
    await service.get(request("warranty-de.pdf"));
    expect(cache.evicted).toBeGreaterThanOrEqual(1);
    await service.get(request("warranty-en.pdf"));
    expect(service.stats()).toMatchObject({ renders: 3, cacheHits: 0 });
  });
});

describe("documents router", () => {
  let server: { base: string; close: () => Promise<void> };
  let base: string;

  beforeAll(async () => {
    server = await serve(documentService().service);
    base = server.base;
  });
  afterAll(() => server.close());

  // Renders the warranty PDF on the first request: up to 5 s on a loaded machine.
  it("serves a PDF with immutable caching, a strong ETag and 304 on revalidation", { timeout: 30_000 }, async () => {
    const url = `${base}${documentPath(documentKey(product, "warranty", "en", GUIDES_VERSION))}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="S728-BR-warranty-en.pdf"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(body.subarray(0, 5)).toString()).toBe("%PDF-");
    expect((await load(body)).getTitle()).toContain("Alpine White");

    const revalidated = await fetch(url, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);

    const listed = await fetch(url, { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    const changed = await fetch(url, { headers: { "If-None-Match": '"other"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();

    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
  });

  const version = documentVersion(product, GUIDES_VERSION);
  it.each([
    ["unknown product", `/documents/999999/${version}/warranty-en.pdf`],
    ["stale version", `/documents/${product.contentId}/abc123/warranty-en.pdf`],
    ["type not offered", `/documents/${product.contentId}/${version}/test-report-en.pdf`],
    ["language not offered", `/documents/${product.contentId}/${version}/warranty-ja.pdf`],
    ["unknown type", `/documents/${product.contentId}/${version}/brochure-en.pdf`],
    ["malformed file name", `/documents/${product.contentId}/${version}/warranty_en.pdf`],
    ["upper-case extension", `/documents/${product.contentId}/${version}/warranty-en.PDF`],
    ["traversal in the file", `/documents/${product.contentId}/${version}/..%2F..%2Fwarranty-en.pdf`],
    ["traversal in the id", `/documents/..%2F..%2Fetc%2Fpasswd/${version}/warranty-en.pdf`],
    ["bad percent-encoding", `/documents/%E0%A4%A/${version}/warranty-en.pdf`],
    ["extra segment", `/documents/${product.contentId}/${version}/warranty-en.pdf/more`],
    ["missing segments", `/documents/${product.contentId}`],
    ["nothing", `/documents/`],
  ])("answers 404 JSON for %s", async (_name, path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { error?: unknown };
    expect(typeof body.error).toBe("string");
  });
});

describe("bounded document work", () => {
  const url = (type: string, language: string) => `/documents/${product.contentId}/${documentVersion(product, GUIDES_VERSION)}/${type}-${language}.pdf`;
  const offered = product.documents.flatMap((d) => d.languages.map((language) => url(d.type, language)));

  // Renders every document the product offers in a single new worker once the queue drains: up to 7 s on a loaded machine.
  it("answers 503 with Retry-After to renders beyond the queue, never waiting without bound", async () => {
    const { service, pool } = documentService({ maxQueue: 1 });
    const { base, close } = await serve(service);
    try {
      // One worker and a queue of one: of six different documents at once, at most two are taken.
      const responses = await Promise.all(offered.map((path) => fetch(base + path)));
      const refused = responses.filter((r) => r.status === 503);
      expect(refused.length).toBeGreaterThanOrEqual(offered.length - 2);
      for (const response of refused) {
        expect(response.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(((await response.json()) as { error: string }).error).toMatch(/busy/);
      }
      expect(responses.filter((r) => r.status === 200).length).toBe(offered.length - refused.length);
      expect(pool.stats.refused).toBe(refused.length);
      // Once the queue drains, the refused documents are served.
      for (const path of offered) expect((await fetch(base + path)).status).toBe(200);
    } finally {
      await close();
    }
  }, 30_000);

  // Renders three Latin documents in the file's worker (a fourth, Japanese, made it parse the CJK font
  // too, and passed 30 s beside a second test run): up to 5 s on a loaded machine.
  it("answers 429 with Retry-After once a client spent its render budget, while another client and cache hits are still served", { timeout: 30_000 }, async () => {
    const limited: string[] = [];
    const budget = createRenderBudget({ perMinute: 2, onLimited: (client) => limited.push(client) });
    const { service } = documentService({ budget });
    const { base, close } = await serve(service, true);
    const as = (client: string) => ({ headers: { "X-Forwarded-For": client } });
    try {
      const [first, second, third] = offered;
      expect((await fetch(base + first, as("203.0.113.7"))).status).toBe(200);
      expect((await fetch(base + second, as("203.0.113.7"))).status).toBe(200);
      const refused = await fetch(base + third, as("203.0.113.7"));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toMatch(/too many/);
      expect(limited).toEqual(["203.0.113.7"]);
      // A cache hit costs no budget.
      expect((await fetch(base + first, as("203.0.113.7"))).status).toBe(200);
      // Another client renders the same document: the budget is the client's, not the document's.
      expect((await fetch(base + third, as("198.51.100.9"))).status).toBe(200);
    } finally {
      await close();
    }
  });
});
