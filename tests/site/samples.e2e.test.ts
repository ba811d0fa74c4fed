/**
 * A sample order in Chromium, from a product page to the confirmation and its mail: the missing
 * option ('Please select option'), the cart, invalid fields beside their inputs, the region's limit,
 * a double click on submit that makes one order; axe on the cart, the error state and the
 * confirmation; screenshots at phone and desktop widths, in the US (inches) and Japan.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnServer } from "../support/own-server";
import { startMailingServer, stopMailingServer } from "../support/mailing-server";
import { allQueuedMailSent } from "../support/mail-barrier";
import type { SmtpSink } from "../support/smtp-sink";
import { DESKTOP, PHONE, SCREENSHOTS, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";

let browser: Browser;
let sink: SmtpSink;
let server: OwnServer;

beforeAll(async () => {
  ({ server, sink } = await startMailingServer());
  browser = await launchBrowser({ images: "stand-ins" });
  // The first renders after a start share the CPU with the finder and colour index builds: warm up.
  for (const path of ["/us/products/himacs-solid-surface/detail/abyss-granite-g091", "/us/samples/cart", "/jp/samples/cart"]) await (await fetch(`${server.url}${path}`)).text();
});
afterAll(async () => {
  await browser?.close();
  await stopMailingServer(server, sink);
});

async function productsOf(region: string, category: string, count: number) {
  const response = await fetch(`${server.url}/${region}/api/products?category=${category}&pageSize=${count}`);
  return ((await response.json()) as { items: Array<{ contentId: string; url: string }> }).items;
}

/** Adds a product from the cart page's own add form (`?product=`), choosing the first size. */
async function addFromCart(page: Page, region: string, contentId: string) {
  await page.goto(`${server.url}/${region}/samples/cart?product=${contentId}`, { waitUntil: "domcontentloaded" });
  await page.locator("#add-option").selectOption({ index: 1 });
  await page.getByRole("button", { name: region === "jp" ? "サンプルを注文" : "Order a sample" }).click();
}

describe("sample order in Chromium", () => {
  // The product page, the cart, five adds, checkout and confirmation, with three axe runs, four full-page screenshots and the order's mail: up to 22 s alone, over 30 s with three test files at once.
  it("orders samples from a product page to the confirmation and its mail", { timeout: 120_000 }, async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    // A loaded 2-core machine (renders of cold swatches): navigation may take longer than 30 s.
    page.setDefaultNavigationTimeout(45_000);
    const [first, ...others] = await productsOf("us", "HIMACS_COLOR", 6);

    // The product page: adding without a size says so beside the field.
    await page.goto(`${server.url}${first!.url}`, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Order a sample" }).click();
    await page.getByText("Please select option").waitFor();
    expect(await page.getByLabel("Sample size").getAttribute("aria-invalid")).toBe("true");
    // Sizes are shown in inches in the US.
    expect(await page.getByLabel("Sample size").textContent()).toContain("2″ × 2″");
    await page.getByLabel("Sample size").selectOption("chip-s");
    await page.getByRole("button", { name: "Order a sample" }).click();
    await page.getByText("Added to your sample cart.").waitFor();
    await page.getByRole("link", { name: "View sample cart" }).click();
    await page.getByRole("heading", { name: "Sample cart" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "samples-cart-us-desktop");

    // The region's limit (5 in the US): the fifth is the last one added.
    for (const product of others.slice(0, 4)) await addFromCart(page, "us", product.contentId);
    await addFromCart(page, "us", others[4]!.contentId);
    await page.getByText("An order can hold up to 5 samples. Remove one to add another.").first().waitFor();

    // Invalid fields: errors beside them, focus on the first.
    await page.goto(`${server.url}/us/samples/cart`);
    await page.getByLabel("Name").fill("Rita Stone");
    await page.getByLabel("Email").fill("rita@example");
    await page.getByLabel("Phone").fill("+1 212 555 0100");
    await page.getByLabel("Street and number").fill("1 Quartz Street");
    await page.getByLabel("City").fill("New York");
    await page.getByLabel("State or province").fill("NY");
    await page.getByLabel("Postal code").fill("ABCDE");
    await page.getByRole("button", { name: "Send the order" }).click();
    await page.getByText("Please enter a postal code that is valid in the chosen country.").waitFor();
    await page.getByText("Please agree, so that we can send the samples.").waitFor();
    expect(await page.getByLabel("Postal code").getAttribute("aria-invalid")).toBe("true");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "samples-checkout-errors-us-desktop");

    // Corrected, then a double click: one order.
    const email = `rita.${Date.now()}@example.com`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Postal code").fill("10001");
    await page.getByLabel("Profession").selectOption("architect");
    await page.getByLabel("I agree that my details are used").check();
    await page.getByRole("button", { name: "Send the order" }).dblclick();
    await page.getByText("Thank you. Your order has reached our sample desk.").waitFor();
    const reference = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();
    expect(reference).toMatch(/^SMP-US-[2-9A-HJKMNP-TW-Z]{6}$/);
    // The address as the US post writes it.
    await page.getByText("New York, NY 10001").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "samples-confirmation-us-desktop");
    // A refresh shows the same order and makes no other.
    await page.reload();
    await page.getByRole("heading", { name: reference }).waitFor();
    const mail = await sink.waitForMail((m) => m.to === email, 20_000);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain("New York, NY 10001");
    await allQueuedMailSent(server, sink);
    expect(sink.mails.filter((m) => m.to === email)).toHaveLength(1);
    // The mail's link opens the confirmation in another browser (a guest with the link).
    const link = /http:\/\/\S+\/us\/samples\/order\?key=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    const other = await browser.newContext(PHONE);
    const phone = await other.newPage();
    await phone.goto(link);
    await phone.getByRole("heading", { name: reference }).waitFor();
    await screenshot(phone, "samples-confirmation-us-phone");
    await other.close();
    await context.close();
  });

  // Two carts (GL phone, JP desktop), each a page load and an add, with axe: the phone layout and the
  // Japanese cart each once (the markup is the same at both widths). With `test:screens` the JP
  // phone cart as well, for its picture: up to 19 s in a full run with three.
  it("looks finished on phones and in Japanese", { timeout: 90_000 }, async () => {
    for (const [region, options, name] of [
      ["gl", PHONE, "samples-cart-gl-phone"],
      ["jp", DESKTOP, "samples-cart-jp-desktop"],
      ...(SCREENSHOTS ? ([["jp", PHONE, "samples-cart-jp-phone"]] as const) : []),
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      page.setDefaultNavigationTimeout(45_000);
      const [product] = await productsOf(region, "HIMACS_COLOR", 1);
      await addFromCart(page, region, product!.contentId);
      await page.locator(".sample-line").first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, name);
      await context.close();
    }
  });
});
