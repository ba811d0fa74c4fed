/**
 * Real Chromium (Debian's headless shell or /usr/bin/chromium, or CHROMIUM_PATH; chromium.ts) driven by playwright-core.
 * No downloaded browsers: they cannot be fetched on these machines. One Chromium serves the whole
 * run (browser-server.ts); each file connects and opens its own contexts.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { inject } from "vitest";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");

const ONE_PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export interface LaunchOptions {
  /**
   * "stand-ins": every catalogue image (`/images/…`) is answered in the browser with a 1-pixel GIF,
   * for files that check roles, text, layout and axe, not pictures. Each image's box is reserved
   * by its width and height, so the layout is the same, and the server is spared the cold renders
   * (about 0.5 CPU-s a swatch) that each page load waited for. Images are checked where they are
   * the subject: tests/site/media.test.ts, gallery, product-zoom, where-to-buy, likes-spec-pack.
   * Screenshots (SCREENSHOTS=1) always get the real images.
   */
  images?: "real" | "stand-ins";
}

/**
 * The browser project's shared Chromium (browser-server.ts), connected for this file: its `close()`
 * ends this file's connection and contexts, not the browser.
 */
export async function launchBrowser({ images = "real" }: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.connect(inject("browserEndpoint"));
  const open = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await open(options);
    if (images === "stand-ins") await standInImages(context);
    // A navigation waits for the page's load, and so for its images, rendered cold on the server's
    // two cores: beside a second test run a finder page took over Playwright's 30 s. Waits stay
    // shorter than the browser tests' own timeout (60 s), so a hang fails with the wait's message.
    context.setDefaultTimeout(45_000);
    context.setDefaultNavigationTimeout(45_000);
    return context;
  };
  return browser;
}

/**
 * Answers every catalogue image (`/images/…`) of this context with a 1-pixel GIF (see `images` in
 * LaunchOptions), for a file that checks real pictures elsewhere but not on this context's pages.
 * Screenshots (SCREENSHOTS=1) get the real images.
 */
export async function standInImages(context: BrowserContext): Promise<void> {
  if (!SCREENSHOTS) await context.route(/\/images\//, (route) => route.fulfill({ contentType: "image/gif", body: ONE_PIXEL_GIF }));
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/**
 * Screenshots are for people to look at, not checks: `npm run test:screens` takes them
 * (SCREENSHOTS=1) into test-results/screenshots; `npm test` takes none, since no one looks at a
 * clean clone's files and they cost Chromium's paint and the server's cold images (decision 0046).
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === "1";

export interface ScreenshotOptions {
  /** The whole page, not the viewport (default true). */
  fullPage?: boolean;
  /** Load every lazy image first, so the picture has no gaps: many cold renders on a finder page. */
  allImages?: boolean;
}

/**
 * A screenshot in CSS pixels (a phone page at device pixels is four times the pixels to paint and
 * encode, for the same review), when screenshots are on.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, allImages = false }: ScreenshotOptions = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  if (allImages) await loadAllImages(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, scale: "css" });
}

/** Lazy images below the fold load now, and the page waits for every image (up to 75 s: a finder page of 24 cold swatches beside other work). */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll("img[loading=lazy]").forEach((img) => img.setAttribute("loading", "eager")));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 75_000 });
}

/** axe-core violations for the WCAG 2.0/2.1/2.2 A and AA rules. */
export async function accessibilityViolations(page: Page) {
  // axe measures colours as painted: a dialog still fading in (base.css, dialog-in) has too little
  // contrast for a moment. Finite animations are let finish first, for at most two seconds.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Legacy mode runs axe in the page itself. The default runs it per frame, then opens a blank page to
  // merge the frames' results: a renderer and a second copy of axe for each check, about twice the
  // time (decision 0084). The difference is only for cross-origin frames, and the site has none.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode(true).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

/** Waits until React has hydrated the page, for steps that need JavaScript behaviour. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Follows a link of a category's menu in the header (decision 0054): once the page is hydrated each
 * category is a disclosure; on phones the Menu must be open first (`throughPhoneMenu`).
 */
export async function followCategoryMenu(page: Page, category: string, link: string, { throughPhoneMenu = false } = {}): Promise<void> {
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Product categories" });
  if (throughPhoneMenu) await page.getByText("Menu", { exact: true }).click();
  await nav.locator("summary", { hasText: new RegExp(`^${category}$`) }).click();
  await nav.locator("details[open] > .category-menu__panel").getByRole("link", { name: link, exact: true }).first().click();
}
