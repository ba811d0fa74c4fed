/**
 * "A click always does what it says" (issue 26 item 2, decision 0052): on a product page, Order a
 * sample and Add to compare clicked right after `domcontentloaded`, before any script has run, and
 * again with JavaScript off, each post once and bring the visitor back to the same page with the
 * feedback shown there; no confirm page, no detour. The cart page, rendered privately, then counts
 * both in its header without JavaScript. A signed-in visitor's Like, clicked as early, is saved and
 * brings them back to the same page with "Saved to Likes".
 */
import type { Browser, BrowserContext, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser } from "../support/browser";
import { signUpVerified } from "../support/verified-account";
import { siteBaseUrl, siteMailDir } from "../support/site-address";

const baseUrl = siteBaseUrl();
const PASSWORD = "a like before the scripts";
let browser: Browser;
let productPath = "";
/** Two more products, one per mode of the signed-in like, so neither undoes the other's like. */
let likedProducts: Array<{ url: string; name: string }> = [];
/** The cookies of a signed-in visitor (this file's own account on the shared server). */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
  const listed = (await (await fetch(`${baseUrl}/us/api/products?category=HIMACS_COLOR&pageSize=3`)).json()) as { items: Array<{ url: string; name: string }> };
  productPath = listed.items[0]!.url;
  likedProducts = listed.items.slice(1, 3);

  signedIn = await signUpVerified(browser, baseUrl, siteMailDir(), { name: "Early Liker", email: `early.like.${Date.now()}@example.com`, password: PASSWORD });
});
afterAll(async () => {
  await browser?.close();
});

/** A context whose scripts never run: JavaScript off, or every script request held until the test ends. */
async function contextWithoutScripts(mode: "no-js" | "scripts-held", storageState?: typeof signedIn): Promise<{ context: BrowserContext; release: () => Promise<void> }> {
  const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: mode !== "no-js", ...(storageState ? { storageState } : {}) });
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
      // The note sits fixed over the page's foot: its Close link puts it away, staying on the page.
      await page.getByRole("link", { name: "Close" }).click();
      await expect.poll(() => page.getByText("Added to compare.").isVisible()).toBe(false);
      expect(new URL(page.url()).pathname).toBe(productPath);

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

describe.each([
  ["scripts-held", 0],
  ["no-js", 1],
] as const)("a signed-in visitor's Like before scripts run (%s)", (mode, which) => {
  it("is saved, and brings the visitor straight back to the product page with its feedback", async () => {
    const product = likedProducts[which]!;
    const { context, release } = await contextWithoutScripts(mode, signedIn);
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + product.url, { waitUntil: "domcontentloaded" });
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null).catch(() => null)).toBeNull();

      await page.getByRole("button", { name: `Save ${product.name} to Likes`, exact: true }).click();
      await page.waitForURL((url) => url.hash === "#liked");
      expect(new URL(page.url()).pathname).toBe(product.url);
      await expect.poll(() => page.getByText("Saved to Likes").first().isVisible()).toBe(true);
      expect(await page.getByText("Please confirm").count()).toBe(0);

      // Saved: the Likes page, rendered privately, lists it without scripts.
      await page.goto(`${baseUrl}/us/account/likes`, { waitUntil: "domcontentloaded" });
      await expect.poll(() => page.getByRole("link", { name: product.name }).count()).toBeGreaterThan(0);
    } finally {
      await release();
      await context.close();
    }
  });
});
