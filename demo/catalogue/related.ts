/** Related products: four to eight others of the same collection, preferring ones still sold. */
import type { Product } from "../../core/catalogue/model";
import type { Rng } from "./prng";

export function assignRelated(products: readonly Product[], rng: Rng): void {
  const byCollection = new Map<string, Product[]>();
  for (const product of products) {
    const key = `${product.family}/${product.collection}`;
    const members = byCollection.get(key);
    if (members) members.push(product);
    else byCollection.set(key, [product]);
  }
  for (const members of byCollection.values()) {
    const current = members.filter((p) => !p.flags.includes("discontinued"));
    for (const product of members) {
      const preferred = current.filter((p) => p !== product);
      const candidates = preferred.length >= 4 ? preferred : members.filter((p) => p !== product);
      product.related = rng.sample(candidates, rng.int(4, 8)).map((p) => p.contentId);
    }
  }
}
