/**
 * A document's messages come as cached JSON files, not inside its hydration script (decision 0041):
 * the head preloads the shell's and the page's sets, each address holds a hash of its content and
 * may be kept for a year, a client navigation's data still carries the messages, and a page whose
 * sets do not arrive stays as the server rendered it, with working links.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitForHydration } from "../support/browser";
import { hydrationStrings } from "../support/hydration-data";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const PRODUCT = "/gl/products/himacs-solid-surface/detail/abyss-granite-g091";


/** The message set addresses a document's head preloads. */
function preloadedSets(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous" data-message-set=""\/>/g)].map((m) => m[1]!);
}

describe("message sets", () => {
  it("are preloaded by the document and left out of its hydration data", async () => {
    const html = await (await fetch(baseUrl + PRODUCT)).text();
    const sets = preloadedSets(html);
    expect(sets).toEqual([expect.stringMatching(/^\/i18n\/en\/shell\.[\w-]{12}\.json$/), expect.stringMatching(/^\/i18n\/en\/product\.document\.[\w-]{12}\.json$/)]);
    // Shown in the markup, sent once: the header's search placeholder and the sample form's placeholder.
    expect(html).toContain("Enter Item Number or Name");
    expect(html).toContain("Choose a size");
    const strings = hydrationStrings(html);
    expect(strings).not.toContain("Enter Item Number or Name");
    expect(strings).not.toContain("Choose a size");
    expect(strings).toContain(sets[0]);

    const shell = await fetch(baseUrl + sets[0]);
    expect(shell.status).toBe(200);
    expect(shell.headers.get("content-type")).toMatch(/^application\/json/);
    expect(shell.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await shell.json()).toMatchObject({ "header.search.placeholder": "Enter Item Number or Name", "language.en": "English" });
    const page = (await (await fetch(baseUrl + sets[1])).json()) as Record<string, unknown>;
    expect(page["samples.optionPlaceholder"]).toBe("Choose a size");
    // The server sections' messages stay on the server (decision 0038).
    expect(page["product.availableCountries"]).toBeUndefined();
  });

  it("name each language's own set, and a set's address changes with its content", async () => {
    const gl = preloadedSets(await (await fetch(baseUrl + PRODUCT)).text());
    const jp = preloadedSets(await (await fetch(baseUrl + PRODUCT.replace("/gl/", "/jp/"))).text());
    expect(jp[0]).toMatch(/^\/i18n\/ja\/shell\./);
    expect(jp[0]!.split(".")[1]).not.toBe(gl[0]!.split(".")[1]);
    const messages = (await (await fetch(baseUrl + jp[0])).json()) as Record<string, string>;
    expect(messages["header.search.label"]).not.toBe("Search products");
  });

  it("answers an address from an older build with today's set, kept briefly, and refuses what is no set", async () => {
    const stale = await fetch(`${baseUrl}/i18n/en/shell.AAAAAAAAAAAA.json`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).not.toContain("immutable");
    expect(await stale.json()).toHaveProperty("site.name");
    for (const path of ["/i18n/xx/shell.AAAAAAAAAAAA.json", "/i18n/en/nothing.AAAAAAAAAAAA.json", "/i18n/en/finder.document.AAAAAAAAAAAA.json", "/i18n/en/__proto__.AAAAAAAAAAAA.json", "/i18n/en/shell.json", "/i18n/en/shell.AAAAAAAAAAAA.json.map"]) {
      const response = await fetch(baseUrl + path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: "no such message set" });
    }
  });

  it("travel inside a client navigation's data", async () => {
    const data = await (await fetch(`${baseUrl}${PRODUCT}.data`)).text();
    expect(data).toContain("Choose a size");
    expect(data).not.toContain("/i18n/");
  });
});

describe("a page whose message sets do not arrive", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ images: "stand-ins" });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("hydrates when they arrive, and otherwise stays as the server rendered it, its links working", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(baseUrl + PRODUCT);
    await waitForHydration(page);
    expect(errors).toEqual([]);

    await context.route("**/i18n/**", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto(baseUrl + PRODUCT.replace("/gl/", "/us/"));
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/i18n/")))).toBe(true);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Abyss Granite");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "HIMACS Finder" }).click();
    await page.waitForURL(/\/us\/products\/himacs-solid-surface\/himacs-finder$/);
    await context.close();
  });
});
