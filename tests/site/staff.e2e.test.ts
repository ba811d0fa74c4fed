/**
 * The staff pages in real Chromium, on a server of the test's own whose mail goes to an in-process
 * SMTP server: a member of staff made with `npm run admin -- grant-staff`, signed in through the
 * form, moves an order from confirmed to shipped and the visitor's "shipped" mail arrives. axe on
 * every staff page; screenshots at phone and desktop widths in GL, US and JP.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { DESKTOP, PHONE, SCREENSHOTS, accessibilityViolations, launchBrowser, screenshot } from "../support/browser";
import { copyPgliteTemplate } from "../support/databases";
import type { OwnServer } from "../support/own-server";
import { startMailingServer, stopMailingServer } from "../support/mailing-server";
import type { SmtpSink } from "../support/smtp-sink";
import { insertContactRequest, insertOrder, insertUser, totpCode } from "../support/staff-fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const STAFF_EMAIL = "sam.staff@example.com";
const PASSWORD = "granite offcut ledger";
const VISITOR_EMAIL = "vera.visitor@example.com";
const REFERENCE = "SO-E2E-0001";

let browser: Browser;
let sink: SmtpSink;
let server: OwnServer;
let requestReference = "";
/** The staff member's authenticator secret (enrolment itself: staff-two-factor.e2e.test.ts). */
let secret = "";
let signedIn: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>> | undefined;

function admin(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], { cwd: root, env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", PUBLIC_ORIGIN: "", HOST: "" } });
    let stdout = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.on("exit", (code) => resolve({ code, stdout }));
  });
}

beforeAll(async () => {
  const dataDir = copyPgliteTemplate();
  const database = await openDatabase({ pgliteDir: dataDir });
  const db = database.db;
  secret = (await insertUser(db, { email: STAFF_EMAIL, name: "Sam Staff", password: PASSWORD, twoFactor: true })).secret!;
  const hour = 3600_000;
  await insertOrder(db, { reference: REFERENCE, status: "confirmed", region: "us", locale: "en-US", name: "Vera <i>Visitor</i>", email: VISITOR_EMAIL, country: "US", notes: "Please send the samples to the studio, not the site office.", items: 3 });
  await insertOrder(db, { region: "jp", locale: "ja", name: "山田 花子", country: "JP", createdAt: new Date(Date.now() - hour) });
  await insertOrder(db, { region: "gl", locale: "de", name: "Grete Graf", country: "DE", status: "shipped", createdAt: new Date(Date.now() - 2 * hour) });
  await insertOrder(db, { region: "ru", locale: "ru", name: "Иван Петров", country: "RU", status: "cancelled", createdAt: new Date(Date.now() - 3 * hour) });
  requestReference = (await insertContactRequest(db, { region: "us", kind: "rep", name: "Pat Planner", message: "We are specifying solid surface for a hospital.\nCould your representative visit next week?" })).reference;
  await insertContactRequest(db, { region: "jp", kind: "category", status: "in_progress", name: "佐藤 健" });
  await database.close();
  const granted = await admin(dataDir, "grant-staff", STAFF_EMAIL);
  expect(granted.code, granted.stdout).toBe(0);
  ({ server, sink } = await startMailingServer(dataDir));
  browser = await launchBrowser({ images: "stand-ins" });
});

afterAll(async () => {
  await browser?.close();
  await stopMailingServer(server, sink);
});

async function staffPage(options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, ...(signedIn ? { storageState: signedIn } : {}) });
  return { context, page: await context.newPage() };
}

describe("staff pages in Chromium", () => {
  it("signs in a member of staff made with the CLI, ships a confirmed order, and the visitor's mail arrives", async () => {
    const { context, page } = await staffPage(DESKTOP);
    await page.goto(`${server.url}/us/staff/sample-orders`);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.getByLabel("Email").fill(STAFF_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Code from the app or a recovery code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Sample orders", level: 1 }).waitFor();
    signedIn = await context.storageState();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "staff-orders-us-desktop");
    // Countries are named, in the staff member's language, not left as codes.
    expect(await page.getByRole("row", { name: new RegExp(REFERENCE) }).innerText()).toContain("United States");

    await page.getByRole("link", { name: REFERENCE }).click();
    await page.getByRole("heading", { name: `Sample order ${REFERENCE}` }).waitFor();
    await page.getByText("Vera <i>Visitor</i>").waitFor();
    expect(await page.getByRole("main").innerText()).toContain("United States");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "staff-order-us-desktop");

    await page.getByRole("button", { name: "Mark as shipped" }).click();
    await page.getByText("The order is now: Shipped.").waitFor();
    await page.getByText("Confirmed to Shipped, by Sam Staff").waitFor();
    await page.getByRole("button", { name: "Mark as delivered" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "staff-order-shipped-us-desktop");

    const mail = await sink.waitForMail((m) => m.to === VISITOR_EMAIL, 30_000);
    expect(mail.subject).toBe(`Your sample order ${REFERENCE}: Shipped`);
    expect(mail.text).toContain(`Your sample order ${REFERENCE} has a new status: Shipped.`);
    expect(mail.html).toContain("Hello Vera &#60;i&#62;Visitor&#60;/i&#62;");
    await context.close();
  });

  it("filters the lists without JavaScript and handles a contact request", async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, ...(signedIn ? { storageState: signedIn } : {}) });
    const page = await context.newPage();
    await page.goto(`${server.url}/gl/staff/sample-orders`);
    await page.getByRole("form", { name: "Filters" }).getByLabel("Region").selectOption("jp");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("1 order", { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("region")).toBe("jp");

    await page.goto(`${server.url}/gl/staff/contact-requests`);
    // The topic names the rep written to, not their id.
    expect(await page.getByRole("row", { name: new RegExp(requestReference) }).innerText()).toContain("Dana Whitfield · New York, New Jersey, New England");
    await page.getByRole("link", { name: requestReference }).click();
    await page.getByText("Could your representative visit next week?").waitFor();
    expect(await page.getByRole("main").innerText()).toContain("Dana Whitfield");
    await page.getByLabel("Handling status").selectOption("in_progress");
    await page.getByRole("button", { name: "Save the status" }).click();
    await page.getByText("The status is saved.").waitFor();
    await context.close();
  });

  // Each loads the four staff pages, each with axe and a full-page screenshot: up to 21 s in a full run.
  // English at both widths and Japanese on a phone, where it is tightest; the markup is the same at
  // both widths. GL on a phone and Japanese at desktop width are pictures only (`test:screens`).
  it.each([
    ["gl", "desktop", DESKTOP],
    ...(SCREENSHOTS ? ([["gl", "phone", PHONE], ["jp", "desktop", DESKTOP]] as const) : []),
    ["jp", "phone", PHONE],
    ["us", "phone", PHONE],
  ] as const)("shows every staff page in %s at %s width with no axe violations", { timeout: 90_000 }, async (region, width, options) => {
    const { context, page } = await staffPage(options);
    const pages: [string, string][] = [
      ["orders", `/${region}/staff/sample-orders`],
      ["order", `/${region}/staff/sample-orders/${REFERENCE}`],
      ["requests", `/${region}/staff/contact-requests`],
      ["request", `/${region}/staff/contact-requests/${requestReference}`],
    ];
    for (const [name, pagePath] of pages) {
      const response = await page.goto(`${server.url}${pagePath}`);
      expect(response?.status(), pagePath).toBe(200);
      await page.locator("h1").waitFor();
      expect(await accessibilityViolations(page), pagePath).toEqual([]);
      await screenshot(page, `staff-${name}-${region}-${width}`);
    }
    await context.close();
  });
});
