/**
 * A product's gallery in real Chromium, with a manufacturer's photos imported beside the running
 * site: thumbnails choose the image shown, the enlarged view steps through every image with its
 * buttons and the arrow keys, Escape returns focus, and without JavaScript every control is a link
 * to the image itself.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeManufacturerPackage, type PackageProduct } from "../fixtures/make-manufacturer-package";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { ownServerForFile } from "../support/own-server";

// The import changes the catalogue: this file runs its own server (and the CLI beside it).
const site = ownServerForFile();
const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "gallery-"));
let browser: Browser;
let product: PackageProduct;
let productPath: string;

function importPackage(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/catalog.ts", "import", file], {
      cwd: root,
      env: { ...process.env, PGLITE_DIR: site.dataDir, BLOB_DIR: `${site.dataDir}-blobs`, DATABASE_URL: "" },
      stdio: "ignore",
    });
    child.on("exit", resolve);
  });
}

beforeAll(async () => {
  const made = await makeManufacturerPackage(path.join(work, "gallery.zip"), { products: 3 });
  expect(await importPackage(made.path)).toBe(0);
  // The fixture gives products 2, 3 and 4 photos in turn: take the one with most.
  product = [...made.products].sort((a, b) => b.photos.length - a.photos.length)[0]!;
  const api = (await (await fetch(`${site.url}/gl/api/products/${product.contentId}`)).json()) as { url: string };
  productPath = api.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

const mainImage = (page: Page) => page.getByRole("region", { name: "Product images" }).locator(".gallery__main img");

describe("product gallery in Chromium", () => {
  // Loads and hydrates a product page with imported photos, steps through them enlarged until the full-size image loads, runs axe and takes a full-page screenshot: up to 21 s alone, over 30 s with three test files at once.
  it("chooses an image from the thumbnails and steps through all of them enlarged", { timeout: 120_000 }, async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(site.url + productPath);
    await waitForHydration(page);
    const count = product.photos.length;
    const thumbnails = page.getByRole("link", { name: /^Image \d+ of \d+/ });
    await expect.poll(() => thumbnails.count()).toBe(count);
    expect(await thumbnails.first().getAttribute("aria-current")).toBe("true");

    const first = await mainImage(page).getAttribute("src");
    await page.getByRole("link", { name: new RegExp(`^Image 2 of ${count}`) }).click();
    expect(await mainImage(page).getAttribute("src")).not.toBe(first);
    expect(await thumbnails.nth(1).getAttribute("aria-current")).toBe("true");
    expect(page.url()).toBe(site.url + productPath);

    const enlarge = page.getByRole("link", { name: "Enlarge image", exact: true });
    await enlarge.click();
    const dialog = page.getByRole("dialog", { name: product.name });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(`Image 2 of ${count}`).count()).toBe(1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => dialog.getByText(`Image 3 of ${count}`).count()).toBe(1);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect.poll(() => dialog.getByText(`Image 1 of ${count}`).count()).toBe(1);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => dialog.getByText(`Image ${count} of ${count}`).count()).toBe(1);
    const enlargedImage = dialog.getByRole("img");
    await expect.poll(() => enlargedImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "gallery-enlarged-desktop");

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Enlarge image");
    // The page shows the image the enlarged view was left on, and offers it for download.
    expect(await thumbnails.nth(count - 1).getAttribute("aria-current")).toBe("true");
    const download = await page.getByRole("link", { name: "Download image" }).getAttribute("href");
    expect((await fetch(site.url + download!)).headers.get("content-type")).toBe("image/jpeg");
    await context.close();
  });

  it("has no axe violations on a phone and shows the thumbnails", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(site.url + productPath);
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "gallery-phone");
    await context.close();
  });

  it("links every control to the image itself without JavaScript", async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + productPath);
    const thumbnail = page.getByRole("link", { name: /^Image 2 of/ });
    const href = await thumbnail.getAttribute("href");
    expect(href).toMatch(/\/images\/enlarged\/\d+-1\/[0-9a-z]+\/2400\.webp$/);
    const response = await page.request.get(site.url + href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    await context.close();
  });
});
