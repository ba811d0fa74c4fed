/**
 * Compare in real Chromium: fill the tray to four from the finder, choose a fifth (the full-tray
 * dialog: replace, then edit), the tray survives a reload, a shared URL opens in a fresh browser
 * and can be kept, an empty compare says so, the units switch and "Show only differences" work,
 * and the page works without JavaScript. axe on the page and the dialog; screenshots at phone and
 * desktop widths in GL (metric), US (inches) and JP (Japanese).
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const FINDER = "/gl/products/himacs-solid-surface/himacs-finder";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, device: BrowserContextOptions = DESKTOP, js = true) {
  const context = await browser.newContext({ ...device, javaScriptEnabled: js });
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  if (js) await waitForHydration(page);
  return { context, page };
}

const results = (page: Page) => page.getByRole("region", { name: "Products" });
const compareButtons = (page: Page) => results(page).getByRole("button", { name: /^Add to compare, / });
const headerCompare = (page: Page, count: number) => page.getByRole("banner").getByRole("link", { name: `Compare, ${count} product${count === 1 ? "" : "s"}` });
const table = (page: Page) => page.getByRole("region", { name: "Products side by side" }).getByRole("table");
const productHeaders = (page: Page) => table(page).getByRole("columnheader");
const nameOf = async (page: Page, i: number) => ((await compareButtons(page).nth(i).getAttribute("aria-label")) ?? "").replace(/^Add to compare, /, "");

async function loadImages(page: Page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

describe("compare in Chromium", () => {
  it("fills to four from the finder, asks on a fifth (replace, then edit), and keeps the tray on reload", async () => {
    const { context, page } = await open(FINDER);
    await headerCompare(page, 0).waitFor();
    const names = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => nameOf(page, i)));
    for (let i = 0; i < 4; i++) {
      await compareButtons(page).nth(i).click();
      await expect.poll(() => compareButtons(page).nth(i).getAttribute("aria-pressed")).toBe("true");
    }
    await headerCompare(page, 4).waitFor();

    await compareButtons(page).nth(4).click();
    const dialog = page.getByRole("dialog", { name: "Your compare is full" });
    await dialog.getByText("Replace the first product you added with the one you selected?").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "compare-full-dialog-desktop", { fullPage: false });
    await dialog.getByRole("button", { name: "Replace" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => compareButtons(page).nth(0).getAttribute("aria-pressed")).toBe("false");
    expect(await compareButtons(page).nth(4).getAttribute("aria-pressed")).toBe("true");
    await headerCompare(page, 4).waitFor();

    await compareButtons(page).nth(5).click();
    await dialog.getByRole("link", { name: "Edit products in compare" }).click();
    await page.waitForURL(/\/gl\/products\/compare$/);
    await expect.poll(() => productHeaders(page).allInnerTexts()).toHaveLength(4);
    const shown = await productHeaders(page).allInnerTexts();
    for (const name of names.slice(1, 5)) expect(shown.some((text) => text.includes(name))).toBe(true);

    await page.reload();
    await waitForHydration(page);
    expect(await productHeaders(page).count()).toBe(4);
    await headerCompare(page, 4).waitFor();
    await loadImages(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "compare-gl-desktop");

    // Remove one: the table and the header follow.
    await table(page).getByRole("button", { name: `Remove ${names[1]} from compare` }).click();
    await expect.poll(() => productHeaders(page).count()).toBe(3);
    await headerCompare(page, 3).waitFor();
    await context.close();
  });

  it("switches units and shows only the differences", async () => {
    const ids = await someIds("gl", 3, "HIMACS_COLOR");
    const { context, page } = await open(`/gl/products/compare?ids=${ids.join(",")}`);
    const thickness = table(page).getByRole("row", { name: /^Thickness/ });
    await expect.poll(() => thickness.innerText()).toMatch(/\d mm/);
    await page.getByRole("radio", { name: "Imperial" }).check();
    await expect.poll(() => thickness.innerText()).toMatch(/\d″/);
    await page.getByRole("radio", { name: "Metric" }).check();

    const rows = table(page).locator("tbody tr:not(.compare-table__group)");
    const all = await rows.count();
    await page.getByRole("link", { name: "Show only differences" }).click();
    await page.waitForURL(/diff=1/);
    await page.getByRole("link", { name: "Show all specifications" }).waitFor();
    const differing = await rows.count();
    expect(differing).toBeLessThan(all);
    expect(await table(page).locator("tbody tr.compare-table__row:not(.compare-table__row--differs)").count()).toBe(0);
    // Screen readers hear which rows differ.
    expect(await table(page).locator("tr.compare-table__row th").first().innerText()).toMatch(/differs$/);
    await context.close();
  });

  it("opens a shared comparison in a fresh browser, keeps it, and shows an empty compare", async () => {
    const ids = [...(await someIds("gl", 2, "HIMACS_COLOR")), ...(await someIds("gl", 1, "VIATERA_COLOR"))];
    const { context, page } = await open(`/gl/products/compare?ids=${ids.join(",")}`, PHONE);
    await headerCompare(page, 0).waitFor();
    expect(await productHeaders(page).count()).toBe(3);
    await loadImages(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "compare-shared-gl-phone");
    await page.getByRole("button", { name: "Keep this comparison" }).click();
    await page.waitForURL(/\/gl\/products\/compare$/);
    await headerCompare(page, 3).waitFor();
    // The header's count follows the cookie at once; the page drops the offer when it renders.
    await page.getByRole("button", { name: "Keep this comparison" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Clear compare" }).click();
    await page.getByText("No items to compare").waitFor();
    await headerCompare(page, 0).waitFor();
    await context.close();

    const fresh = await open("/gl/products/compare", DESKTOP);
    await fresh.page.getByText("No items to compare").waitFor();
    expect(await accessibilityViolations(fresh.page)).toEqual([]);
    await screenshot(fresh.page, "compare-empty-desktop");
    await fresh.context.close();
  });

  it("reads in inches in the US and in Japanese in Japan", async () => {
    const us = await open(`/us/products/compare?ids=${(await someIds("us", 4, "HIMACS_COLOR")).join(",")}`, DESKTOP);
    await expect.poll(() => table(us.page).getByRole("row", { name: /^Thickness/ }).innerText()).toMatch(/\d″/);
    await loadImages(us.page);
    await screenshot(us.page, "compare-us-desktop");
    await us.context.close();

    const jp = await open(`/jp/products/compare?ids=${(await someIds("jp", 3, "DECO_COLOR")).join(",")}`, PHONE);
    await jp.page.getByRole("heading", { level: 1, name: "製品比較" }).waitFor();
    await jp.page.getByRole("region", { name: "製品の並列比較" }).waitFor();
    await loadImages(jp.page);
    expect(await accessibilityViolations(jp.page)).toEqual([]);
    await screenshot(jp.page, "compare-jp-phone");
    await jp.context.close();
  });

  it("adds from the product page, and from a card without JavaScript (back on the finder with a note, then the compare page)", async () => {
    const { context, page } = await open("/gl/products/himacs-solid-surface/detail/abyss-granite-g091");
    const toggle = page.getByRole("button", { name: "Add to compare" });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await headerCompare(page, 1).waitFor();
    await context.close();

    const noJs = await open(FINDER, DESKTOP, false);
    const name = await nameOf(noJs.page, 0);
    await compareButtons(noJs.page).first().click();
    // A same-origin post needs no token (decision 0052): the visitor is back on the finder, told so.
    await noJs.page.waitForURL((url) => url.hash === "#compare-added" && url.pathname === new URL(FINDER, baseUrl).pathname);
    await noJs.page.getByText("Added to compare.").waitFor();
    await noJs.page.getByRole("link", { name: "Open compare" }).click();
    await noJs.page.waitForURL(/\/gl\/products\/compare$/);
    expect(await productHeaders(noJs.page).allInnerTexts()).toEqual([expect.stringContaining(name)]);
    await noJs.context.close();
  });
});

async function someIds(region: string, count: number, category: string): Promise<string[]> {
  const list = (await (await fetch(`${baseUrl}/${region}/api/products?category=${category}&pageSize=${count}`)).json()) as { items: Array<{ contentId: string }> };
  return list.items.map((item) => item.contentId);
}
