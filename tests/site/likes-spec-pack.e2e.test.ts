/**
 * The likes' spec pack on a server of the test's own: a visitor signs up, likes two products and
 * downloads the CSV and the PDF, in the region's units and the visitor's language; a signed-out
 * visitor is sent to sign-in and back to the Likes page; every answer is private. In Chromium the
 * Likes page's links download files with the pack's names.
 */
import type { Browser } from "playwright-core";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser } from "../support/browser";
import { VERIFY_LINK, mailedLink } from "../support/mailed-link";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { pdfFonts, pdfImages, pdfLines } from "../support/pdf-tools";

let server: OwnServer;
let browser: Browser | undefined;
/** Two HIMACS products offered in GL, the US and Japan. */
let liked: Array<{ contentId: string; itemNumber: string; name: string }>;

beforeAll(async () => {
  // One render thread and one waiting render: a third PDF asked for at once finds the queue full.
  server = await startOwnServer({ IMAGE_WORKERS: "1", IMAGE_QUEUE_MAX: "1" });
  const lists = await Promise.all(
    ["gl", "us", "jp"].map(async (region) => ((await (await fetch(`${server.url}/${region}/api/products?category=HIMACS_COLOR&pageSize=60`)).json()) as { items: Array<{ contentId: string; itemNumber: string; name: string }> }).items),
  );
  liked = lists[0]!.filter((p) => lists.every((list) => list.some((q) => q.contentId === p.contentId))).slice(0, 2);
  expect(liked).toHaveLength(2);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.dispose();
});

class Client {
  cookies = new Map<string, string>();
  async request(path: string, form?: Record<string, string>) {
    const headers = new Headers({ cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") });
    if (form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      headers.set("origin", server.url);
    }
    const response = await fetch(`${server.url}${path}`, { method: form ? "POST" : "GET", headers, body: form ? new URLSearchParams(form).toString() : undefined, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }
  get csrf() {
    return this.cookies.get("csrf")!;
  }
}

/** A new account that likes both products. */
async function visitorWithLikes(): Promise<Client> {
  const client = new Client();
  await client.request("/us/account/sign-in");
  const email = `pack.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await client.request("/us/account/sign-up", { csrf: client.csrf, intent: "sign-up", name: "Pat", email, password: "tidy quartz worktop" });
  expect(signUp.status).toBe(200);
  const link = new URL(await mailedLink(`${server.dataDir}-mail`, email, VERIFY_LINK));
  const verified = await client.request("/us/account/verify-email", { csrf: client.csrf, intent: "verify-email", token: link.searchParams.get("token")! });
  expect(verified.status).toBe(303);
  for (const product of liked) expect((await client.request("/us/account/likes", { csrf: client.csrf, intent: "like", contentId: product.contentId })).status).toBe(303);
  return client;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function csvOf(client: Client, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="likes-spec-pack.csv"');
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(plain(new TextDecoder().decode(bytes.slice(3)))) as string[][];
  return { header: rows[0]!, body: rows.slice(1) };
}

describe("the likes' spec pack", () => {
  it("sends a signed-out visitor to sign-in, back to the Likes page, privately", async () => {
    for (const [path, likes] of [
      ["/us/account/likes/spec-pack.csv", "/us/account/likes"],
      ["/jp/account/likes/spec-pack.pdf", "/jp/account/likes"],
      ["/gl/account/likes/spec-pack.csv?lang=de", "/gl/account/likes?lang=de"],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      const location = new URL(response.headers.get("location")!, server.url);
      expect(location.pathname).toBe(`/${path.split("/")[1]}/account/sign-in`);
      expect(location.searchParams.get("returnTo")).toBe(likes);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("downloads a CSV with a row per liked product: inches in the US, millimetres in GL, Japanese in Japan", async () => {
    const client = await visitorWithLikes();
    const us = await csvOf(client, "/us/account/likes/spec-pack.csv");
    expect(us.header.slice(0, 4)).toEqual(["Category", "Collection", "Product", "Item no."]);
    expect(us.body.map((row) => row[3])).toEqual(liked.map((p) => p.itemNumber));
    expect(us.body.map((row) => row[2])).toEqual(liked.map((p) => p.name));
    const thickness = us.header.indexOf("Thickness");
    expect(thickness).toBeGreaterThan(3);
    for (const row of us.body) expect(row[thickness]).toMatch(/^[\d/-]+″$/);

    const gl = await csvOf(client, "/gl/account/likes/spec-pack.csv");
    for (const row of gl.body) expect(row[gl.header.indexOf("Thickness")]).toMatch(/^[\d.]+ mm$/);
    expect(gl.body.map((row) => row[3])).toEqual(liked.map((p) => p.itemNumber));

    const de = await csvOf(client, "/gl/account/likes/spec-pack.csv?lang=de");
    expect(de.header.slice(0, 4)).toEqual(["Kategorie", "Kollektion", "Produkt", "Artikel-Nr."]);

    const jp = await csvOf(client, "/jp/account/likes/spec-pack.csv");
    expect(jp.header.slice(0, 4)).toEqual(["カテゴリー", "コレクション", "製品", "品番"]);
    expect(jp.header).toContain("厚さ");
    expect(jp.body.map((row) => row[3])).toEqual(liked.map((p) => p.itemNumber));
  });

  it("downloads one PDF with each product's swatch and specifications: US units, and Japanese in Japan", async () => {
    const client = await visitorWithLikes();
    const pdf = async (path: string) => {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="likes-spec-pack.pdf"');
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return new Uint8Array(await response.arrayBuffer());
    };
    const us = await pdf("/us/account/likes/spec-pack.pdf");
    const usText = plain(await pdfLines(us));
    expect(usText).toContain("Spec pack");
    expect(usText).toContain("2 products");
    for (const product of liked) {
      expect(usText).toContain(product.name);
      expect(usText).toContain(product.itemNumber);
    }
    expect(usText).toContain("Thickness");
    expect(usText).toMatch(/\d″/);
    expect(usText).not.toMatch(/\d mm\b/);
    // A swatch per product.
    expect((await pdfImages(us)).length).toBeGreaterThanOrEqual(2);

    const jp = await pdf("/jp/account/likes/spec-pack.pdf");
    const jpText = plain(await pdfLines(jp));
    expect(jpText).toContain("仕様書パック");
    expect(jpText).toContain("厚さ");
    expect(jpText).toMatch(/\d mm/);
    for (const product of liked) expect(jpText).toContain(product.itemNumber);
    expect((await pdfFonts(jp)).every((font) => font.embedded && /NotoSansJP/.test(font.name))).toBe(true);
  });

  it("answers 503 with Retry-After when the render queue is full", async () => {
    const client = await visitorWithLikes();
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.request("/gl/account/likes/spec-pack.pdf")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.headers.get("retry-after")).toBe("2");
      expect(answer.headers.get("cache-control")).toMatch(/no-store/);
    }
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  });

  it("answers only GET", async () => {
    const client = await visitorWithLikes();
    const post = await client.request("/us/account/likes/spec-pack.csv", { csrf: client.csrf });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect(post.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("links both downloads from the Likes page, and Chromium saves them under the pack's names", async () => {
    browser = await launchBrowser();
    const client = await visitorWithLikes();
    const context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    const host = new URL(server.url).hostname;
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    const page = await context.newPage();
    await page.goto(`${server.url}/us/account/likes`);
    // The page's swatches render in the same pool, whose queue this server keeps at one: let them finish.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
    for (const [label, filename] of [
      ["Download spec pack (CSV)", "likes-spec-pack.csv"],
      ["Download spec pack (PDF)", "likes-spec-pack.pdf"],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: label }).click()]);
      expect(download.suggestedFilename()).toBe(filename);
      expect(await download.failure()).toBeNull();
    }
    await context.close();
  });
});
