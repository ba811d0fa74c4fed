/**
 * A member of staff without a second factor enrols on a phone, in real Chromium: sign-in, the
 * enrolment page (QR code and key), a code computed from the key the page shows, the recovery
 * codes once, then the staff page. Then the next sign-in asks for the code, in Japanese at desktop
 * width. axe on every step; screenshots at 390 px and desktop in GL and JP.
 */
import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { DESKTOP, PHONE, accessibilityViolations, launchBrowser, screenshot } from "../support/browser";
import { copyPgliteTemplate } from "../support/databases";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { insertUser, totpCode } from "../support/staff-fixtures";

const EMAIL = "ines.enrol@example.com";
const PASSWORD = "travertine harbour kettle";
const dataDir = copyPgliteTemplate();
let server: OwnServer;
let browser: Browser;

beforeAll(async () => {
  const database = await openDatabase({ pgliteDir: dataDir });
  await insertUser(database.db, { email: EMAIL, name: "Ines Enrol", role: "staff", password: PASSWORD, twoFactor: false });
  await database.close();
  server = await startOwnServer({}, dataDir);
  browser = await launchBrowser({ images: "stand-ins" });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("staff two-step verification in Chromium", () => {
  let secret = "";

  it("enrols a member of staff on a phone before the first staff page", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/gl/staff/sample-orders`);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.getByRole("heading", { name: "Two-step verification", level: 1 }).waitFor();
    await page.getByText("Staff accounts need two-step verification.").waitFor();
    await page.getByRole("img", { name: "QR code that adds this account to an authenticator app" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "two-factor-enrol-gl-phone");
    // The key as a person types it into an app that cannot scan: groups of four.
    secret = (await page.locator(".two-factor-secret code").innerText()).replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel("Code from the app").fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "two-factor-recovery-codes-gl-phone");

    await page.getByRole("link", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Sample orders", level: 1 }).waitFor();
    await context.close();
  });

  it("asks for the code at the next sign-in, in Japanese at desktop width", async () => {
    expect(secret).not.toBe("");
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.url}/jp/staff/contact-requests`);
    await page.getByLabel("メールアドレス").fill(EMAIL);
    await page.getByLabel("パスワード", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "ログイン" }).click();
    await page.getByText("認証アプリに表示される6桁のコードを入力してください。").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "two-factor-sign-in-code-jp-desktop");
    // The code of the next 30-second step: the one used at enrolment cannot be used again.
    await page.getByLabel("アプリのコードまたはリカバリーコード").fill(totpCode(secret, 1));
    await page.getByRole("button", { name: "確認する" }).click();
    await page.locator("h1").filter({ hasText: "お問い合わせ" }).waitFor();

    await page.goto(`${server.url}/jp/account/two-factor`);
    await page.getByText("2段階認証はオンです。").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "two-factor-on-jp-desktop");
    await context.close();
  });
});
