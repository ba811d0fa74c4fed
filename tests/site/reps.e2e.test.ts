/**
 * The rep finder and contact form in real Chromium, on a server of the test's own whose mail goes
 * to an in-process SMTP server: a US visitor searches by ZIP code, writes to the rep found, is
 * shown an invalid field first, then sends, sees the reference, and the rep's mail arrives. axe on
 * the search, the results, the form's error state and the confirmation; screenshots in GL, US and
 * JP at phone and desktop widths.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, SCREENSHOTS, accessibilityViolations, launchBrowser, screenshot } from "../support/browser";
import type { SmtpSink } from "../support/smtp-sink";
import type { OwnServer } from "../support/own-server";
import { startMailingServer, stopMailingServer } from "../support/mailing-server";

let browser: Browser;
let sink: SmtpSink;
let server: OwnServer;

beforeAll(async () => {
  ({ server, sink } = await startMailingServer());
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
  await stopMailingServer(server, sink);
});

describe("the rep finder in Chromium", () => {
  it("finds the rep for a ZIP code and sends them a request, after fixing an invalid field", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/us/contact/sales-representatives`);
    await page.getByRole("heading", { name: "Find a sales representative", level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reps-search-us-desktop");

    const finder = page.getByRole("search", { name: "Find a sales representative" });
    await finder.getByLabel("ZIP code, state or city").fill("75201");
    await finder.getByRole("button", { name: "Search" }).click();
    await page.getByRole("heading", { name: "2 representatives for “75201”" }).waitFor();
    expect(page.url()).toContain("q=75201");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reps-results-us-desktop");

    await page.getByRole("link", { name: "Contact Rosa Delgado" }).click();
    await page.getByRole("heading", { name: "Your message to Rosa Delgado" }).waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Robin <b>Fabricator</b>");
    await page.getByLabel("Email", { exact: true }).fill("robin@");
    await page.getByLabel("ZIP code (optional)").fill("75201");
    await page.getByLabel("Your message").fill("We need a quote for a HIMACS reception desk.");
    await page.getByLabel(/I agree that my details are stored/).check();
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Please enter an email address such as name@example.com.").waitFor();
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    // What was typed is kept, the consent too.
    expect(await page.getByLabel("Your message").inputValue()).toBe("We need a quote for a HIMACS reception desk.");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reps-contact-error-us-desktop");

    await page.getByLabel("Email", { exact: true }).fill("robin@example.com");
    if (!(await page.getByLabel(/I agree that my details are stored/).isChecked())) await page.getByLabel(/I agree that my details are stored/).check();
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("heading", { name: "Thank you, Robin <b>Fabricator</b>" }).waitFor();
    const reference = /REQ-US-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await page.locator(".contact-sent__reference").innerText())?.[0];
    expect(reference).toBeDefined();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reps-contact-sent-us-desktop");

    const mail = await sink.waitForMail((m) => m.to === "rosa.delgado@reps.example.com" && m.subject.includes(reference!), 30_000);
    expect(mail.text).toContain("We need a quote for a HIMACS reception desk.");
    expect(mail.html).toContain("Robin &#60;b&#62;Fabricator&#60;/b&#62;");
    await context.close();
  });

  // Each page at one width, the widths taking turns down the list (the markup is the same at both;
  // the layout at 320 px is phones.e2e's reflow): six page loads, each with axe. With
  // `test:screens`, every page at both widths with a full-page screenshot: twelve, up to 33 s in a full run.
  it("looks finished in GL, US and JP, on a phone and a desktop", { timeout: 120_000 }, async () => {
    const pages: Array<[string, string]> = [
      ["gl-results", "/gl/contact/sales-representatives?q=DE+10115"],
      ["gl-nomatch", "/gl/contact/sales-representatives?q=Atlantis&line=HIMACS_COLOR"],
      ["us-results", "/us/contact/sales-representatives?q=90012"],
      ["jp-results", "/jp/contact/sales-representatives?q=150-0001"],
      ["jp-form", "/jp/contact/request?rep=jp-kanto-surfaces"],
      ["gl-team-form", "/gl/contact/request?category=HIMACS_COLOR&lang=de"],
    ];
    for (const [turn, [viewport, options]] of ([["phone", PHONE], ["desktop", DESKTOP]] as const).entries()) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      for (const [name, path] of pages.filter((_, i) => SCREENSHOTS || i % 2 === turn)) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await accessibilityViolations(page), `${name} ${viewport}`).toEqual([]);
        await screenshot(page, `reps-${name}-${viewport}`);
      }
      await context.close();
    }
  });
});
