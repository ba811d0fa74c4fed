/**
 * The product page's zoom views and guides in real Chromium: the enlarged image zoomed with the
 * buttons, the keys (+, −, 0, arrows to pan) and the mouse wheel; the download view with the same
 * zoom and its Download link; the edge profile and finish guides as dialogs that return focus to
 * their openers; axe on each dialog at desktop and phone width; and, without JavaScript, the guides
 * page the openers link to.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;
/** A VIATERA product with a brushed finish and edge profiles: both guides apply, with the brushed care advice. */
let productPath: string;
let productName: string;
let edgeCount: number;

interface ApiProduct {
  name: string;
  url: string;
  finish?: string;
  attributes: { edgeProfiles?: string[] };
}

beforeAll(async () => {
  const list = (await (await fetch(`${baseUrl}/gl/api/products?category=VIATERA_COLOR&pageSize=60`)).json()) as { items: { slug: string }[] };
  for (const { slug } of list.items) {
    const product = (await (await fetch(`${baseUrl}/gl/api/products/by-slug/${slug}`)).json()) as ApiProduct;
    if (product.finish === "brushed" && product.attributes.edgeProfiles?.length) {
      productPath = product.url;
      productName = product.name;
      edgeCount = product.attributes.edgeProfiles.length;
      break;
    }
  }
  expect(productPath).toBeDefined();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(device: BrowserContextOptions, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...device, javaScriptEnabled });
  const page = await context.newPage();
  // A hydration mismatch (say, a <dialog> inside a <p>) surfaces here as a page error.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(baseUrl + productPath);
  if (javaScriptEnabled) await waitForHydration(page);
  return { context, page, errors };
}

/** The zoom level as announced ("Zoom 150%"), as a number. */
async function level(dialog: Locator): Promise<number> {
  const text = (await dialog.locator("output").textContent()) ?? "";
  return Number(/(\d+)\s*%/.exec(text)?.[1]);
}

/** Where panzoom has moved the image (its translate, in unscaled pixels). */
async function pan(dialog: Locator): Promise<{ x: number; y: number }> {
  const transform = await dialog.locator(".zoom__stage").evaluate((el: HTMLElement) => el.style.transform);
  const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(transform);
  return { x: Number(match?.[1] ?? 0), y: Number(match?.[2] ?? 0) };
}

async function imageLoaded(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
}

async function expectFocusReturnedTo(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(text);
}

describe("product zoom views and guides in Chromium", () => {
  it("zooms the enlarged image with buttons, keys and the wheel, and pans with the arrows", async () => {
    const { context, page } = await open(DESKTOP);
    await page.getByRole("link", { name: "Enlarge image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: productName });
    await dialog.waitFor();
    await imageLoaded(dialog);
    expect(await level(dialog)).toBe(100);
    // The zoom library arrives with the first view that needs it.
    await expect.poll(() => dialog.locator(".zoom__stage").evaluate((el: HTMLElement) => el.style.transform)).toContain("scale(");

    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => level(dialog)).toBe(149);
    await page.keyboard.press("+");
    await expect.poll(() => level(dialog)).toBeGreaterThan(200);
    const before = await pan(dialog);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await pan(dialog)).x).toBeLessThan(before.x);
    expect((await pan(dialog)).y).toBeLessThan(before.y);
    await screenshot(page, "zoom-enlarged-desktop");

    await dialog.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(() => level(dialog)).toBe(149);
    await page.keyboard.press("0");
    await expect.poll(() => level(dialog)).toBe(100);
    await expect.poll(async () => (await pan(dialog)).x).toBe(0);

    // The wheel zooms around the pointer.
    const box = (await dialog.locator(".zoom__viewport").boundingBox())!;
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => level(dialog)).toBeGreaterThan(100);
    await page.keyboard.press("-");
    await page.keyboard.press("0");
    await expect.poll(() => level(dialog)).toBe(100);

    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expectFocusReturnedTo(page, "Enlarge image");
    await context.close();
  });

  it("shows the download view with its size, zoom and a link to the JPEG", async () => {
    const { context, page } = await open(DESKTOP);
    await page.getByRole("link", { name: "Download image" }).click();
    const dialog = page.getByRole("dialog", { name: `Download: ${productName}` });
    await dialog.waitFor();
    await imageLoaded(dialog);
    // Generated images download at 3000 pixels square.
    expect(await dialog.getByText("JPEG, 3,000 × 3,000 pixels").count()).toBe(1);
    await page.keyboard.press("+");
    await expect.poll(() => level(dialog)).toBe(149);
    await dialog.getByRole("button", { name: "Whole image" }).click();
    await expect.poll(() => level(dialog)).toBe(100);

    const download = dialog.getByRole("link", { name: "Download JPEG" });
    expect(await download.getAttribute("download")).not.toBeNull();
    const response = await fetch(baseUrl + (await download.getAttribute("href"))!);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "zoom-download-desktop");
    await page.keyboard.press("Escape");
    await expectFocusReturnedTo(page, "Download image");
    await context.close();
  });

  for (const [device, name] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    it(`opens the edge profile and finish guides and returns focus (${name})`, async () => {
      const { context, page, errors } = await open(device);
      const guides = page.getByRole("region", { name: "Guides" });

      await guides.getByRole("link", { name: "Edge profile guide" }).click();
      const edges = page.getByRole("dialog", { name: "Edge profile guide" });
      // The guides' text arrives as a chunk of its own, fetched on the way to the opener or on opening.
      await expect.poll(() => edges.getByRole("img", { name: /^Section of the .+ edge profile$/ }).count()).toBe(8);
      expect(await edges.getByRole("heading", { name: "Knife" }).count()).toBe(1);
      expect(await edges.getByText("Offered for this product", { exact: true }).count()).toBe(edgeCount);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `guide-edges-${name}`);
      await edges.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => edges.isVisible()).toBe(false);
      await expectFocusReturnedTo(page, "Edge profile guide");

      await guides.getByRole("link", { name: "Finish guide" }).click();
      const finishes = page.getByRole("dialog", { name: "Finish guide" });
      await finishes.getByRole("heading", { name: "Polished" }).waitFor();
      expect(await finishes.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Polished", "Brushed", "Leather", "Velvet touch"]);
      expect(await finishes.getByRole("heading", { name: "Care of a brushed finish" }).count()).toBe(1);
      expect(await finishes.getByText("This product's finish", { exact: true }).count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `guide-finishes-${name}`);
      await page.keyboard.press("Escape");
      await expectFocusReturnedTo(page, "Finish guide");

      if (name === "phone") {
        await page.getByRole("link", { name: "Enlarge image", exact: true }).click();
        const enlarged = page.getByRole("dialog", { name: productName });
        await imageLoaded(enlarged);
        await enlarged.getByRole("button", { name: "Zoom in" }).click();
        await expect.poll(() => level(enlarged)).toBe(149);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, "zoom-enlarged-phone");
        await page.keyboard.press("Escape");
        await page.getByRole("link", { name: "Download image" }).click();
        const download = page.getByRole("dialog", { name: `Download: ${productName}` });
        await imageLoaded(download);
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("links the guides' openers to the guides page without JavaScript, which marks the product's own", async () => {
    const { context, page } = await open(DESKTOP, false);
    const guides = page.getByRole("region", { name: "Guides" });
    const opener = guides.getByRole("link", { name: "Edge profile guide" });
    expect(await opener.getAttribute("href")).toMatch(/^\/gl\/products\/guides\?product=\w+#edge-profiles$/);
    expect(await guides.getByRole("link", { name: "Finish guide" }).getAttribute("href")).toMatch(/^\/gl\/products\/guides\?product=\w+#finishes$/);
    expect(await page.getByRole("link", { name: "Download image" }).getAttribute("href")).toMatch(/\.jpg$/);
    // The product page carries neither the guides' text nor their drawings: they are the guides page's.
    const html = await (await fetch(baseUrl + productPath)).text();
    expect(html).not.toContain("guideText.");
    expect(html).not.toContain("Roman ogee");
    await opener.click();
    await page.waitForURL(/\/gl\/products\/guides\?product=/);
    const section = page.locator("#edge-profiles");
    expect(await section.getByRole("heading", { name: "Edge profile guide" }).isVisible()).toBe(true);
    expect(await section.getByRole("img", { name: /^Section of the .+ edge profile$/ }).count()).toBe(8);
    expect(await section.getByText("Offered for this product", { exact: true }).count()).toBe(edgeCount);
    expect(await page.locator("#finishes").getByRole("heading", { name: "Care of a brushed finish" }).count()).toBe(1);
    // The way back to the product.
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: productName }).getAttribute("href")).toBe(productPath);
    await context.close();
  });
});
