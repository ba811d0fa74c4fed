/**
 * "A click always does what it says" (issue 26 item 2, decision 0052): on a product page, Order a
 * sample and Add to compare clicked right after `domcontentloaded`, before any script has run, and
 * again with JavaScript off, each post once and bring the visitor back to the same page with the
 * feedback shown there; no confirm page, no detour. The cart page, rendered privately, then counts
 * both in its header without JavaScript.
 */
import type { Browser, BrowserContext, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
let productPath = "";

beforeAll(async () => {
  browser = await launchBrowser();
  const listed = (await (await fetch(`${baseUrl}/us/api/products?category=HIMACS_COLOR&pageSize=1`)).json()) as { items: Array<{ url: string }> };
  productPath = listed.items[0]!.url;
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose scripts never run: JavaScript off, or every script request held until the test ends. */
async function contextWithoutScripts(mode: "no-js" | "scripts-held"): Promise<{ context: BrowserContext; release: () => Promise<void> }> {
  const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: mode !== "no-js" });
  const held: Route[] = [];
  if (mode === "scripts-held") await context.route(/\.m?js(\?|$)/, (route) => void held.push(route));
  return { context, release: async () => void (await Promise.all(held.map((route) => route.abort().catch(() => undefined)))) };
}

describe.each(["scripts-held", "no-js"] as const)("a click before scripts run (%s)", (mode) => {
  it("orders a sample and adds to compare from a product page, each coming straight back with its feedback", async () => {
    const { context, release } = await contextWithoutScripts(mode);
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + productPath, { waitUntil: "domcontentloaded" });
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null).catch(() => null)).toBeNull();

      const size = page.getByRole("combobox", { name: /size|sample/i });
      if (await size.count()) await size.selectOption({ index: 1 });
      await page.getByRole("button", { name: "Order a sample", exact: true }).click();
      await page.waitForURL((url) => url.hash === "#sample-added");
      expect(new URL(page.url()).pathname).toBe(productPath);
      await expect.poll(() => page.getByText("Added to your sample cart.").isVisible()).toBe(true);
      expect(await page.getByText("Please confirm").count()).toBe(0);

      await page.getByRole("button", { name: "Add to compare", exact: true }).click();
      await page.waitForURL((url) => url.hash === "#compare-added");
      expect(new URL(page.url()).pathname).toBe(productPath);
      await expect.poll(() => page.getByText("Added to compare.").isVisible()).toBe(true);
      expect(await page.getByText("Added to your sample cart.").isVisible()).toBe(false);

      // The cart page renders privately: its header counts are right before (and without) scripts.
      await page.goto(`${baseUrl}/us/samples/cart`, { waitUntil: "domcontentloaded" });
      await expect.poll(() => page.getByRole("link", { name: "1 sample in your sample cart" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Compare, 1 product" }).count()).toBe(1);
    } finally {
      await release();
      await context.close();
    }
  });
});
