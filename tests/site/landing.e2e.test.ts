/**
 * A category landing in real Chromium: the topic tabs by mouse and keyboard, a collection card
 * into the finder narrowed to that collection, axe on desktop and phone, and screenshots.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
});

describe("category landing in Chromium", () => {
  it("switches topic tabs with the mouse and the keyboard, and a collection card opens the narrowed finder", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gl/products/himacs-solid-surface`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("HIMACS Solid Surface");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "landing-himacs-gl-desktop");

    const quality = page.getByRole("tab", { name: "Quality" });
    expect(await quality.getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tab", { name: "Certification" }).click();
    // The fire test figure of spec §9, in metric units for GL.
    await expect.poll(() => page.getByRole("tabpanel").innerText()).toMatch(/B1[\s\S]*12\s?mm|12\s?mm[\s\S]*B1/);
    await page.keyboard.press("ArrowRight");
    const sustainability = page.getByRole("tab", { name: "Sustainability" });
    await expect.poll(() => sustainability.getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.getByRole("tabpanel").innerText()).toMatch(/15,000/);

    const card = page.locator(".collection-card").filter({ has: page.getByRole("link", { name: "Aster" }) });
    const shown = Number((await card.locator(".collection-card__count").innerText()).replace(/\D/g, ""));
    await page.getByRole("link", { name: "Aster", exact: true }).click();
    await page.waitForURL(/himacs-finder\/filter\/collection\/aster/);
    await expect.poll(async () => Number((await page.locator(".finder-head__count").innerText()).replace(/\D/g, ""))).toBe(shown);
    await context.close();
  });

  it("reads well on a phone in Japanese and in US units, with no axe violations", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/jp/products/himacs-solid-surface`);
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "landing-himacs-jp-phone");

    await page.goto(`${baseUrl}/us/products/himacs-solid-surface`);
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Certification" }).click();
    const panel = await page.getByRole("tabpanel").innerText();
    // A 12 mm sheet as the US trade sells it (decision 0056).
    expect(panel).toMatch(/1\/2″/);
    expect(panel).not.toMatch(/\d\s?mm\b/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "landing-himacs-us-phone");
    await context.close();
  });

  it("shows every topic without JavaScript", async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gl/products/hflor/lvt`);
    for (const heading of ["Quality", "Certification", "Sustainability"]) await expect.poll(() => page.getByRole("heading", { name: heading, level: 2 }).isVisible()).toBe(true);
    await context.close();
  });
});
