/**
 * Related products in real Chromium: a product page lists more of its collection and the nearest
 * colours across brands (ΔE2000 of measured swatch colours), each opening its page in the same
 * region; a discontinued colour shows its nearest current replacement first. axe on desktop and phone.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { productPagePath } from "../../core/routing/product-path";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;

// Seed products no other site test changes.
const seed = demoSeed().products;
const discontinued = seed.find((p) => p.family === "HIMACS_COLOR" && p.flags.includes("discontinued") && p.regions.includes("gl") && p.regions.includes("jp"))!;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
});

describe("related products in Chromium", () => {
  // Loads and hydrates a product page with its related products, runs axe, takes a full-page screenshot and opens a related product: up to 21 s in a full run.
  it("lists the collection and the nearest colours, and a related product opens in the same region", { timeout: 90_000 }, async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gl/products/himacs-solid-surface/detail/abyss-granite-g091`);
    await waitForHydration(page);
    const related = page.getByRole("region", { name: "Related products" });
    await related.getByRole("heading", { name: "Similar colours across our brands" }).waitFor();
    await expect.poll(() => related.getByRole("heading", { name: /^More from / }).count()).toBe(1);
    // Under "More from {collection}" a card shows its item number, not the collection again.
    const sameCollection = related.locator(".related__group", { has: page.getByRole("heading", { name: /^More from / }) });
    for (const meta of await sameCollection.getByRole("listitem").locator("span").allInnerTexts()) expect(meta).toMatch(/^[A-Z0-9-]+$/);
    const colourLinks = related.locator(".related__group").last().getByRole("link");
    expect(await colourLinks.count()).toBeGreaterThan(0);
    // Nearest first: the ΔE figures never decrease down the list.
    const deltas = (await related.locator(".related__group").last().getByText(/ΔE/).allInnerTexts()).map((t) => Number(t.replace(/[^\d.]/g, "")));
    expect(deltas).toEqual([...deltas].sort((a, b) => a - b));
    expect(await accessibilityViolations(page)).toEqual([]);
    await related.scrollIntoViewIfNeeded();
    await screenshot(page, "related-gl-desktop");

    const first = colourLinks.first();
    const name = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith("/gl/products/") && !url.pathname.endsWith("abyss-granite-g091"));
    // The address changes before React renders the new page: wait for its heading, not read the old one.
    await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
    await context.close();
  });

  it("shows a discontinued colour's nearest current replacement first, on a phone in Japanese", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/jp/products/${productPagePath(discontinued)}`);
    await waitForHydration(page);
    const groups = page.locator(".related__group");
    await expect.poll(() => groups.first().getByRole("heading").innerText()).toBe("最も近い現行の代替品");
    const replacement = groups.first().getByRole("link");
    expect(await replacement.count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "related-replacement-jp-phone");
    await replacement.click();
    await page.waitForURL((url) => url.pathname.startsWith("/jp/products/"));
    // The replacement is a current colour: no Discontinued badge on its page.
    expect(await page.locator(".badge").getByText("廃番カラー", { exact: true }).count()).toBe(0);
    await context.close();
  });
});
