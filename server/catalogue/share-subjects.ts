/**
 * Which product's picture a page shares (og:image, twitter:image) when the page is not one
 * product's: the most popular product of the page's family that the region offers, or of HIMACS
 * for pages of no family (all colours, guides, legal pages). Chosen once per catalogue version;
 * the image prerender renders exactly these share images ahead (server/images/start-images.ts).
 */
import type { Product } from "../../core/catalogue/model";
import { REGIONS, type Region } from "../../core/regions/regions";
import { PRODUCT_FAMILIES, type ProductFamily } from "../../core/catalogue/families";
import type { CatalogueSnapshot } from "./catalogue-store";

/** The family whose picture stands for pages that belong to none: offered in every region. */
const DEFAULT_FAMILY: ProductFamily = "HIMACS_COLOR";

const chosen = new WeakMap<CatalogueSnapshot, Map<string, Product | null>>();

export function shareSubject(snapshot: CatalogueSnapshot, family: ProductFamily | undefined, region: Region): Product | null {
  let bySnapshot = chosen.get(snapshot);
  if (!bySnapshot) chosen.set(snapshot, (bySnapshot = new Map()));
  const key = `${family ?? DEFAULT_FAMILY}|${region}`;
  let product = bySnapshot.get(key);
  if (product === undefined) {
    const offered = (snapshot.byFamily.get(family ?? DEFAULT_FAMILY) ?? []).filter((p) => p.regions.includes(region));
    product = offered.reduce<Product | null>((best, p) => (!best || p.popularity > best.popularity ? p : best), null);
    bySnapshot.set(key, product);
  }
  return product;
}

/** Every product some page of some region shares, each once. */
export function shareSubjects(snapshot: CatalogueSnapshot): Product[] {
  const all = new Map<string, Product>();
  for (const region of REGIONS) {
    for (const family of PRODUCT_FAMILIES) {
      const product = shareSubject(snapshot, family, region);
      if (product) all.set(product.contentId, product);
    }
  }
  return [...all.values()];
}
