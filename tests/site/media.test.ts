/** Images and documents as a client of the API meets them: every URL it hands out works. */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeManufacturerPackage } from "../fixtures/make-manufacturer-package";
import { ownServerForFile } from "../support/own-server";
import { runBundledCli } from "../support/bundled-cli";


// The catalogue changes under this file's hands: it runs its own server (and the CLI beside it).
const site = ownServerForFile();

async function json(path: string) {
  return (await (await fetch(site.url + path)).json()) as Record<string, any>;
}

describe("product media", () => {
  // Renders a swatch, its smallest AVIF and the 3000 px JPEG download on request: up to 10 s on a loaded machine.
  it("serves the swatch, enlarged and download images the API names", async () => {
    const list = await json("/gl/api/products?category=TERACANTO_COLOR&pageSize=1");
    const images = list.items[0].images;
    const thumbnail = await fetch(site.url + images.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const smallestAvif = images.swatch.avif.split(", ")[0].split(" ")[0];
    expect((await fetch(site.url + smallestAvif)).headers.get("content-type")).toBe("image/avif");
    const download = await fetch(site.url + images.download);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(download.headers.get("content-type")).toBe("image/jpeg");
  }, 45_000);

  // Renders every document of a product, in French, on the shared server: up to 8 s on a loaded machine.
  it("serves every document of a product as a PDF", async () => {
    const list = await json("/gl/api/products?category=HIMACS_COLOR&pageSize=1");
    const product = await json(`/gl/api/products/${list.items[0].contentId}?lang=fr`);
    expect(product.documents.length).toBeGreaterThan(0);
    for (const doc of product.documents) {
      const response = await fetch(site.url + doc.url);
      expect(response.status, doc.url).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  }, 30_000);

  it("answers JSON 404 for stale or malformed media URLs, never 500", async () => {
    for (const path of ["/images/swatch/123/abc/160.webp", "/images/swatch/10100001/stale/160.webp", "/images/..%2f..%2fetc/passwd", "/documents/1/2/x.pdf", "/documents/%E0%A4%A"]) {
      const response = await fetch(site.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
  });
});

/** `npm run catalog` beside the running site: it shares the site's PGlite folder and blob store. */
const catalog = (...args: string[]) => runBundledCli("catalog", args, { PGLITE_DIR: site.dataDir, BLOB_DIR: `${site.dataDir}-blobs`, DATABASE_URL: "" });

describe("a manufacturer's package imported beside the running site", () => {
  const work = mkdtempSync(path.join(tmpdir(), "media-package-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  // Draws a five-product package and runs the bundled catalog CLI as a child process: up to 6 s on a loaded machine.
  it("refuses a package with a PDF named .jpg, naming line, row and field", { timeout: 30_000 }, async () => {
    const bad = await makeManufacturerPackage(path.join(work, "bad.zip"), { defect: "pdf-as-jpg", products: 5 });
    // Other site tests may have imported some of these products already: nothing may change.
    const live = async () => Promise.all(bad.products.map(async (p) => (await fetch(`${site.url}/${p.regions[0]}/api/products/${p.contentId}`)).text()));
    const before = await live();
    const versionBefore = ((await (await fetch(`${site.url}/healthz`)).json()) as { catalogueVersion: number }).catalogueVersion;
    const result = await catalog("import", bad.path);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Import rejected: nothing was written");
    expect(result.stderr).toMatch(/line \d+, products\[3\], images\[1\]\.file: .* is not a JPEG or PNG image \(found application\/pdf\)/);
    expect(await live()).toEqual(before);
    expect(((await (await fetch(`${site.url}/healthz`)).json()) as { catalogueVersion: number }).catalogueVersion).toBe(versionBefore);
  });

  // Draws a 20-product package, imports it with the CLI and renders its enlarged images: up to 25 s on a loaded machine.
  it("is live at once: product page, gallery, images and documents serve the package's files", async () => {
    const made = await makeManufacturerPackage(path.join(work, "good.zip"));
    const result = await catalog("import", made.path);
    // Progress on stderr, and nothing else: every file checked and stored, then the rows handed over.
    expect(result.stderr).toMatch(/Checked files (\d+)\/\1\n/);
    expect(result.stderr).toMatch(/Stored files (\d+)\/\1\n/);
    expect(result.stderr).not.toContain("rejected");
    expect(result.stdout).toContain("Imported 20 product(s)");

    const product = made.products.find((p) => p.photos.length === 3)!;
    const api = await json(`/${product.regions[0]}/api/products/${product.contentId}`);
    expect(api.gallery).toHaveLength(3);
    expect(api.gallery.every((image: { stored: boolean }) => image.stored)).toBe(true);

    const page = await fetch(site.url + api.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page shows the primary stored photo, and its data carries every gallery image's key.
    expect(html).toContain(api.gallery[0].thumbnail.replace("/320.webp", "/"));
    for (const image of api.gallery.slice(1)) expect(html).toContain(image.thumbnail.split("/").at(-2));

    for (const image of api.gallery) {
      const enlarged = await fetch(site.url + image.enlarged.avif);
      expect(enlarged.status, image.enlarged.avif).toBe(200);
      expect(enlarged.headers.get("content-type")).toBe("image/avif");
      const meta = await sharp(Buffer.from(await enlarged.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([image.enlargedWidth, image.enlargedHeight]);
    }
    const download = await fetch(site.url + api.gallery[0].download);
    const original = made.files.get(product.photos[0]!.path)!;
    expect(download.status).toBe(200);
    if (product.photos[0]!.mime === "image/jpeg") expect(Buffer.from(await download.arrayBuffer()).equals(original)).toBe(true);

    for (const doc of api.documents) {
      for (const file of doc.files) {
        const response = await fetch(site.url + file.url);
        expect(response.status, file.url).toBe(200);
        const bytes = Buffer.from(await response.arrayBuffer());
        const sent = made.files.get(product.documents.find((d) => d.type === doc.type)!.files[file.language as "en" | "de"])!;
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(createHash("sha256").update(sent).digest("hex"));
      }
    }
  }, 90_000);
});
