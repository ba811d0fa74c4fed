/**
 * Synthetic catalogues for benchmarks (100k and 1M products). Every synthetic product is a
 * variant of a seed product: it shares that product's immutable parts (name, copy, documents,
 * dimensions, attributes, flags, regions, countries; deep-frozen, never copied) and gets its own
 * identifiers, swatch seed, launch date, popularity and related products. Facet distributions
 * (families, collections, colours, finishes, thicknesses, flags, regions) therefore follow the
 * seed catalogue's skew, and only collections of the seed catalogue are referenced.
 */
import type { Product } from "../../core/catalogue/model";
import { seedCatalogue } from "./index";
import type { Lifecycle } from "./lifecycle";
import { dayDate, launchDay, popularity } from "./lifecycle";
import { Rng } from "./prng";

/** Synthetic content ids are 11 digits, so they never meet the 8-digit ids of the seed. */
const CONTENT_ID_BASE = 10_000_000_000;
const MAX_COUNT = 89_999_999_999;
const RELATED_GROUP = 6;
const NO_RELATED: readonly string[] = Object.freeze([]);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function stageOf(product: Product): Lifecycle {
  if (product.flags.includes("new")) return "new";
  if (product.flags.includes("coming-soon")) return "coming-soon";
  return product.flags.includes("discontinued") ? "discontinued" : "current";
}

/** Ids of earlier products of a collection, handed out in shared groups of six. */
interface RelatedGroups {
  pending: string[];
  current: readonly string[];
}

export function* syntheticProducts(count: number, seed = 1): Generator<Product> {
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_COUNT) throw new RangeError(`count must be an integer from 0 to ${MAX_COUNT}`);
  const prototypes = deepFreeze(seedCatalogue().products);
  const stages = prototypes.map(stageOf);
  const rng = new Rng(seed >>> 0);
  const days: string[] = [];
  // A few thousand distinct launch days: format each once and share the strings.
  const day = (offset: number) => (days[offset] ??= dayDate(offset));
  const groups = new Map<string, RelatedGroups>();

  for (let i = 0; i < count; i++) {
    const index = Math.floor(rng.float() * prototypes.length);
    const proto = prototypes[index] as Product;
    const stage = stages[index] as Lifecycle;
    const suffix = i.toString(36);
    const contentId = String(CONTENT_ID_BASE + i);

    let group = groups.get(proto.collection);
    if (!group) groups.set(proto.collection, (group = { pending: [], current: NO_RELATED }));
    const related = group.current;
    group.pending.push(contentId);
    if (group.pending.length === RELATED_GROUP) {
      group.current = Object.freeze(group.pending);
      group.pending = [];
    }

    const product: Product = {
      contentId,
      itemNumber: `${proto.itemNumber}-${suffix.toUpperCase()}`,
      slug: `${proto.slug}-${suffix}`,
      family: proto.family,
      collection: proto.collection,
      name: proto.name,
      description: proto.description,
      features: proto.features,
      colourFamily: proto.colourFamily,
      swatch: { texture: proto.swatch.texture, base: proto.swatch.base, accent: proto.swatch.accent, seed: Math.floor(rng.float() * 2 ** 31) },
      flags: proto.flags,
      dimensions: proto.dimensions,
      attributes: proto.attributes,
      regions: proto.regions,
      availableCountries: proto.availableCountries,
      related: related as string[],
      documents: proto.documents,
      launchedAt: day(launchDay(rng, stage)),
      popularity: popularity(rng, stage),
    };
    // Optional fields only where the prototype has them, without spreading temporary objects.
    if (proto.type) product.type = proto.type;
    if (proto.finish) product.finish = proto.finish;
    if (proto.sink) product.sink = proto.sink;
    yield product;
  }
}
