/**
 * The room visualiser in real Chromium with its software WebGL (SwiftShader): the canvas is drawn
 * and not blank, switching the product from the search box changes the pixels, a shared URL
 * restores scene, view, light and the compare split (and the back button walks back), the phone
 * layout fits 390 px, and without WebGL or JavaScript the page shows the still, the scene in words
 * and the links (axe finds nothing there). Screenshots of each scene with three products with `npm run test:screens`.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { DESKTOP, PHONE, SCREENSHOT_DIR, SCREENSHOTS, accessibilityViolations, launchBrowser, screenshot, standInImages, waitForHydration } from "../support/browser";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
let browser: Browser;

interface Item {
  contentId: string;
  name: string;
  itemNumber: string;
  type: string | null;
}

/** Products of a category in GL, from the public API (the test does not hard-code demo ids). */
async function productsOf(category: string, count: number): Promise<Item[]> {
  const body = (await (await fetch(`${baseUrl}/gl/api/products?category=${category}&pageSize=${count}`)).json()) as { items: Item[] };
  return body.items;
}

let himacs: Item[];

beforeAll(async () => {
  himacs = await productsOf("HIMACS_COLOR", 3);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visualiser = (query: Record<string, string>) => `/gl/products/visualiser?${new URLSearchParams(query)}`;
const stage = (page: Page) => page.locator(".visualiser__canvas");

async function open(path: string, device: BrowserContextOptions = DESKTOP, options: { js?: boolean; webgl?: boolean; start?: boolean } = {}) {
  const { js = true, webgl = true, start = true } = options;
  const context = await browser.newContext({ ...device, javaScriptEnabled: js });
  if (!webgl) {
    // A browser without WebGL: every WebGL context is refused, as on a machine with no GPU driver.
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return /webgl/i.test(kind) ? null : (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof original;
    });
  }
  const page = await context.newPage();
  await page.goto(baseUrl + path);
  if (js) await waitForHydration(page);
  // Chromium's WebGL here is software (SwiftShader): the 3D view then starts only when asked.
  if (js && webgl && start) await page.getByRole("button", { name: "Explore in 3D" }).click();
  return { context, page };
}

/** Waits until the viewer says it has drawn this state with every texture loaded. */
async function drawn(page: Page, key: string): Promise<void> {
  await expect.poll(() => stage(page).getAttribute("data-drawn"), { timeout: 40_000 }).toBe(key);
}

/** The canvas as 32 x 18 grey levels, read back through a 2D canvas (the WebGL one keeps its buffer). */
async function signature(page: Page): Promise<number[]> {
  return page.locator(".visualiser__canvas canvas").evaluate((canvas: HTMLCanvasElement) => {
    const small = document.createElement("canvas");
    small.width = 32;
    small.height = 18;
    const context = small.getContext("2d")!;
    context.drawImage(canvas, 0, 0, 32, 18);
    const { data } = context.getImageData(0, 0, 32, 18);
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push(Math.round((data[i]! + data[i + 1]! + data[i + 2]!) / 3));
    return grey;
  });
}

/** The server's still of the room has arrived, framed for this screen ("narrow" or "wide"). */
async function expectStill(page: Page, product: Item, frame: "narrow" | "wide"): Promise<void> {
  const still = page.getByRole("img", { name: `Kitchen with ${product.name}: a picture of the room` });
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`-${frame}-`);
  await screenshot(page, `visualiser-still-${frame}`, { fullPage: false });
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
const meanDifference = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe("room visualiser", () => {
  it("draws a non-blank scene, and switching the product from the search box changes the pixels", async () => {
    const [first, second] = himacs as [Item, Item];
    const { context, page } = await open(visualiser({ product: first.contentId }));
    await drawn(page, `kitchen|overview|day|${first.contentId}|`);
    const before = await signature(page);
    expect(spread(before)).toBeGreaterThan(60);
    expect(new Set(before).size).toBeGreaterThan(40);

    // The item number is unique where names are not.
    await page.getByRole("searchbox", { name: "Find another surface" }).fill(second.itemNumber);
    await page.getByRole("searchbox", { name: "Find another surface" }).press("Enter");
    await page.getByRole("link", { name: `Show ${second.name}`, exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`${second.name} in a room`);
    expect(new URL(page.url()).searchParams.get("product")).toBe(second.contentId);
    await drawn(page, `kitchen|overview|day|${second.contentId}|`);
    expect(meanDifference(before, await signature(page))).toBeGreaterThan(1);
    await context.close();
  });

  it("restores scene, view, light and the compare split from a shared URL, and the back button undoes a change", async () => {
    const [first, second] = himacs as [Item, Item];
    const shared = visualiser({ product: first.contentId, scene: "bathroom", camera: "close", light: "evening", compare: second.contentId });
    const { context, page } = await open(shared);
    await drawn(page, `bathroom|close|evening|${first.contentId}|${second.contentId}`);
    await expect.poll(() => page.getByRole("navigation", { name: "Scene" }).getByRole("link", { name: "Bathroom" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.getByRole("button", { name: "Close-up" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByRole("button", { name: "Evening" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText(`Left: ${first.name}. Right: ${second.name}.`).waitFor();
    const split = await signature(page);
    expect(spread(split)).toBeGreaterThan(30);

    // A preset view from the keyboard, then back.
    await page.getByRole("button", { name: "Overview" }).focus();
    await page.keyboard.press("Enter");
    await drawn(page, `bathroom|overview|evening|${first.contentId}|${second.contentId}`);
    expect(new URL(page.url()).searchParams.get("camera")).toBe("overview");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("camera")).toBe("close");
    await drawn(page, `bathroom|close|evening|${first.contentId}|${second.contentId}`);
    await expect.poll(() => page.getByRole("button", { name: "Close-up" }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  // The still is asked for at each width, so the server's framing for each is checked; the 3D view
  // after it is drawn once per width: at desktop width by the first test, on a phone by the next.
  it("shows the server's still of the room first, framed for a wide screen, until the 3D view is asked for", async () => {
    const [first] = himacs as [Item];
    const { context, page } = await open(visualiser({ product: first.contentId }), DESKTOP, { start: false });
    await expectStill(page, first, "wide");
    await page.getByRole("button", { name: "Explore in 3D" }).waitFor();
    expect(await page.locator(".visualiser__canvas canvas").count()).toBe(0);
    await context.close();
  });

  it("on a 390 px phone shows the narrow still first, then the 3D view fits the screen and orbits by touch", async () => {
    const [first] = himacs as [Item];
    const { context, page } = await open(visualiser({ product: first.contentId }), PHONE, { start: false });
    await expectStill(page, first, "narrow");
    await page.getByRole("button", { name: "Explore in 3D" }).click();
    await drawn(page, `kitchen|overview|day|${first.contentId}|`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "visualiser-phone", { fullPage: false });
    const before = await signature(page);
    const box = (await stage(page).boundingBox())!;
    // One finger dragged across the view, as the phone's touch screen sends it (Chromium makes the pointer events).
    const cdp = await context.newCDPSession(page);
    const [x, y] = [box.x + box.width / 3, box.y + box.height / 2];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let dx = 10; dx <= 120; dx += 10) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + dx, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(async () => meanDifference(before, await signature(page))).toBeGreaterThan(1);
    await context.close();
  });

  it("without WebGL shows the still, the scene in words and the links", async () => {
    const [first] = himacs as [Item];
    const { context, page } = await open(visualiser({ product: first.contentId }), DESKTOP, { webgl: false });
    await page.getByText("This browser cannot draw the 3D room.", { exact: false }).waitFor();
    // The still is the server's picture of the room (not the bare swatch), and it arrives.
    const still = page.getByRole("img", { name: `Kitchen with ${first.name}: a picture of the room` });
    await still.waitFor();
    expect(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain("/room-still/");
    await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.getByText(`${first.name} covers the worktop`, { exact: false }).waitFor();
    await page.getByRole("link", { name: `Product page of ${first.name}` }).waitFor();
    await page.getByRole("link", { name: "Download the image" }).waitFor();
    expect(await page.locator(".visualiser__canvas canvas").count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("without JavaScript shows the still, the scene in words and links that change the scene", async () => {
    const [first] = himacs as [Item];
    const { context, page } = await open(visualiser({ product: first.contentId }), DESKTOP, { js: false });
    await page.getByRole("img", { name: `Kitchen with ${first.name}: a picture of the room` }).waitFor();
    await page.getByRole("navigation", { name: "Scene" }).getByRole("link", { name: "Bathroom" }).click();
    await page.getByText(`${first.name} covers the vanity top`, { exact: false }).waitFor();
    await page.getByRole("button", { name: "Evening" }).click();
    expect(new URL(page.url()).searchParams.get("light")).toBe("evening");
    await context.close();
  });

  it("is linked from the product page", async () => {
    const [first] = himacs as [Item];
    const api = (await (await fetch(`${baseUrl}/gl/api/products/${first.contentId}`)).json()) as { url: string };
    const product = await browser.newContext(DESKTOP);
    // The product page's pictures are not what this test checks (gallery.e2e checks them).
    await standInImages(product);
    const productPage = await product.newPage();
    await productPage.goto(baseUrl + api.url);
    await productPage.getByRole("link", { name: "See it in a room" }).click();
    await expect.poll(() => productPage.getByRole("heading", { level: 1 }).textContent()).toBe(`${first.name} in a room`);
    await product.close();
  });
});

describe.runIf(SCREENSHOTS)("screenshots of every scene with three products", () => {
  const cases: [scene: string, category: string][] = [
    ["kitchen", "VIATERA_COLOR"],
    ["bathroom", "HIMACS_COLOR"],
    ["floor", "PRD_FLOORING"],
    ["facade", "BORTE_COLOR"],
    ["sign", "PCD_VIZUON"],
    ["wrap", "PCD_VIZUON"],
    ["car", "AUTOMOTIVE"],
  ];
  it.each(cases)("%s", async (scene, category) => {
    // Three products far apart in the list (different looks); a vehicle wrap is not for architectural film.
    const all = (await productsOf(category, 60)).filter((item) => scene !== "wrap" || item.type !== "ARCH");
    const products = [0, 1, 2].map((i) => all[Math.floor((i * all.length) / 3)]!);
    const context = await browser.newContext({ viewport: { width: 960, height: 720 } });
    const page = await context.newPage();
    for (const [i, product] of products.entries()) {
      await page.goto(baseUrl + visualiser({ product: product.contentId, scene }));
      await waitForHydration(page);
      // The server's still first (what a visitor sees before WebGL, and without it), then the 3D view.
      await expect.poll(() => page.locator(".visualiser__still img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await page.locator(".visualiser__view").screenshot({ path: path.join(SCREENSHOT_DIR, `visualiser-still-${scene}-${i + 1}.png`) });
      await page.getByRole("button", { name: "Explore in 3D" }).click();
      await drawn(page, `${scene}|overview|day|${product.contentId}|`);
      await stage(page).screenshot({ path: path.join(SCREENSHOT_DIR, `visualiser-${scene}-${i + 1}.png`) });
    }
    await context.close();
  }, 120_000);
});
