/**
 * Every product of the seed catalogue, in every region that offers it, through the one product view
 * model the page renders: it builds, it is named, and its text is in the region's units. Text in
 * the region's units (description, features, technical data, plain specification values) never
 * names a unit of the other system; a measurement given in both systems (copy and specification
 * table, one shown and the other display:none, app/ui/Measure.tsx) keeps each system on its side,
 * and the sample sizes offered on the page are written in the region's units.
 * The HTTP walk over one product per collection and region (tests/site/product-walk.test.ts) checks
 * that the page shows what this model holds.
 */
import { describe, expect, it } from "vitest";
import { defaultCategories } from "../../core/routing/categories";
import { localise } from "../../core/catalogue/model";
import { guidesVersion } from "../../core/catalogue/media";
import { demoSeed } from "../support/demo-seed";
import { REGIONS, REGION_CONFIG, contentLanguageOf, type Region } from "../../core/regions/regions";
import { toProductDetail, type ProductDetailContext } from "../../core/product/product-view";
import { sampleOptionsOf } from "../../core/samples/options";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { optionLabel } from "../../app/samples/option-label";

const catalogue = demoSeed();
const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
const version = guidesVersion(catalogue.guides!);

/** A number followed by a unit of one system ("0.75 in", "12 mm", "3,5 kg"), as the HTTP walk reads it. */
const NUMBER = String.raw`\d[\d.,\u00a0\u202f ]*`;
const METRIC = new RegExp(String.raw`${NUMBER}(mm|cm|kg|m|мм|см|кг)(?![\p{L}\d])`, "u");
const IMPERIAL = new RegExp(String.raw`${NUMBER}(in|ft|lbs?|″|°F)(?![\p{L}\d])`, "u");

type Both = { metric: string; imperial: string };
const isBoth = (value: unknown): value is Both =>
  typeof value === "object" && value !== null && typeof (value as Both).metric === "string" && typeof (value as Both).imperial === "string";

/** Every string of a view, with the side of the unit systems it is written in ("region" for single-system text). */
function* texts(value: unknown, side: "region" | "metric" | "imperial" = "region"): Generator<{ text: string; side: "region" | "metric" | "imperial" }> {
  if (typeof value === "string") yield { text: value, side };
  else if (isBoth(value)) {
    yield { text: value.metric, side: "metric" };
    yield { text: value.imperial, side: "imperial" };
  } else if (Array.isArray(value)) for (const item of value) yield* texts(item, side);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) yield* texts(item, side);
}

function offeredProducts(region: Region) {
  const families = new Set(defaultCategories().filter((c) => c.regions.includes(region)).map((c) => c.code));
  return catalogue.products.filter((p) => p.regions.includes(region) && families.has(p.family));
}

/**
 * Each region's products in slices of SLICE, a test each: the whole of GL (3,744 products) in one
 * test took 8 s alone and passed its 15 s when a run started three workers at once.
 */
const SLICE = 500;
const slices = REGIONS.flatMap((region) => {
  const count = offeredProducts(region).length;
  return Array.from({ length: Math.ceil(count / SLICE) }, (_, k) => [region, k * SLICE + 1, Math.min(count, (k + 1) * SLICE), count] as const);
});

describe("every product's view model in every region", () => {
  it.each(REGIONS)("%s offers more than 900 products", (region) => {
    expect(offeredProducts(region).length).toBeGreaterThan(900);
  });

  // A region's first slice also warms the view model's code: up to 3 s on a loaded machine.
  it.each(slices)("%s: products %i to %i of %i build, are named, and show only the region's units", { timeout: 15_000 }, (region, first, last) => {
    const locale = REGION_CONFIG[region].defaultLocale;
    const language = contentLanguageOf(locale);
    const ctx: ProductDetailContext = { region, locale, language, collection: (code) => collections.get(code), guidesVersion: version };
    const shown = REGION_CONFIG[region].units;
    const wrongFor = { region: shown === "imperial" ? METRIC : IMPERIAL, metric: IMPERIAL, imperial: METRIC };
    const products = offeredProducts(region).slice(first - 1, last);
    const failures: string[] = [];
    for (const product of products) {
      const detail = toProductDetail(product, ctx);
      if (!detail.name || detail.name !== localise(product.name, language)) failures.push(`${product.itemNumber}: named "${detail.name}"`);
      const { description, features, technicalData, copy, specs } = detail;
      for (const { text, side } of texts({ description, features, technicalData, copy, specs })) {
        const wrong = wrongFor[side].exec(text);
        if (wrong) failures.push(`${product.itemNumber} (${side}): "${text.slice(Math.max(0, wrong.index - 30), wrong.index + wrong[0].length + 10)}"`);
      }
    }
    expect(failures.slice(0, 20), `${failures.length} problems over ${products.length} products`).toEqual([]);
  });

  it.each(REGIONS)("%s: names the sample sizes of every line it offers in the region's units", (region) => {
    const locale = REGION_CONFIG[region].defaultLocale;
    const t = createTranslator(locale, resolveCatalogue(locale));
    const wrong = REGION_CONFIG[region].units === "imperial" ? METRIC : IMPERIAL;
    const labels = defaultCategories()
      .filter((c) => c.regions.includes(region))
      .flatMap((c) => sampleOptionsOf(c.code).map(({ code }) => optionLabel(t, region, locale, code)));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => wrong.test(label))).toEqual([]);
  });
});
