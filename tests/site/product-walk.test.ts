/**
 * One product of every collection, in every region that offers it, renders its page: 200, its name
 * as the heading, and units right. What a visitor sees (the measurements of the other unit system
 * are display:none, app/ui/Measure.tsx) never shows millimetres, centimetres or kilograms in the
 * US, nor inches, feet or pounds anywhere else. The list comes from the site's own API.
 *
 * Every product of every region is checked through the view model the page renders
 * (tests/unit/product-detail-units.test.ts); this walk checks that the page shows what the model
 * holds, over each collection (each material, texture and family) of each region.
 */
import { describe, expect, it } from "vitest";
import { REGIONS, REGION_CONFIG, type Region } from "../../core/regions/regions";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const CONCURRENCY = 4;

interface Listed {
  name: string;
  url: string;
  collection: { code: string } | null;
}

/** The first product the API lists of each collection. */
function onePerCollection(listed: Listed[]): Listed[] {
  const first = new Map<string, Listed>();
  for (const product of listed) if (!first.has(product.collection?.code ?? "")) first.set(product.collection?.code ?? "", product);
  return [...first.values()];
}

async function productsOf(region: Region): Promise<Listed[]> {
  const out: Listed[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await fetch(`${baseUrl}/${region}/api/products?pageSize=100&page=${page}`)).json()) as { items: Listed[]; total: number };
    out.push(...answer.items);
    if (out.length >= answer.total || answer.items.length === 0) return out;
  }
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#xa0;/g, "\u00a0")
    .replace(/&amp;/g, "&");

/** The text a visitor sees: no head, scripts or styles, and only the measurements of the shown system. */
export function visibleText(html: string, shown: "metric" | "imperial"): string {
  const hidden = shown === "metric" ? "u-imperial" : "u-metric";
  const body = html.slice(html.indexOf("<body"));
  return decode(
    body
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
      .replace(new RegExp(`<span class="${hidden}">[^<]*</span>`, "g"), " ")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
}

/** A number followed by a unit of the other system ("0.75 in", "12 mm", "3,5 kg"). */
const NUMBER = String.raw`\d[\d.,\u00a0\u202f ]*`;
const METRIC = new RegExp(String.raw`${NUMBER}(mm|cm|kg|m|мм|см|кг)(?![\p{L}\d])`, "u");
const IMPERIAL = new RegExp(String.raw`${NUMBER}(in|ft|lbs?|″|°F)(?![\p{L}\d])`, "u");

describe("a product page of every collection in every region", () => {
  // About 380 pages (and the API's listing of every product) on the shared server: some 11 s beside the other files.
  it("answers 200 with the product's name and the region's units", { timeout: 45_000 }, async () => {
    const pages = (await Promise.all(REGIONS.map(async (region) => onePerCollection(await productsOf(region)).map((p) => ({ region, ...p }))))).flat();
    expect(pages.length).toBeGreaterThan(350);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const { region, url, name } = pages[next++]!;
        const response = await fetch(baseUrl + url, { redirect: "manual" });
        const html = await response.text();
        if (response.status !== 200) {
          failures.push(`${url}: ${response.status}`);
          continue;
        }
        // Automotive and appliance surfaces have no page each: they are shown on their application's page.
        const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
        if (url.includes("/detail/") && (heading === undefined || decode(heading) !== name)) failures.push(`${url}: heading ${heading} is not ${name}`);
        const shown = REGION_CONFIG[region].units;
        const text = visibleText(html, shown);
        const wrong = (shown === "imperial" ? METRIC : IMPERIAL).exec(text);
        if (wrong) failures.push(`${url}: shows "${text.slice(Math.max(0, wrong.index - 40), wrong.index + wrong[0].length + 10)}"`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures.slice(0, 20), `${failures.length} of ${pages.length} pages`).toEqual([]);
  });
});
