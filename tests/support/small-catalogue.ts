import type { Catalogue } from "../../core/catalogue/model";
import { demoSeed } from "./demo-seed";

/** A small, valid catalogue: the HIMACS solids collection and a few of its products (from the demo seed, generated once). */
export function smallCatalogue(): Catalogue {
  const seed = demoSeed();
  const products = seed.products.filter((p) => p.family === "HIMACS_COLOR" && p.collection === "solids").slice(0, 5);
  const ids = new Set(products.map((p) => p.contentId));
  return {
    collections: seed.collections.filter((c) => c.code === "solids"),
    products: products.map((p) => ({ ...p, related: p.related.filter((id) => ids.has(id)) })),
  };
}
