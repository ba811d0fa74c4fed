/**
 * The online book in real Chromium: a deep link opens its page, the keyboard turns pages and the
 * URL follows, a thumbnail goes to its page, zoom enlarges the page, and axe finds nothing.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;

/**
 * Typesets a book ahead over HTTP (the render is the slow part, not what is tested here), then opens
 * it and waits for its first page. Each test typesets its own book within its own time, of a
 * category smaller than HIMACS (about 500 swatches, typeset by online-book.test.ts): VIATERA's GL
 * book draws about 250 and TERACANTO's JP book about 150. A HIMACS book passed 60 s beside a second
 * test run.
 */
async function openBook(page: Page, path: string): Promise<void> {
  const html = await (await fetch(baseUrl + path)).text();
  const pdf = /href="(\/documents\/book\/[^"]+\.pdf)"/.exec(html)![1]!;
  expect((await fetch(baseUrl + pdf)).status).toBe(200);
  await page.goto(baseUrl + path);
  await waitForHydration(page);
  await page.getByRole("toolbar").waitFor();
}

const pageLabel = (page: Page) => page.getByRole("toolbar").locator("[aria-live]");
const currentPage = (page: Page) => new URL(page.url()).searchParams.get("page");

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("online book in Chromium", () => {
  it("opens at the page of a deep link, turns pages with the keyboard and thumbnails, and zooms", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await openBook(page, "/gl/products/viatera-quartz-surface/online-book?page=3");
    await expect.poll(() => pageLabel(page).textContent()).toMatch(/^Page 3 of \d+$/);
    const total = Number(/of (\d+)/.exec((await pageLabel(page).textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(10);
    const canvas = page.getByRole("img", { name: `Page 3 of ${total}` });
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(300);

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => pageLabel(page).textContent()).toBe(`Page 4 of ${total}`);
    expect(currentPage(page)).toBe("4");
    await page.keyboard.press("End");
    await expect.poll(() => currentPage(page)).toBe(String(total));
    await page.keyboard.press("Home");
    await expect.poll(() => currentPage(page)).toBe("1");

    await page.getByRole("button", { name: "Go to page 7" }).click();
    await expect.poll(() => pageLabel(page).textContent()).toBe(`Page 7 of ${total}`);
    expect(currentPage(page)).toBe("7");

    const shown = page.getByRole("img", { name: `Page 7 of ${total}` });
    const before = (await shown.boundingBox())!.width;
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(async () => (await shown.boundingBox())!.width).toBeGreaterThan(before * 1.2);
    await page.keyboard.press("-");
    await expect.poll(async () => Math.round((await shown.boundingBox())!.width)).toBe(Math.round(before));

    await screenshot(page, "online-book-desktop-gl");
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("ignores a page out of range and reads in Japanese on a phone", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await openBook(page, "/jp/products/teracanto-porcelain-surface/online-book?page=999");
    await expect.poll(() => pageLabel(page).textContent()).toMatch(/^1 \/ \d+ ページ$/);
    await page.getByRole("button", { name: "次のページ" }).click();
    await expect.poll(() => currentPage(page)).toBe("2");
    await screenshot(page, "online-book-phone-jp");
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
