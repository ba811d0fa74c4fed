/**
 * A collection view's breadcrumb steps up to a landing (decision 0070): for every collection view
 * of every region, that landing is offered there and shows the collection's card, so the step
 * above the view is the page the visitor came from.
 */
import { describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { collectionLanding, collectionTarget } from "../../core/finder/collection-views";
import { REGION_CONFIG, REGIONS } from "../../core/regions/regions";
import { expandPattern } from "../../core/routing/expand-pattern";
import { landingCollections } from "../../app/landing/landing-collections";

const catalogue = demoSeed();
const collections = new Map(catalogue.collections.map((c) => [c.code, c]));

describe("a collection view's landing", () => {
  it.each(REGIONS)("%s: shows the card of every collection view", (region) => {
    const source = { collections, products: catalogue.products.filter((p) => p.regions.includes(region)) };
    const where = { region, locale: REGION_CONFIG[region].defaultLocale, language: "en" as const };
    const stocked = new Set(source.products.map((p) => p.collection));
    const views = catalogue.collections.filter((c) => stocked.has(c.code) && collectionTarget(c.family, c, region)?.view);
    expect(views.length).toBeGreaterThan(10);
    for (const collection of views) {
      const landing = collectionLanding(collection.family, collection, region);
      expect(landing?.entry.availability[region], collection.code).toBe(true);
      const { entry, pagePath } = landing!;
      // A collection landing's path names its collection (HFLOR sports): the page's own parameter.
      const params = entry.collectionParam && landing!.collection ? { [entry.collectionParam]: landing!.collection } : {};
      expect(expandPattern(entry, catalogue.collections), `${collection.code}: a page of the landing's pattern`).toContain(pagePath);
      const cards = landingCollections(entry, params, where, source).map((card) => card.code);
      expect(cards, `${collection.code} on ${pagePath}`).toContain(collection.code);
    }
  });
});
