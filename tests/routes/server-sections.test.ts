/**
 * In-process. Static sections of the product and category pages are sent once (decision 0038): a document carries their text
 * in the markup but not again in its hydration data, while a client navigation's `.data` answer
 * carries it, so the browser can render the page it navigates to.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hydrationStrings } from "../support/hydration-data";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});
const PAGE = "/us/products/himacs-solid-surface/detail/abyss-granite-g091";


/** Texts only the static sections show: related product names and section headings. */
function staticTexts(html: string): string[] {
  const relatedSection = html.slice(html.indexOf('<section class="related"'), html.indexOf("</section>", html.indexOf('<section class="related"')));
  const related = [...relatedSection.matchAll(/<a href="[^"]+">([^<]+)</g)].map((m) => m[1]!);
  expect(related.length).toBeGreaterThan(0);
  const headings = [...html.matchAll(/<h[23] id="(?:features|documents|technical-data|related|countries)"[^>]*>([^<]+)</g)].map((m) => m[1]!);
  expect(headings).toHaveLength(5);
  return [...related, ...headings];
}

describe("server-rendered sections of the product page", () => {
  it("are in the document's markup and not again in its hydration data", async () => {
    const html = await (await site.fetch(PAGE)).text();
    const texts = staticTexts(html);
    expect(texts.length).toBeGreaterThan(10);
    const strings = hydrationStrings(html);
    expect(strings).toContain("Abyss Granite");
    for (const text of texts) expect(strings, text).not.toContain(text);
    // The Product JSON-LD comes with the sections, and the specification labels with it.
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
    expect(strings).not.toContain("additionalProperty");
    expect(strings).not.toContain("Thickness");
  });

  it("writes no dialog into the document: a dialog needs JavaScript, and is written when first opened", async () => {
    const html = await (await site.fetch(PAGE)).text();
    expect(html).toContain("Enlarge image");
    expect(html).toContain("Edge profile guide");
    expect(html).not.toContain("<dialog");
  });

  it("travel with a client navigation's data, with the messages they use", async () => {
    const html = await (await site.fetch(PAGE)).text();
    const response = await site.fetch(`${PAGE}.data`);
    expect(response.status).toBe(200);
    const data = await response.text();
    for (const text of staticTexts(html)) expect(data, text).toContain(text);
    expect(data).toContain("Available countries");
    expect(hydrationStrings(html)).not.toContain("Available countries");
  });
});

describe("server-rendered sections of a category landing", () => {
  const LANDING = "/gl/products/himacs-solid-surface";
  /** Collection names and topic titles, as the markup shows them. */
  const landingTexts = (html: string) => [
    ...[...html.matchAll(/class="collection-card__link"[^>]*>([^<]+)</g)].map((m) => m[1]!),
    ...[...html.matchAll(/<article class="landing-topic"[^>]*><h3>([^<]+)</g)].map((m) => m[1]!),
  ];

  it("sends the collection cards and the topics' copy once, in the markup", async () => {
    const html = await (await site.fetch(LANDING)).text();
    const texts = landingTexts(html);
    expect(texts.length).toBeGreaterThan(10);
    const strings = hydrationStrings(html);
    for (const text of texts) expect(strings, text).not.toContain(text);
  });

  it("sends them with a client navigation's data", async () => {
    const html = await (await site.fetch(LANDING)).text();
    const data = await (await site.fetch(`${LANDING}.data`)).text();
    for (const text of landingTexts(html)) expect(data, text).toContain(JSON.stringify(text).slice(1, -1));
  });
});
