/**
 * The metric/imperial switch in Chromium: a US visitor sees inches, switches to metric on one
 * product page, and the next product page opens in metric before any script of the page runs (the
 * choice is remembered in the browser, never in the cached HTML). The page passes axe. Without
 * JavaScript the region's units show and the switch, which could not act, stays out of sight.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;
let first: string;
let second: string;

beforeAll(async () => {
  const list = (await (await fetch(`${baseUrl}/us/api/products?category=HIMACS_COLOR&pageSize=2`)).json()) as { items: Array<{ url: string }> };
  [first, second] = list.items.map((item) => item.url) as [string, string];
  browser = await launchBrowser({ images: "stand-ins" });
});

afterAll(async () => {
  await browser?.close();
});

describe("units switch", () => {
  it("switches a US product page to metric and remembers it on the next product page", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(baseUrl + first);
    await waitForHydration(page);
    const specs = page.getByRole("region", { name: "Specifications" });
    const thickness = specs.getByRole("row", { name: /^Thickness/ });
    await expect.poll(() => thickness.innerText()).toMatch(/\d″$/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("radio", { name: "Metric" }).check();
    await expect.poll(() => thickness.innerText()).toMatch(/\d mm$/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "metric units" }).count()).toBe(1);
    // Copy follows the switch too: its measurements come from the product's data.
    await expect.poll(() => page.getByRole("region", { name: "Features and benefits" }).innerText()).not.toMatch(/\d(?: in\b|″)/);

    await page.goto(baseUrl + second);
    const next = page.getByRole("region", { name: "Specifications" }).getByRole("row", { name: /^Thickness/ });
    expect(await next.innerText()).toMatch(/\d mm$/);
    await waitForHydration(page);
    expect(await page.getByRole("radio", { name: "Metric" }).isChecked()).toBe(true);
    await screenshot(page, "product-us-metric-desktop");
    await context.close();
  });

  it("works with the keyboard on a phone and passes axe", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(baseUrl + first);
    await waitForHydration(page);
    const imperial = page.getByRole("radio", { name: "Imperial" });
    expect(await imperial.isChecked()).toBe(true);
    await imperial.focus();
    await page.keyboard.press("ArrowLeft");
    expect(await page.getByRole("radio", { name: "Metric" }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("units"))).toBe("metric");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "product-us-phone");
    await context.close();
  });

  it("shows the region's units without JavaScript and keeps the switch out of sight", async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + first);
    const row = page.getByRole("region", { name: "Specifications" }).getByRole("row", { name: /^Thickness/ });
    expect(await row.innerText()).toMatch(/\d″$/);
    expect(await page.getByRole("radio", { name: "Metric" }).isVisible()).toBe(false);
    await context.close();
  });
});
