/**
 * The sinks filter and the automotive and appliance pages in real Chromium: filtering by space and
 * ADA with and without JavaScript, opening an item, axe on every page, and screenshots.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, SCREENSHOTS, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const SINKS = "/us/products/himacs-solid-surface/sink";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
});

const count = (page: Page) => page.getByRole("status").filter({ hasText: /products?$/ }).textContent();

async function bathroomAda(page: Page, submit: boolean) {
  await page.getByRole("radio", { name: "Bathroom" }).check();
  await page.getByRole("checkbox", { name: "ADA compliant only" }).check();
  if (submit) await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((url) => url.search === "?space=bathroom&ada=1");
}

describe("sinks page in Chromium", () => {
  it("filters by bathroom and ADA as the visitor clicks, then opens an item", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(baseUrl + SINKS);
    await waitForHydration(page);
    const before = Number((await count(page))!.split(" ")[0]);
    await bathroomAda(page, false);
    const cards = page.locator(".sink-card");
    // Every card left is ADA compliant, and the count matches the cards shown.
    await expect.poll(() => page.locator(".sink-card:not(:has(.sink-card__ada))").count()).toBe(0);
    const shown = async () => Number((await count(page))!.split(" ")[0]);
    await expect.poll(async () => (await cards.count()) === (await shown())).toBe(true);
    expect(await shown()).toBeLessThan(before);

    const first = page.locator(".sink-card__link").first();
    const name = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/detail\//);
    // A product page may wait for the colour index in the first seconds after the server starts.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText(), { timeout: 30_000 }).toContain(name.split(",")[0]!.trim());
    await context.close();
  });

  it("shows each page's own filter after Back and Forward, and after Clear", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const bathroom = page.getByRole("radio", { name: "Bathroom" });
    const ada = page.getByRole("checkbox", { name: "ADA compliant only" });
    await page.goto(baseUrl + SINKS);
    await waitForHydration(page);
    await bathroomAda(page, false);
    await page.goBack();
    await page.waitForURL((url) => url.search === "?space=bathroom");
    await expect.poll(() => ada.isChecked()).toBe(false);
    expect(await bathroom.isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => bathroom.isChecked()).toBe(false);
    await page.goForward();
    await page.waitForURL((url) => url.search === "?space=bathroom");
    await expect.poll(() => bathroom.isChecked()).toBe(true);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => bathroom.isChecked()).toBe(false);
    await context.close();
  });

  // Two server-rendered sinks pages without JavaScript (the page, then the filters applied): up to 19 s in a full run.
  it("filters without JavaScript through the Apply button", { timeout: 90_000 }, async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + SINKS);
    await bathroomAda(page, true);
    expect(await page.getByRole("radio", { name: "Bathroom" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "ADA compliant only" }).isChecked()).toBe(true);
    expect(await page.locator(".sink-card").count()).toBe(Number((await count(page))!.split(" ")[0]));
    await context.close();
  });

  // The plain page on a phone, the filtered one at desktop width: the markup is the same at both
  // widths (the layout at 320 px is phones.e2e's reflow). With `test:screens`, both at both widths.
  // Each load hydrated, with axe: up to 31 s in a full run with four.
  it("has no axe violations, at phone and desktop widths", { timeout: 120_000 }, async () => {
    const views = [
      [PHONE, "phone", "plain"],
      [DESKTOP, "desktop", "filtered"],
    ] as const;
    for (const [options, tag, shown] of views) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      if (SCREENSHOTS || shown === "plain") {
        await page.goto(baseUrl + SINKS);
        await waitForHydration(page);
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `sinks-us-${tag}`);
      }
      if (SCREENSHOTS || shown === "filtered") {
        await page.goto(`${baseUrl}${SINKS}?space=kitchen&colour=almond`);
        await waitForHydration(page);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      await context.close();
    }
  });
});

describe("automotive and appliance pages in Chromium", () => {
  const pages = [
    ["automotive-skin-gl", "/gl/products/automotive/automotive-skin"],
    ["lightweight-us", "/us/products/automotive/lightweight-component"],
    ["automotive-component-gl", "/gl/products/automotive/automotive-component"],
    ["appliance-film-gl-de", "/gl/products/industrial-film/home-appliance-surface-film?lang=de"],
  ] as const;

  // Each page at one width, the widths taking turns (the markup is the same at both; the layout at
  // 320 px is phones.e2e's reflow): four page loads, each hydrated, with axe. With `test:screens`,
  // every page at both widths with a full-page screenshot: eight loads, up to 66 s in a full run.
  it("have no axe violations, at phone and desktop widths", { timeout: 180_000 }, async () => {
    const widths = [
      [PHONE, "phone"],
      [DESKTOP, "desktop"],
    ] as const;
    for (const [turn, [options, tag]] of widths.entries()) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      for (const [name, path] of pages.filter((_, i) => SCREENSHOTS || i % 2 === turn)) {
        await page.goto(baseUrl + path);
        await waitForHydration(page);
        expect(await accessibilityViolations(page), path).toEqual([]);
        await screenshot(page, `${name}-${tag}`);
      }
      await context.close();
    }
  });
});
