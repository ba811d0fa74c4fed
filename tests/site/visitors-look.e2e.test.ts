/**
 * How the site looks to real visitors (issue 26): at 390 px the header shows the word mark as on
 * desktop, at 320 px a monogram that still fits the bar; and with Windows' forced colours, where
 * box shadows are dropped, a focused control still shows a ring, on a phone and at desktop width.
 * (The products overview, collection view, visualiser and legal pages reflow at 320 px with every
 * other page type: tests/support/page-types.ts, read by phones.e2e.test.ts.)
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const LANDING = "/gl/products/himacs-solid-surface";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
});

describe("the phone header's logo", () => {
  it("is the word mark at 390 px and the monogram at 320 px, inside the screen", async () => {
    for (const [width, shown] of [[390, "Surfaces"], [320, "S"]] as const) {
      const context = await browser.newContext({ ...PHONE, viewport: { width, height: 700 } });
      try {
        const page = await context.newPage();
        await page.goto(baseUrl + LANDING, { waitUntil: "domcontentloaded" });
        const logo = page.getByRole("link", { name: "Surfaces, Products" });
        expect(await logo.innerText(), `${width} px`).toMatch(new RegExp(`^${shown}$`, "i"));
        const box = (await logo.boundingBox())!;
        expect(box.width, `${width} px`).toBeGreaterThan(20);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      } finally {
        await context.close();
      }
    }
  });
});

describe("focus in forced colours", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("every control the keyboard reaches first shows an outline (%s)", async (_, device) => {
    const context = await browser.newContext({ ...device, forcedColors: "active" });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + LANDING, { waitUntil: "domcontentloaded" });
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        const ring = await page.evaluate(() => {
          const el = document.activeElement!;
          const style = getComputedStyle(el);
          return { what: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
        expect(ring.style, ring.what).not.toBe("none");
        expect(ring.width, ring.what).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await context.close();
    }
  });
});
