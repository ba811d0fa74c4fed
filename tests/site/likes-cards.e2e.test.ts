/**
 * Likes on finder cards and compare columns in real Chromium, on a server of the test's own:
 * signed out, a card's heart shows the spec's 'Log in to save to your Likes' once with a sign-in
 * link that comes back to the finder with that card liked; unlike and like again in the
 * background (kept across a reload); like from a compare column; without JavaScript the heart
 * posts the page's one like form. axe with the message shown; screenshots at phone and desktop
 * widths, in English and Japanese.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import { signUpVerified } from "../support/verified-account";
import { siteBaseUrl, siteMailDir } from "../support/site-address";

const FINDER = "/us/products/himacs-solid-surface/himacs-finder";
const ALL_COLORS = "/us/products/all-colors";
const JP_FINDER = "/jp/products/deco-film/deco-finder";
const COMPARE = "/us/products/compare";
const PASSWORD = "hearts on every swatch card";

// The shared server: this file's account and its likes are its own.
const server = { url: siteBaseUrl() };
let browser: Browser;
let email: string;
/** The account's cookies from its sign-up: tests that are not about signing in start signed in. */
let signedIn: Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  browser = await launchBrowser({ images: "stand-ins" });
  email = `cards.${Date.now()}@example.com`;
  signedIn = await signUpVerified(browser, server.url, siteMailDir(), { name: "Card Liker", email, password: PASSWORD });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, device: BrowserContextOptions = DESKTOP, js = true, storageState?: typeof signedIn) {
  const context = await browser.newContext({ ...device, javaScriptEnabled: js, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  await page.goto(server.url + path);
  if (js) await waitForHydration(page);
  return { context, page };
}

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), page.getByRole("button", { name: "Sign in" }).click()]);
}

/** The results section (named "Products" in English; by class so Japanese pages use it too). */
const results = (page: Page) => page.locator(".finder-results");
const hearts = (page: Page) => results(page).getByRole("button", { name: /^(Save .+ to|Remove .+ from) Likes$/ });
/** A card's heart by its product (names repeat across a finder: sinks come in several colours). */
const heartOf = (page: Page, contentId: string) => results(page).locator(`button.card-like[value="${contentId}"]`);

/** Clicks a heart and waits for the server's answer: the heart turns at once, and leaving before the post is answered would abort it. */
async function likeAndWait(page: Page, heart: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/account/likes")), heart.click()]);
}
/** The product of the i-th card: its content id and name (from the heart's "Save … to Likes"). */
async function productOf(page: Page, i: number) {
  const heart = hearts(page).nth(i);
  return { id: (await heart.getAttribute("value"))!, name: (await heart.getAttribute("aria-label"))!.replace(/^Save (.+) to Likes$/, "$1") };
}
const likeStatus = (page: Page) => page.getByRole("status").filter({ hasText: "Log in to save to your Likes" });

/** The heart sits beside the compare control under the swatch: it neither covers the image nor the compare control. */
async function expectHeartClear(page: Page, i: number) {
  const card = results(page).locator(".product-card").nth(i);
  const [swatch, heart, compare] = await Promise.all([card.locator("img").boundingBox(), card.locator(".card-like").boundingBox(), card.locator(".card-toggle").boundingBox()]);
  expect(swatch && heart && compare).toBeTruthy();
  expect(heart!.y).toBeGreaterThanOrEqual(swatch!.y + swatch!.height - 0.5);
  expect(heart!.x).toBeGreaterThanOrEqual(compare!.x + compare!.width - 0.5);
  expect(heart!.x + heart!.width).toBeLessThanOrEqual(swatch!.x + swatch!.width + 10.5);
}

describe("likes on cards and compare columns in Chromium", () => {
  // Six page loads (the finder, sign-in and back, the likes page and back, a reload), four of them hydrated, with an axe run and a screenshot: up to 32 s in a full run.
  it("asks a signed-out visitor once, then signs in back to the finder with the card liked, and unlikes there", { timeout: 120_000 }, async () => {
    const { context, page } = await open(FINDER);
    const { id, name } = await productOf(page, 1);
    const heart = heartOf(page, id);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await likeStatus(page).getByRole("link", { name: "Sign in" }).waitFor();
    // Nothing was kept: the heart stays empty, and one message serves every card.
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await hearts(page).nth(2).click();
    await expect.poll(() => likeStatus(page).count()).toBe(1);
    expect(await page.getByText("Log in to save to your Likes").count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "finder-like-signed-out-desktop", { fullPage: false });

    // The message can be closed.
    await likeStatus(page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.getByText("Log in to save to your Likes").count()).toBe(0);

    await heart.click();
    await likeStatus(page).getByRole("link", { name: "Sign in" }).click();
    await page.getByText(`Sign in to save ${name} to your Likes.`).waitFor();
    await signIn(page);
    await page.waitForURL(`${server.url}${FINDER}`);
    await waitForHydration(page);
    await expect.poll(() => heart.getAttribute("aria-label")).toBe(`Remove ${name} from Likes`);
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    await page.goto(`${server.url}/us/account/likes`);
    await page.getByRole("link", { name, exact: true }).first().waitFor();
    await page.goBack();
    await waitForHydration(page);

    // Unlike in the background; the account agrees after a reload.
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    expect(await heart.getAttribute("aria-label")).toBe(`Save ${name} to Likes`);
    const other = await productOf(page, 3);
    await likeAndWait(page, heartOf(page, other.id));
    await expect.poll(() => heartOf(page, other.id).getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => heartOf(page, other.id).getAttribute("aria-pressed")).toBe("true");
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    expect(await likeStatus(page).count()).toBe(0);
    await context.close();
  });

  // Signed in from the start (the sign-in form is the first and the no-JavaScript test's): loads and hydrates the all-colors finder, the finder and compare, likes twice, runs axe and opens the likes page: up to 21 s in a full run.
  it("likes from the all-colors finder and from a compare column", { timeout: 90_000 }, async () => {
    const { context, page } = await open(ALL_COLORS, DESKTOP, true, signedIn);
    const first = await productOf(page, 0);
    await likeAndWait(page, heartOf(page, first.id));
    await expect.poll(() => heartOf(page, first.id).getAttribute("aria-pressed")).toBe("true");

    // Two products into compare from the finder, then like the second from its column.
    await page.goto(server.url + FINDER);
    await waitForHydration(page);
    const compare = results(page).getByRole("button", { name: /^Add to compare, / });
    const names = await Promise.all([5, 6].map(async (i) => (await compare.nth(i).getAttribute("aria-label"))!.replace(/^Add to compare, /, "")));
    for (const i of [5, 6]) {
      await compare.nth(i).click();
      await expect.poll(() => compare.nth(i).getAttribute("aria-pressed")).toBe("true");
    }
    await page.goto(server.url + COMPARE);
    await waitForHydration(page);
    const table = page.getByRole("region", { name: "Products side by side" });
    const columnHeart = table.getByRole("button", { name: `Save ${names[1]} to Likes` }).first();
    await likeAndWait(page, columnHeart);
    await expect.poll(() => table.getByRole("button", { name: `Remove ${names[1]} from Likes` }).getAttribute("aria-pressed")).toBe("true");
    expect(await table.getByRole("button", { name: `Save ${names[0]} to Likes` }).getAttribute("aria-pressed")).toBe("false");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "compare-like-desktop", { allImages: true });

    await page.goto(`${server.url}/us/account/likes`);
    await page.getByRole("link", { name: names[1], exact: true }).first().waitFor();
    await page.getByRole("link", { name: first.name, exact: true }).first().waitFor();
    await context.close();
  });

  it("signed out on compare, a column's heart shows the message once; on a phone too", async () => {
    const { context, page } = await open(FINDER, PHONE);
    const compare = results(page).getByRole("button", { name: /^Add to compare, / });
    for (const i of [0, 1]) {
      await compare.nth(i).click();
      await expect.poll(() => compare.nth(i).getAttribute("aria-pressed")).toBe("true");
    }
    await page.goto(server.url + COMPARE);
    await waitForHydration(page);
    const table = page.getByRole("region", { name: "Products side by side" });
    await table.getByRole("button", { name: /^Save .+ to Likes$/ }).first().click();
    await likeStatus(page).getByRole("link", { name: "Sign in" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "compare-like-signed-out-phone", { fullPage: false, allImages: true });
    await context.close();
  });

  it("without JavaScript a card's heart posts the page's one like form: sign in, then the like is kept", async () => {
    const { context, page } = await open(FINDER, DESKTOP, false);
    expect(await page.locator("form#like-form").count()).toBe(1);
    const { name } = await productOf(page, 4);
    await hearts(page).nth(4).click();
    // Posted without a token (a cached page carries none) but from this origin: accepted at once (decision 0052).
    await page.getByText(`Sign in to save ${name} to your Likes.`).waitFor();
    await signIn(page);
    await page.waitForURL((url) => url.pathname === FINDER);
    await page.goto(`${server.url}/us/account/likes`);
    await page.getByRole("link", { name, exact: true }).first().waitFor();
    await context.close();
  });

  // Each opens signed in (the cookies of the sign-up), loads and hydrates a finder, likes a card, runs axe, loads every lazy image and takes a full-page screenshot: up to 23 s in a full run.
  it.each([
    ["finder-likes-desktop", FINDER, DESKTOP],
    ["finder-likes-phone", FINDER, PHONE],
    ["finder-likes-jp-desktop", JP_FINDER, DESKTOP],
    ["finder-likes-jp-phone", JP_FINDER, PHONE],
  ] as const)("screenshot %s, signed in with a liked card; the heart clears the swatch and the compare control", { timeout: 90_000 }, async (shot, path, device) => {
    const { context, page } = await open(path, device, true, signedIn);
    // The second card liked (in any language: by its place, not its English name); one account
    // runs every screenshot, so a card an earlier one liked is left as it is.
    const heart = results(page).locator(".card-like").nth(1);
    // The visitor is known once the page's one like form carries the token.
    await expect.poll(() => page.locator('#like-form input[name="csrf"]').inputValue()).not.toBe("");
    if ((await heart.getAttribute("aria-pressed")) !== "true") await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await results(page).locator(".card-toggle").nth(1).click();
    for (const i of [0, 1, 5]) await expectHeartClear(page, i);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, shot, { allImages: true });
    await context.close();
  });
});
