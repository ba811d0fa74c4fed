/**
 * A visitor with a verified account, made the way a visitor makes one: the sign-up form, the
 * verification link from the mail the server wrote, its confirm button. Browser files that need a
 * signed-in visitor start here; the cookies it returns are the visitor signed in.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { DESKTOP } from "./browser";
import { VERIFY_LINK, mailedLink } from "./mailed-link";

export interface NewAccount {
  /** The display name typed into the sign-up form. */
  name: string;
  email: string;
  password: string;
}

/** Signs up and verifies `account` on the US site; returns the signed-in visitor's storage state. */
export async function signUpVerified(browser: Browser, baseUrl: string, mailDir: string, account: NewAccount): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/us/account/sign-up`);
    await page.getByLabel("Name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your mail" }).waitFor();
    await page.goto(await mailedLink(mailDir, account.email, VERIFY_LINK));
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}
