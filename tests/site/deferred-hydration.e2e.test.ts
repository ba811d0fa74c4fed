/**
 * Scripts after the first paint (decision 0042), in real Chromium: the page paints before the
 * browser asks for any JavaScript, the head preloads no module, and the page still hydrates, on a
 * product page and on a finder.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
});

describe("scripts after the first paint", () => {
  for (const path of ["/gl/products/himacs-solid-surface/detail/abyss-granite-g091", "/jp/products/himacs-solid-surface/himacs-finder"]) {
    it(`asks for no script before the first paint, then hydrates: ${path}`, async () => {
      const html = await (await fetch(baseUrl + path)).text();
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"[^>]*>;\s*import /);

      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(baseUrl + path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        firstScript: Math.min(...performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime)),
      }));
      expect(timing.firstPaint).not.toBeNull();
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint!);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
