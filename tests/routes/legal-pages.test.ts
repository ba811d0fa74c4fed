/**
 * The footer's legal pages, in-process: every region has privacy, terms, imprint and cookies in
 * each of its languages, as public pages; the privacy page names the region's law and mailbox;
 * and the cookies page lists exactly the cookies the site sets, found by walking a visitor
 * through what sets them (a private page, compare, a guest's sample cart, signing in), not by a
 * second list in this file. Their breadcrumb starts at the products overview, as every page's does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { dataProtectionLaw } from "../../core/legal/data-protection-law";
import { LEGAL_PAGES } from "../../core/legal/legal-pages";
import { PRIVACY_ADDRESSES } from "../../core/legal/privacy-contact";
import { contentLanguageOf, REGION_CONFIG, REGIONS, type Locale } from "../../core/regions/regions";
import { GUEST_CART_DAYS } from "../../server/security/purge";
import { ORIGIN, sharedInProcessSite, type InProcessSite } from "../support/in-process-site";
import { insertUser } from "../support/staff-fixtures";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

const PASSWORD = "quartz vanity basin";
const himacs = demoSeed().products.find((p) => p.family === "HIMACS_COLOR" && p.regions.includes("us"))!;
const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
const headingOf = (html: string) => decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "");
const langQuery = (region: (typeof REGIONS)[number], locale: Locale) => (locale === REGION_CONFIG[region].defaultLocale ? "" : `?lang=${locale}`);

/** A browser: keeps cookies, posts same-site forms with its CSRF token, remembers every cookie name it was given. */
class Browser {
  cookies = new Map<string, string>();
  seen = new Set<string>();
  async request(path: string, form?: Record<string, string>) {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
    if (form) Object.assign(headers, { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" });
    const body = form ? new URLSearchParams({ csrf: this.cookies.get("csrf") ?? "", ...form }).toString() : undefined;
    const answer = await site.fetch(path, { method: form ? "POST" : "GET", headers, body, redirect: "manual", clientIp: "198.51.100.90" });
    for (const cookie of answer.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else {
        this.cookies.set(name!, value!);
        this.seen.add(name!);
      }
    }
    return answer;
  }
}

describe("legal pages", () => {
  const pagesOfEveryLanguage = REGIONS.flatMap((region) => REGION_CONFIG[region].locales.map((locale) => [region, locale] as const));

  it.each(pagesOfEveryLanguage)("%s in %s: all four pages, public, headed in the language", async (region, locale) => {
    const t = resolveCatalogue(locale);
    for (const page of LEGAL_PAGES) {
      const answer = await site.fetch(`/${region}/products/legal/${page}${langQuery(region, locale)}`);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get("cache-control"), page).toMatch(/^public/);
      const html = await answer.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(headingOf(html), page).toBe(t[`legal.page.${page}`]);
      // The breadcrumb's first step is the products overview, as on every page (decision 0054).
      expect(/class="breadcrumb"[^>]*><ol><li><a href="([^"]+)"/.exec(html)?.[1], page).toBe(`/${region}/products/categories${langQuery(region, locale)}`);
      // The footer links all four, in the page's language.
      for (const other of LEGAL_PAGES) expect(decode(html), `${page} → ${other}`).toContain(`>${String(t[`legal.page.${other}`])}</a>`);
    }
  });

  it.each(pagesOfEveryLanguage)("%s in %s: the privacy page names the region's law, its mailbox and the purge's figures", async (region, locale) => {
    const html = decode(await (await site.fetch(`/${region}/products/legal/privacy${langQuery(region, locale)}`)).text());
    const law = dataProtectionLaw(region, contentLanguageOf(locale));
    expect(html).toContain(law.law);
    expect(html).toContain(law.authority);
    expect(html).toContain(`href="mailto:${PRIVACY_ADDRESSES[region]}"`);
    const cartDays = new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(GUEST_CART_DAYS);
    expect(html).toContain(cartDays);
  });

  it("sends a segment that is not a legal page to not-found", async () => {
    const answer = await site.fetch("/gl/products/legal/disclaimer", { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/\/gl\/products\/error\/notFound$/);
  });

  it("lists on the cookies page exactly the cookies the site sets", async () => {
    const browser = new Browser();
    // A private page sets the CSRF cookie; compare and a guest's cart set theirs.
    await browser.request("/us/products/compare");
    expect((await browser.request("/us/products/compare", { intent: "add", contentId: himacs.contentId })).status).toBe(303);
    expect((await browser.request("/us/samples/cart", { intent: "add", contentId: himacs.contentId, option: "chip-s" })).status).toBe(303);
    // Signing in sets the session and the device cookie.
    const user = await insertUser(site.db, { password: PASSWORD });
    await browser.request("/us/account/sign-in");
    expect((await browser.request("/us/account/sign-in", { intent: "sign-in", email: user.email, password: PASSWORD })).status).toBe(303);

    const html = await (await site.fetch("/us/products/legal/cookies")).text();
    const table = /aria-labelledby="legal-cookie-list"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const listed = [...table.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...browser.seen].sort());
  });
});
