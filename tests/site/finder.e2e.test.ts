/**
 * The finder in real Chromium: filters, sort, search, grouping, Load more, Clear all, shared URLs,
 * the navigation guard (product page and back; entering from the menu), the page without
 * JavaScript, accessibility, and screenshots at phone and desktop widths in a Latin and a CJK locale.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { DESKTOP, PHONE, SCREENSHOTS, accessibilityViolations, followCategoryMenu, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const FINDER = "/gl/products/himacs-solid-surface/himacs-finder";
const JP_FINDER = "/jp/products/deco-film/deco-finder";
let browser: Browser;
/**
 * One desktop context for the tests that leave nothing behind in it (no cookie, no storage): each
 * opens a page of its own there, so the site's scripts are fetched and compiled once, not once a test.
 */
let desktop: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
  desktop = await browser.newContext(DESKTOP);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `path` hydrated (or without JavaScript); `own` gives it a context of its own: a fresh browser, or a test that leaves a cookie. */
async function open(path: string, device: BrowserContextOptions = DESKTOP, options: { js?: boolean; own?: boolean } = {}) {
  const js = options.js ?? true;
  const context = device === DESKTOP && js && !options.own ? desktop : await browser.newContext({ ...device, javaScriptEnabled: js });
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  if (js) await waitForHydration(page);
  return { page, close: () => (context === desktop ? page.close() : context.close()) };
}

/** The result count ("577 products"), announced politely when it changes. */
const resultCount = (page: Page) => page.locator('[aria-live="polite"]').first();
const results = (page: Page) => page.getByRole("region", { name: "Products" });
/** Each card's name is a level-3 heading holding its one link. */
const cardNames = (page: Page) => results(page).getByRole("heading", { level: 3 });
const rail = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const total = async (page: Page) => Number((await resultCount(page).textContent())!.replace(/\D/g, ""));

async function waitForCount(page: Page, text: string | RegExp) {
  await resultCount(page).filter({ hasText: text }).waitFor();
}

async function checkedNames(scope: Locator) {
  const boxes = scope.getByRole("checkbox", { checked: true });
  return Promise.all((await boxes.all()).map((box) => box.getAttribute("value")));
}

describe("finder in Chromium", () => {
  // The file's first finder load and hydration, a facet tick that fetches the results again, and a full-page screenshot: over 30 s with three test files at once on this machine.
  it("filters by a facet value: the count and the canonical URL follow", { timeout: 120_000 }, async () => {
    const { page, close } = await open(FINDER);
    const all = await total(page);
    const white = rail(page).getByRole("checkbox", { name: /^White \d+$/ });
    const expected = Number((await white.locator("xpath=..").textContent())!.replace(/\D/g, ""));
    await white.check();
    await page.waitForURL(new RegExp(`${FINDER}/filter/color/white$`));
    await waitForCount(page, `${expected} products`);
    expect(expected).toBeLessThan(all);
    expect(await white.isChecked()).toBe(true);
    await page.getByRole("link", { name: "Remove filter: White" }).waitFor();
    await screenshot(page, "finder-filtered-desktop");
    await close();
  });

  it("sorts Z to A from the select", async () => {
    const { page, close } = await open(FINDER);
    const firstAz = await cardNames(page).first().textContent();
    await page.getByRole("combobox", { name: "Sort" }).selectOption({ label: "Products Z to A" });
    await page.waitForURL(/\?sort=za$/);
    await cardNames(page).first().filter({ hasNotText: firstAz! }).waitFor();
    const names = await cardNames(page).allTextContents();
    expect([...names].sort((a, b) => b.localeCompare(a, "en"))).toEqual(names);
    await close();
  });

  it("finds a product by its item number", async () => {
    const list = (await (await fetch(`${baseUrl}/gl/api/products?category=HIMACS_COLOR&pageSize=1`)).json()) as { items: Array<{ itemNumber: string; name: string }> };
    const product = list.items[0]!;
    const { page, close } = await open(FINDER);
    const search = page.getByRole("search", { name: "Search this finder" });
    await search.getByRole("searchbox").fill(product.itemNumber);
    await search.getByRole("searchbox").press("Enter");
    await page.waitForURL(new RegExp(`\\?q=${product.itemNumber}$`));
    await page.getByRole("heading", { level: 1, name: `Results for “${product.itemNumber}”` }).waitFor();
    await cardNames(page).filter({ hasText: product.name }).waitFor();
    expect(await results(page).getByText(product.itemNumber).count()).toBeGreaterThan(0);
    await close();
  });

  // Loads the finder, switches to grouped results, loads every lazy image (24 cold swatches) and takes a full-page screenshot: 48 s in a full run on a slow day.
  it("groups the results under collection headings", { timeout: 120_000 }, async () => {
    const { page, close } = await open(FINDER);
    await page.getByRole("link", { name: "Grouped by collections" }).click();
    await page.waitForURL(/\?group=collections$/);
    await page.locator('a[aria-current="true"]', { hasText: "Grouped by collections" }).waitFor();
    const headings = results(page).getByRole("heading", { level: 2 });
    await headings.nth(1).waitFor();
    expect(await headings.count()).toBeGreaterThan(1);
    await screenshot(page, "finder-grouped-desktop", { allImages: true });
    await close();
  });

  it("loads more in place: the page grows without jumping to the top", async () => {
    const { page, close } = await open(FINDER);
    const before = await cardNames(page).count();
    expect(before).toBe(24);
    const loadMore = page.getByRole("link", { name: "Load more" });
    await loadMore.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await loadMore.click();
    await page.waitForURL(/\?page=2$/);
    await cardNames(page).nth(before).waitFor();
    expect(await cardNames(page).count()).toBe(48);
    await page.getByText(/^Showing 48 of \d+$/).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1);
    await close();
  });

  it("clears every filter with Clear all", async () => {
    const { page, close } = await open(FINDER);
    const all = await total(page);
    await page.goto(`${baseUrl}${FINDER}/filter/color/white/pattern/solid`);
    await waitForHydration(page);
    expect(await total(page)).toBeLessThan(all);
    await results(page).getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL(new RegExp(`${FINDER}$`));
    await waitForCount(page, `${all.toLocaleString("en")} products`);
    expect(await checkedNames(rail(page))).toEqual([]);
    await close();
  });

  it("shows the same results when a shared filter URL is opened again", async () => {
    const shared = `${FINDER}/filter/color/white?sort=za&page=2`;
    const first = await open(shared);
    const names = await cardNames(first.page).allTextContents();
    const count = await resultCount(first.page).textContent();
    await first.page.reload();
    expect(await cardNames(first.page).allTextContents()).toEqual(names);
    // Another visitor: a browser of their own.
    const second = await open(shared, DESKTOP, { own: true });
    expect(await cardNames(second.page).allTextContents()).toEqual(names);
    expect(await resultCount(second.page).textContent()).toBe(count);
    expect(await checkedNames(rail(second.page))).toEqual(["white"]);
    await first.close();
    await second.close();
  });

  it("brings filters, loaded results and scroll position back after a product page", async () => {
    const { page, close } = await open(`${FINDER}/filter/pattern/solid`);
    await page.getByRole("link", { name: "Load more" }).click();
    await page.waitForURL(/\?page=2$/);
    await cardNames(page).nth(30).waitFor();
    const listUrl = page.url();
    const card = cardNames(page).nth(30).getByRole("link");
    await card.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(500);
    const name = (await card.textContent())!;
    await card.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(page.url()).toContain("/detail/");
    await page.goBack();
    await page.waitForURL(listUrl);
    await cardNames(page).nth(47).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrollY);
    expect(await checkedNames(rail(page))).toEqual(["solid"]);
    await close();
  });

  it("brings the filters and scroll position back when a product page links straight to its finder", async () => {
    const { page, close } = await open(`${FINDER}/filter/pattern/solid`);
    const listUrl = page.url();
    const card = cardNames(page).nth(9).getByRole("link");
    await card.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    const name = (await card.textContent())!;
    await card.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "HIMACS Finder" }).click();
    await page.waitForURL(listUrl);
    // Back where the visitor was (within a few lines: late font or image layout may move it slightly).
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 100, scrollY);
    expect(await checkedNames(rail(page))).toEqual(["solid"]);
    await close();
  });

  it("resets the filters when the finder is entered from the header menu", async () => {
    const { page, close } = await open(`${FINDER}/filter/color/white`);
    await followCategoryMenu(page, "HIMACS", "Overview");
    await page.waitForURL(/\/gl\/products\/himacs-solid-surface$/);
    await page.getByRole("main").getByRole("link", { name: /^Explore (the finder|collection)$/ }).first().click();
    await page.waitForURL(new RegExp(`${FINDER}$`));
    await rail(page).waitFor();
    expect(await checkedNames(rail(page))).toEqual([]);
    expect(await page.getByRole("link", { name: /^Remove filter/ }).count()).toBe(0);
    await close();
  });

  it("toggles compare on a card and answers like with the sign-in message", async () => {
    // The compare tray is a cookie: a context of its own, so no other test sees it.
    const { page, close } = await open(FINDER, DESKTOP, { own: true });
    const compare = results(page).getByRole("button", { name: /^Add to compare/ }).first();
    await compare.click();
    await expect.poll(() => compare.getAttribute("aria-pressed")).toBe("true");
    const like = results(page).getByRole("button", { name: /^Save .+ to Likes$/ }).first();
    await like.click();
    await page.getByRole("status").filter({ hasText: "Log in to save to your Likes" }).getByRole("link", { name: "Sign in" }).waitFor();
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    await close();
  });

  // Fetches three finders' HTML and loads each again in Chromium without JavaScript: up to 30 s in a full run.
  it("keeps the first view small: under 800 elements and 100 kB of HTML (docs/performance.md budgets)", { timeout: 120_000 }, async () => {
    for (const path of [FINDER, "/gl/products/all-colors", JP_FINDER]) {
      const response = await fetch(baseUrl + path);
      expect(Buffer.byteLength(await response.text())).toBeLessThan(100_000);
      const { page, close } = await open(path, DESKTOP, { js: false });
      expect(await page.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(800);
      await close();
    }
  });

  // Loads the finder on a phone with every lazy image, takes two screenshots, ticks two filters in the sheet, runs axe and applies: up to 29 s in a full run.
  it("filters on a phone in the sheet, applied with \"Show N products\"", { timeout: 90_000 }, async () => {
    const { page, close } = await open(FINDER, PHONE);
    await screenshot(page, "finder-phone", { allImages: true });
    // The same "Filters" disclosure that works without JavaScript opens the sheet once hydrated.
    await page.locator("summary", { hasText: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filter products" });
    await sheet.getByRole("checkbox", { name: /^Black \d+$/ }).check();
    await sheet.getByRole("group", { name: "Pattern" }).getByRole("checkbox", { name: /^Solid \d+$/ }).check();
    expect(page.url()).toBe(baseUrl + FINDER);
    // The sheet covers the viewport: a viewport screenshot shows it as the visitor sees it.
    await screenshot(page, "finder-sheet-phone", { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);
    // The footer counts what the ticks would show before they apply (phones.e2e.test.ts checks the number).
    await sheet.getByRole("button", { name: /^Show \d+ products?$/ }).click();
    await page.waitForURL(new RegExp(`${FINDER}/filter/color/black/pattern/solid$`));
    await sheet.waitFor({ state: "hidden" });
    await page.locator("summary", { hasText: "2 filters selected" }).waitFor();
    await close();
  });

  // Up to four server-rendered page loads without JavaScript (the finder, Apply, sort, Load more): over 30 s with three test files at once on this machine.
  it("works without JavaScript: tick, Apply, sort and Load more", { timeout: 120_000 }, async () => {
    const { page, close } = await open(FINDER, DESKTOP, { js: false });
    await rail(page).getByRole("checkbox", { name: /^White \d+$/ }).check();
    await rail(page).getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(new RegExp(`${FINDER}/filter/color/white$`));
    expect(await checkedNames(rail(page))).toEqual(["white"]);
    const filtered = await total(page);
    await page.getByRole("combobox", { name: "Sort" }).selectOption({ label: "Products Z to A" });
    await page.locator("form", { has: page.getByRole("combobox", { name: "Sort" }) }).getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(new RegExp(`${FINDER}/filter/color/white\\?sort=za$`));
    expect(await total(page)).toBe(filtered);
    if (filtered > 24) {
      await page.getByRole("link", { name: "Load more" }).click();
      await page.waitForURL(/page=2/);
      expect(await cardNames(page).count()).toBe(Math.min(48, filtered));
    }
    await close();
  });

  // Without JavaScript on a phone, Filters opens as a disclosure and Apply applies the ticks: phones.e2e.test.ts ("the filters on a phone without JavaScript", at 320 px).

  // Each loads and hydrates a finder and runs axe over it: up to 29 s in a full run (the JP phone page grouped by collections).
  it.each([
    ["desktop", FINDER + "/filter/color/white", DESKTOP],
    ["phone", FINDER + "/filter/color/white", PHONE],
    ["desktop", JP_FINDER, DESKTOP],
    ["phone", JP_FINDER + "?group=collections", PHONE],
  ] as const)("has no axe violations (%s, %s)", { timeout: 90_000 }, async (_, path, device) => {
    const { page, close } = await open(path, device);
    expect(await accessibilityViolations(page)).toEqual([]);
    await close();
  });

  // Pictures only (npm run test:screens): the axe tests above load and hydrate these finders.
  // A page's every image, cold on a phone's wider swatches: 20 s in a full run, up to 75 s.
  it.runIf(SCREENSHOTS).each([
    ["finder-desktop", FINDER, DESKTOP],
    ["finder-jp-desktop", JP_FINDER, DESKTOP],
    ["finder-jp-phone", JP_FINDER, PHONE],
  ] as const)("screenshot %s", { timeout: 90_000 }, async (name, path, device) => {
    const { page, close } = await open(path, device);
    await screenshot(page, name, { allImages: true });
    await close();
  });
});
