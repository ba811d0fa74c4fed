/**
 * Where to buy in real Chromium: search by city, the visible distances rise down the list, a brand
 * filter keeps only partners that carry it, "Use my location" (granted geolocation) reorders by
 * the browser's position, and without JavaScript the GET form and the map still work. axe finds
 * nothing; screenshots at phone and desktop widths in GL, US (miles) and JP (Japanese).
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, device: BrowserContextOptions = DESKTOP, options: { js?: boolean; geolocation?: { latitude: number; longitude: number } } = {}) {
  const js = options.js ?? true;
  const context = await browser.newContext({ ...device, javaScriptEnabled: js, ...(options.geolocation ? { geolocation: options.geolocation, permissions: ["geolocation"] } : {}) });
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  if (js) await waitForHydration(page);
  return { context, page };
}

const form = (page: Page) => page.getByRole("search", { name: "Find partners" });
const list = (page: Page, name: string | RegExp) => page.getByRole("list", { name });
const partnerNames = (page: Page, name: string | RegExp) => list(page, name).getByRole("heading", { level: 3 }).allTextContents();
/** The distances as the visitor reads them ("217 km away"), as numbers. */
async function visibleDistances(page: Page, unit: string): Promise<number[]> {
  const texts = await page.locator(".dealer-card__distance").allTextContents();
  return texts.map((text) => {
    expect(text).toContain(unit);
    return Number(text.replace(/[^\d.]/g, ""));
  });
}
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

describe("where to buy in Chromium", () => {
  it("searches by city, nearest first, filters by brand, with no axe violations", async () => {
    const { context, page } = await open("/gl/contact/where-to-buy");
    await form(page).getByRole("searchbox", { name: "City or postal code" }).fill("munchen");
    await form(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=munchen/);
    await page.getByRole("heading", { name: "Nearest partners to München" }).waitFor();
    const distances = await visibleDistances(page, "km");
    expect(distances.length).toBeGreaterThan(3);
    expect(ascending(distances)).toBe(true);
    expect((await partnerNames(page, "Partners, nearest first"))[0]).toBe("Isarwerk Steinmanufaktur");
    expect(await page.getByRole("img", { name: /Numbered markers/ }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await form(page).getByRole("combobox", { name: "Brand" }).selectOption({ label: "HFLOR" });
    await form(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/brand=PRD_FLOORING/);
    const cards = list(page, "Partners, nearest first").getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) expect(await card.textContent()).toContain("HFLOR");
    expect(ascending(await visibleDistances(page, "km"))).toBe(true);
    await screenshot(page, "where-to-buy-gl-desktop");
    await context.close();
  });

  it("orders by the browser's location after Use my location", async () => {
    const { context, page } = await open("/us/contact/where-to-buy", DESKTOP, { geolocation: { latitude: 47.61, longitude: -122.33 } });
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL(/lat=47\.61&lon=-122\.33/);
    await page.getByRole("heading", { name: "Nearest partners to your location" }).waitFor();
    expect((await partnerNames(page, "Partners, nearest first"))[0]).toBe("Sound Stoneworks");
    expect(ascending(await visibleDistances(page, "mi"))).toBe(true);
    expect(page.url()).toMatch(/lat=47\.61&lon=-122\.33/);
    await context.close();
  });

  it("works without JavaScript: GET form, list and map; no location button", async () => {
    const { context, page } = await open("/us/contact/where-to-buy", PHONE, { js: false });
    expect(await page.getByRole("button", { name: "Use my location" }).count()).toBe(0);
    await form(page).getByRole("searchbox", { name: "City or postal code" }).fill("Chicago");
    await form(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=Chicago/);
    await page.getByRole("heading", { name: "Nearest partners to Chicago" }).waitFor();
    expect(ascending(await visibleDistances(page, "mi"))).toBe(true);
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    await screenshot(page, "where-to-buy-us-phone-nojs");
    await context.close();
  });

  it("tells an unknown place plainly", async () => {
    const { context, page } = await open("/gl/contact/where-to-buy?q=Qwzzyville", PHONE);
    await page.getByRole("heading", { name: "We could not find that place" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "where-to-buy-gl-not-found-phone");
    await context.close();
  });

  for (const [region, query, heading, device, label] of [
    ["gl", "q=Paris", "Nearest partners to Paris", PHONE, "phone"],
    ["us", "q=Boston", "Nearest partners to Boston", DESKTOP, "desktop"],
    ["us", "q=Boston", "Nearest partners to Boston", PHONE, "phone"],
    ["jp", `q=${encodeURIComponent("東京")}`, "東京に近い取扱店", DESKTOP, "desktop"],
    ["jp", `q=${encodeURIComponent("大阪")}`, "大阪に近い取扱店", PHONE, "phone"],
  ] as const) {
    it(`looks finished in ${region.toUpperCase()} at ${label} width`, async () => {
      const { context, page } = await open(`/${region}/contact/where-to-buy?${query}`, device);
      await page.getByRole("heading", { name: heading }).waitFor();
      await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `where-to-buy-${region}-${label}`);
      await context.close();
    });
  }
});
