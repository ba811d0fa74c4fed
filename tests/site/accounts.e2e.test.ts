/**
 * Accounts and likes in real Chromium, on a server of the test's own whose mail goes to an
 * in-process SMTP server: sign up (check your mail, follow the mailed link, confirm), sign out, sign in, reset the password through the mail
 * received, like while signed out (the spec's message, sign in, the like completed), the limit on
 * wrong passwords with its message, the signed-in devices list (ending another device without
 * JavaScript), and axe on every account page and error state.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, SCREENSHOTS, accessibilityViolations, launchBrowser, screenshot, waitForHydration } from "../support/browser";
import type { SmtpSink } from "../support/smtp-sink";
import { VERIFY_LINK } from "../support/mailed-link";
import { ja as jaAccount } from "../../core/i18n/locale-files";
import type { OwnServer } from "../support/own-server";
import { startMailingServer, stopMailingServer } from "../support/mailing-server";

let browser: Browser;
let sink: SmtpSink;
let server: OwnServer;
const PRODUCT = "/us/products/himacs-solid-surface/detail/abyss-granite-g091";

beforeAll(async () => {
  ({ server, sink } = await startMailingServer());
  browser = await launchBrowser({ images: "stand-ins" });
});
afterAll(async () => {
  await browser?.close();
  await stopMailingServer(server, sink);
});

/** Signs up, then opens the account through the link in the mail received, as a visitor would. */
async function signUp(page: Page, email: string, password: string, name = "Jane <b>Doe</b>") {
  await page.goto(`${server.url}/us/account/sign-up`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Check your mail" }).waitFor();
  const link = await verifyLinkFor(email);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await page.getByRole("heading", { name: "Your account" }).waitFor();
  return link;
}

async function verifyLinkFor(email: string, subject = "Confirm your email address") {
  const mail = await sink.waitForMail((m) => m.to.includes(email) && m.subject === subject, 20_000);
  return VERIFY_LINK.exec(mail.text)![0];
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), page.getByRole("button", { name: "Sign in" }).click()]);
}

describe("accounts in Chromium", () => {
  // Signs up and resets the password through mailed links, signs in three times and runs axe five times: up to 48 s beside the other files.
  it("signs up, out and in, and resets the password through the mail received", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const email = `jane.${Date.now()}@example.com`;

    // A guessable password is refused beside its field, with focus moved to it.
    await page.goto(`${server.url}/us/account/sign-up`);
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Jane");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("This password is too easy to guess").waitFor();
    await waitForHydration(page);
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")), { timeout: 10_000 }).toBe("password");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "account-sign-up-error-desktop");

    const verifyLink = await signUp(page, email, "correct horse battery staple");
    // The name is shown as typed, escaped; the mail is plain text, where nothing is read as HTML.
    await page.getByText("Signed in as Jane <b>Doe</b>").waitFor();
    const welcome = sink.mails.find((m) => m.to.includes(email))!;
    expect(welcome.html).toBeFalsy();
    expect(welcome.text).toContain("Hello Jane <b>Doe</b>,");
    // The link works once.
    const again = await browser.newContext(DESKTOP);
    const used = await again.newPage();
    await used.goto(verifyLink);
    await used.getByText("This link has expired or has been used.").waitFor();
    await used.getByRole("link", { name: "Sign in to get a new link" }).waitFor();
    expect(await accessibilityViolations(used)).toEqual([]);
    await again.close();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "account-page-desktop");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/us/products/**`);
    await page.goto(`${server.url}/us/account/profile`);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await signIn(page, email, "correct horse battery staple");
    await page.getByText("Signed in as Jane <b>Doe</b>").waitFor();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/us/products/**`);

    await page.goto(`${server.url}/us/account/forgot-password`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText(`If an account uses ${email}`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const mail = await sink.waitForMail((m) => m.to.includes(email) && m.subject === "Choose a new password", 20_000);
    const link = /https?:\/\/\S+reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reset-password-desktop");
    await page.getByLabel("New password").fill("a new and longer passphrase");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText("Your password is changed.").waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByText("This link has expired or has been used.").waitFor();

    // The old password no longer opens the account; the new one does.
    const fresh = await browser.newContext(DESKTOP);
    const other = await fresh.newPage();
    await other.goto(`${server.url}/us/account/sign-in`);
    await signIn(other, email, "correct horse battery staple");
    await other.getByText("The email or password is not right.").waitFor();
    await signIn(other, email, "a new and longer passphrase");
    await other.getByRole("heading", { name: "Your account" }).waitFor();
    await fresh.close();
    await context.close();
  }, 180_000);

  // Signs up through a mailed link, likes and signs in on a phone, signs in again on a second device, with two axe runs and a full-page screenshot: up to 21 s beside the other files.
  it("asks a signed-out visitor to log in to like, then completes the like after sign-in", async () => {
    const email = `liker.${Date.now()}@example.com`;
    const setup = await browser.newContext(DESKTOP);
    await signUp(await setup.newPage(), email, "liking surfaces all day long");
    await setup.close();

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}${PRODUCT}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save Abyss Granite to Likes" }).click();
    await page.getByText("Log in to save to your Likes").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The message's own link (the header has a Sign in link too).
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await page.getByText("Sign in to save Abyss Granite to your Likes.").waitFor();
    await signIn(page, email, "liking surfaces all day long");
    await page.waitForURL(`${server.url}${PRODUCT}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("button", { name: "Remove Abyss Granite from Likes" }).getAttribute("aria-pressed")).toBe("true");

    await page.goto(`${server.url}/us/account/likes`);
    await page.getByRole("heading", { name: "HIMACS" }).waitFor();
    await page.getByRole("link", { name: "Abyss Granite", exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "likes-page-phone");

    // Another device signed in to the same account sees the same like, and can remove it.
    const desktop = await browser.newContext(DESKTOP);
    const second = await desktop.newPage();
    await second.goto(`${server.url}/us/account/sign-in`);
    await signIn(second, email, "liking surfaces all day long");
    await second.goto(`${server.url}/us/account/likes`);
    await second.getByRole("button", { name: "Remove Abyss Granite from Likes" }).click();
    await second.getByText("You have not liked any products yet.").waitFor();
    await desktop.close();
    await context.close();
  }, 90_000);

  it("limits wrong passwords with a clear try-again message", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/us/account/sign-in`);
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    const email = `nobody.${Date.now()}@example.com`;
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, email, `wrong password ${attempt}`);
      await page.getByText("The email or password is not right.").waitFor();
    }
    await signIn(page, email, "wrong password again");
    await page.getByText(/Too many attempts\. Please try again in \d+ minutes?\./).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "sign-in-limited-desktop");
    await context.close();
  });

  it("keeps an unconfirmed account closed and mails a new link to whoever has its password", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const email = `pending.${Date.now()}@example.com`;
    await page.goto(`${server.url}/us/account/sign-up`);
    await page.getByLabel("Name").fill("Pen Ding");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("waiting for the mail");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your mail" }).waitFor();
    const first = await verifyLinkFor(email);

    await page.goto(`${server.url}/us/account/sign-in`);
    await signIn(page, email, "waiting for the mail");
    await page.getByText("Confirm your email first: we have sent you a new link.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect((await (await page.request.get(`${server.url}/us/api/visitor`)).json()).signedIn).toBe(false);
    // The new link replaces the first one.
    await expect.poll(() => sink.mails.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(2);
    const second = VERIFY_LINK.exec(sink.mails.filter((m) => m.to.includes(email))[1]!.text)![0];
    expect(second).not.toBe(first);
    await page.goto(first);
    await page.getByText("This link has expired or has been used.").waitFor();
    await page.goto(second);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByText("Signed in as Pen Ding").waitFor();
    await context.close();
  });

  // One sign-up through a mailed link, two sign-ins, two axe runs and two full-page screenshots: up to 30 s beside the other files.
  it("lists the signed-in devices and ends another one, also without JavaScript", async () => {
    const email = `devices.${Date.now()}@example.com`;
    const desktop = await browser.newContext(DESKTOP);
    const first = await desktop.newPage();
    await signUp(first, email, "two devices one account");

    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const phone = await browser.newContext({ ...PHONE, userAgent: android });
    const second = await phone.newPage();
    await second.goto(`${server.url}/us/account/sign-in?returnTo=${encodeURIComponent("/us/account/profile")}`);
    await signIn(second, email, "two devices one account");
    const devices = second.getByRole("region", { name: "Signed-in devices" });
    await devices.getByText("Chrome on Android").waitFor();
    await devices.getByText("This device").waitFor();
    expect(await devices.getByRole("listitem").count()).toBe(2);
    expect(await accessibilityViolations(second)).toEqual([]);
    await screenshot(second, "account-devices-phone");

    await first.reload();
    const listed = first.getByRole("region", { name: "Signed-in devices" });
    await listed.getByRole("button", { name: "End the session of Chrome on Android" }).waitFor();
    expect(await accessibilityViolations(first)).toEqual([]);
    await screenshot(first, "account-devices-desktop");

    // A third browser, without scripts, ends the phone's session with a plain form post.
    const plain = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const third = await plain.newPage();
    await third.goto(`${server.url}/us/account/sign-in?returnTo=${encodeURIComponent("/us/account/profile")}`);
    await signIn(third, email, "two devices one account");
    await third.getByRole("region", { name: "Signed-in devices" }).getByRole("button", { name: "End the session of Chrome on Android" }).click();
    await third.getByText("The session is ended: that device is signed out.").waitFor();
    expect(await third.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem").count()).toBe(2);
    await second.reload();
    await second.getByRole("heading", { name: "Sign in" }).waitFor();
    await Promise.all([plain.close(), phone.close(), desktop.close()]);
  }, 90_000);

  // Each language at one width, the other language at the other (the pages' markup is the same at
  // both; pages at phone width are axe'd in the likes and devices tests above): two sign-ups, each
  // waiting for its mail, with two page loads and two axe runs. With `test:screens`, every language
  // at both widths, for the pictures: four sign-ups, up to 31 s beside the other files.
  it("shows the check-your-mail and confirm pages finished at phone and desktop widths, in GL and JP", async () => {
    const cases = [
      { region: "gl", text: { name: "Name", email: "Email", password: "Password", submit: "Create account", check: "Check your mail", confirm: "Confirm my email address" } },
      {
        region: "jp",
        text: { name: jaAccount["account.name"], email: jaAccount["account.email"], password: jaAccount["account.password"], submit: jaAccount["account.signUp"], check: jaAccount["account.checkMail"], confirm: jaAccount["account.verify.confirm"] },
      },
    ];
    const widths = [["phone", PHONE], ["desktop", DESKTOP]] as const;
    for (const [index, { region, text }] of cases.entries()) {
      for (const [width, options] of SCREENSHOTS ? widths : [widths[index % 2]!]) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const email = `shot.${region}.${width}.${Date.now()}@example.com`;
        await page.goto(`${server.url}/${region}/account/sign-up`);
        await page.getByLabel(text.name).fill("Kai");
        await page.getByLabel(text.email).fill(email);
        await page.getByLabel(text.password, { exact: true }).fill("screens of every size");
        await page.getByRole("button", { name: text.submit }).click();
        await page.getByRole("heading", { name: text.check }).waitFor();
        await page.getByText(email).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `account-check-mail-${region}-${width}`);
        const mail = await sink.waitForMail((m) => m.to.includes(email), 20_000);
        await page.goto(VERIFY_LINK.exec(mail.text)![0]);
        await page.getByRole("button", { name: text.confirm }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `account-verify-email-${region}-${width}`);
        await context.close();
      }
    }
  }, 120_000);
});
