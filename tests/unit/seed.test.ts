/**
 * The seed catalogue and the synthetic benchmark catalogue: valid against the model, deterministic,
 * the size and shape the site expects (families, regions, HFLOR and VIZUON trees, sinks), and
 * internally consistent (unique keys, references, regions within the category).
 */
import { COPY_MEASURES } from "../../core/catalogue/copy-measures";
import { describe, expect, it } from "vitest";
import { defaultCategories } from "../../core/routing/categories";
import { CONTENT_LANGUAGES, SINK_COLOURS } from "../../core/catalogue/enums";
import type { Catalogue, Product } from "../../core/catalogue/model";
import { CatalogueSchema, ProductSchema } from "../../core/catalogue/model";
import { seedCatalogue } from "../../demo/catalogue";
import { demoSeed } from "../support/demo-seed";
import { syntheticProducts } from "../../demo/catalogue/synthetic";
import type { Region } from "../../core/regions/regions";
import { VIZUON_APPLICATIONS } from "../../core/routing/manifest";
import type { ProductFamily } from "../../core/catalogue/families";

const catalogue: Catalogue = demoSeed();
const { products, collections } = catalogue;
const collectionByCode = new Map(collections.map((c) => [c.code, c]));
const categoryRegions = new Map<ProductFamily, readonly Region[]>(defaultCategories().map((c) => [c.code, c.regions]));

const TARGETS: Readonly<Record<ProductFamily, number>> = {
  HIMACS_COLOR: 650,
  VIATERA_COLOR: 250,
  TERACANTO_COLOR: 150,
  BORTE_COLOR: 200,
  BENIF_COLOR: 450,
  DECO_COLOR: 600,
  EXTERIOR_COLOR: 250,
  PCD_VIZUON: 400,
  PRD_FLOORING: 800,
  AUTOMOTIVE: 100,
  HOME_APPLIANCE_FILM: 150,
};

const REGION_COUNTRY: Readonly<Partial<Record<Region, string>>> = { us: "US", ca: "CA", cf: "CA", jp: "JP", ru: "RU", cn: "CN" };

function duplicatesOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/** Runs a check over every product and reports the failures together (one expect, not thousands). */
function failures(items: readonly Product[], check: (product: Product) => string | false | undefined): string[] {
  return items.flatMap((product) => {
    const problem = check(product);
    return problem ? [`${product.contentId}: ${problem}`] : [];
  });
}

function familyOf(family: ProductFamily): Product[] {
  return products.filter((p) => p.family === family);
}

describe("seed catalogue", () => {
  it("satisfies the catalogue schema", () => {
    expect(() => CatalogueSchema.parse(catalogue)).not.toThrow();
  });

  // Generates the whole 4,000-product seed catalogue again and compares it deeply: up to 2.4 s on a loaded machine.
  it("is deterministic", () => {
    expect(seedCatalogue()).toEqual(catalogue);
  }, 15_000);

  it("has about the target number of products per family", () => {
    expect(products.length).toBeGreaterThanOrEqual(3_500);
    for (const [family, target] of Object.entries(TARGETS)) {
      const count = familyOf(family as ProductFamily).length;
      expect(count, family).toBeGreaterThanOrEqual(target * 0.8);
      expect(count, family).toBeLessThanOrEqual(target * 1.2);
    }
  });

  it("has unique content ids, item numbers, slugs and collection codes", () => {
    expect(duplicatesOf(products.map((p) => p.contentId))).toEqual([]);
    expect(duplicatesOf(products.map((p) => p.itemNumber))).toEqual([]);
    expect(duplicatesOf(products.map((p) => p.slug))).toEqual([]);
    expect(duplicatesOf(collections.map((c) => c.code))).toEqual([]);
  });

  it("offers every family in every region of its category, and nowhere else", () => {
    for (const [family, regions] of categoryRegions) {
      const members = familyOf(family);
      for (const region of regions) expect(members.some((p) => p.regions.includes(region)), `${family} in ${region}`).toBe(true);
      for (const product of members) {
        expect(product.regions.length, product.contentId).toBeGreaterThan(0);
        expect(regions, product.contentId).toEqual(expect.arrayContaining(product.regions));
      }
    }
    for (const product of [...familyOf("PRD_FLOORING"), ...familyOf("AUTOMOTIVE")]) {
      expect(["gl", "us"]).toEqual(expect.arrayContaining(product.regions));
    }
  });

  it("leaves most products in all of their category's regions", () => {
    const partial = products.filter((p) => p.regions.length < (categoryRegions.get(p.family)?.length ?? 0)).length;
    expect(partial / products.length).toBeGreaterThan(0.05);
    expect(partial / products.length).toBeLessThan(0.25);
  });

  it("lists countries that match the product's regions", () => {
    const problems = failures(products, (p) => {
      const missing = p.regions.map((r) => REGION_COUNTRY[r]).filter((c) => c && !p.availableCountries.includes(c));
      if (missing.length) return `missing ${missing.join(", ")}`;
      if (!p.regions.includes("us") && p.availableCountries.includes("US")) return "US without us";
      if (!p.regions.includes("jp") && p.availableCountries.includes("JP")) return "JP without jp";
      if (p.regions.includes("gl") && p.availableCountries.length <= p.regions.length) return "no global countries";
      return false;
    });
    expect(problems).toEqual([]);
  });

  it("relates products to 4 to 8 existing others of the same collection", () => {
    const byId = new Map(products.map((p) => [p.contentId, p]));
    const problems = failures(products, (p) => {
      if (p.related.length < 4 || p.related.length > 8) return `${p.related.length} related`;
      if (p.related.includes(p.contentId)) return "related to itself";
      const foreign = p.related.filter((id) => byId.get(id)?.collection !== p.collection);
      return foreign.length > 0 && `related outside its collection: ${foreign.join(", ")}`;
    });
    expect(problems).toEqual([]);
  });

  it("files every product in an existing collection of its own family", () => {
    for (const product of products) expect(collectionByCode.get(product.collection)?.family, product.contentId).toBe(product.family);
    for (const collection of collections.filter((c) => c.parent)) {
      const parent = collectionByCode.get(collection.parent ?? "");
      expect(parent?.family, collection.code).toBe(collection.family);
      expect(parent?.parent, collection.code).toBeUndefined();
    }
  });

  it("has the HIMACS collections of spec §1 and the sinks collection", () => {
    const codes = collections.filter((c) => c.family === "HIMACS_COLOR").map((c) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining(["aurora-and-marmo", "aster", "concrete", "exteria", "granite-sparkle-quartz-sand-pearl", "lucia", "lucent", "solids", "strato", "terrazzo", "ultra", "volcanics", "sinks"]),
    );
    expect(collectionByCode.get("granite-sparkle-quartz-sand-pearl")?.name.en).toBe("Granite / Sparkle / Quartz / Sand / Pearl");
  });

  it("has the seven HFLOR roots with pike's-peak under lvt, and a matching type on every floor", () => {
    const roots = collections.filter((c) => c.family === "PRD_FLOORING" && !c.parent).map((c) => c.code);
    expect(roots).toEqual(["lvt", "looselay", "spc", "homogeneous", "heterogeneous", "specialty", "sports"]);
    expect(collectionByCode.get("pike's-peak")).toMatchObject({ parent: "lvt", name: { en: "Pike's Peak" } });
    const typeOfRoot: Record<string, string> = { lvt: "LVT", looselay: "LOS", spc: "SPC", homogeneous: "HOMO", heterogeneous: "HET", specialty: "SPT", sports: "SPORTS" };
    for (const product of familyOf("PRD_FLOORING")) {
      const root = collectionByCode.get(product.collection)?.parent;
      expect(root, product.contentId).toBeDefined();
      expect(product.type, product.contentId).toBe(typeOfRoot[root ?? ""]);
      expect(product.dimensions.totalThicknessMm).toBeGreaterThanOrEqual(2);
      expect(product.dimensions.totalThicknessMm).toBeLessThanOrEqual(8);
    }
    expect(familyOf("PRD_FLOORING").some((p) => p.collection === "pike's-peak")).toBe(true);
  });

  it("has the six VIZUON roots with a matching type on every film", () => {
    const roots = collections.filter((c) => c.family === "PCD_VIZUON" && !c.parent).map((c) => c.code);
    expect(roots).toEqual([...VIZUON_APPLICATIONS]);
    const typeOfRoot: Record<string, string> = {
      "vehicles-and-transportation": "VEH",
      "signs-and-displays": "SD",
      "illuminated-sign": "ILLUM",
      architecture: "ARCH",
      "eco-solutions": "ECO",
      "corporate-branding": "CORP",
    };
    for (const product of familyOf("PCD_VIZUON")) expect(product.type, product.contentId).toBe(typeOfRoot[collectionByCode.get(product.collection)?.parent ?? ""]);
  });

  it("sells HIMACS sinks in the four sink colours where the sink page exists", () => {
    const sinks = products.filter((p) => p.family === "HIMACS_COLOR" && p.sink);
    expect(sinks.length).toBeGreaterThanOrEqual(48);
    expect(new Set(sinks.map((p) => p.sink?.colour))).toEqual(new Set(SINK_COLOURS));
    expect(new Set(sinks.map((p) => p.type))).toEqual(new Set(["SINK", "BOWL", "SHOWER_TRAY", "BATH"]));
    expect(sinks.some((p) => p.flags.includes("ada"))).toBe(true);
    for (const sink of sinks) {
      expect(["us", "ca", "cf"]).toEqual(expect.arrayContaining(sink.regions));
      expect(sink.collection).toBe("sinks");
    }
    expect(products.filter((p) => !p.sink).every((p) => p.type === undefined || !["SINK", "BOWL", "SHOWER_TRAY", "BATH"].includes(p.type))).toBe(true);
    for (const sink of products.filter((p) => p.family === "VIATERA_COLOR" && p.sink)) expect(sink.regions).not.toContain("jp");
  });

  it("keeps flags plausible", () => {
    const share = (flag: Product["flags"][number]) => products.filter((p) => p.flags.includes(flag)).length / products.length;
    expect(products.filter((p) => p.flags.includes("new") && p.flags.includes("discontinued"))).toEqual([]);
    expect(share("new")).toBeGreaterThan(0.05);
    expect(share("new")).toBeLessThan(0.11);
    expect(share("coming-soon")).toBeGreaterThan(0.01);
    expect(share("discontinued")).toBeGreaterThan(0.02);
    expect(familyOf("EXTERIOR_COLOR").every((p) => p.flags.includes("outdoor"))).toBe(true);
    expect(products.filter((p) => p.collection === "lucent").every((p) => p.flags.includes("lucent") && p.flags.includes("semi-translucent"))).toBe(true);
    expect(products.filter((p) => p.collection === "aurora-and-marmo").every((p) => p.flags.includes("veined"))).toBe(true);
    for (const product of products.filter((p) => p.flags.includes("recycled"))) expect(product.attributes.recycledContentPct, product.contentId).toBeGreaterThan(0);
  });

  it("dates launches between 2008 and October 2026, new ones in the last twelve months", () => {
    const problems = failures(products, (p) => {
      if (p.launchedAt < "2008-01-01" || p.launchedAt > "2026-10-31") return `launched ${p.launchedAt}`;
      return p.flags.includes("new") && p.launchedAt < "2025-11-01" && `new but launched ${p.launchedAt}`;
    });
    expect(problems).toEqual([]);
  });

  it("writes descriptions and 3 to 6 features in every content language", () => {
    const languages = [...CONTENT_LANGUAGES].sort().join();
    const problems = failures(products, (p) => {
      if (Object.keys(p.description).sort().join() !== languages) return "description languages";
      if (!p.description.en.includes(p.name.en)) return "description without the name";
      if (p.features.length < 3 || p.features.length > 6) return `${p.features.length} features`;
      if (p.features.some((f) => Object.keys(f).length !== CONTENT_LANGUAGES.length)) return "feature languages";
      // Measurement placeholders stay for the pages to fill in the reader's units; anything else is a slip.
      const text = JSON.stringify([p.description, p.features]);
      const unfilled = [...text.matchAll(/\{(\w+)\}/g)].some(([, name]) => !(name! in COPY_MEASURES));
      return (unfilled || /undefined|NaN/.test(text)) && "unfilled placeholder";
    });
    expect(problems).toEqual([]);
  });

  it("gives documents English plus the languages of the product's regions", () => {
    const problems = failures(products, (p) =>
      p.documents.some((d) => d.languages[0] !== "en" || (d.languages.includes("ja") && !p.regions.includes("jp")) || (d.languages.includes("zh") && !p.regions.includes("cn")))
        ? "document languages outside its regions"
        : false,
    );
    expect(problems).toEqual([]);
    expect(products.filter((p) => p.family === "HIMACS_COLOR" && !p.sink).every((p) => p.documents.length === 8)).toBe(true);
  });

  it("keeps swatch colours in the band of the colour family", () => {
    const lightness = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
      return (Math.max(r, g, b) + Math.min(r, g, b)) / 2;
    };
    const problems = failures(products, (p) => {
      if (p.colourFamily === "white" && lightness(p.swatch.base) <= 0.85) return `white ${p.swatch.base}`;
      return p.colourFamily === "black" && lightness(p.swatch.base) >= 0.25 && `black ${p.swatch.base}`;
    });
    expect(problems).toEqual([]);
  });
});

describe("synthetic products", () => {
  const synthetic = Array.from(syntheticProducts(20_000));

  it("yields the requested number of valid products", () => {
    expect(synthetic).toHaveLength(20_000);
    for (let i = 0; i < synthetic.length; i += 40) expect(() => ProductSchema.parse(synthetic[i]), synthetic[i]?.contentId).not.toThrow();
  });

  it("has unique content ids, item numbers and slugs", () => {
    expect(new Set(synthetic.map((p) => p.contentId)).size).toBe(synthetic.length);
    expect(new Set(synthetic.map((p) => p.itemNumber)).size).toBe(synthetic.length);
    expect(new Set(synthetic.map((p) => p.slug)).size).toBe(synthetic.length);
  });

  it("references only seed collections and earlier synthetic products of the same collection", () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const product of synthetic) {
      if (collectionByCode.get(product.collection)?.family !== product.family) problems.push(`${product.contentId}: collection ${product.collection}`);
      for (const id of product.related) if (seen.get(id) !== product.collection) problems.push(`${product.contentId}: related ${id}`);
      seen.set(product.contentId, product.collection);
    }
    expect(problems).toEqual([]);
    expect(synthetic.filter((p) => p.related.length > 0).length).toBeGreaterThan(synthetic.length * 0.9);
  });

  it("spreads over every family and is deterministic per seed", () => {
    const families = new Set(synthetic.map((p) => p.family));
    expect(families.size).toBe(Object.keys(TARGETS).length);
    const again = Array.from(syntheticProducts(200, 1));
    expect(again).toEqual(synthetic.slice(0, 200));
    const other = Array.from(syntheticProducts(200, 2));
    expect(other.map((p) => p.slug)).not.toEqual(again.map((p) => p.slug));
  });

  it("shares immutable parts between products instead of copying them", () => {
    const byName = new Map<string, Product>();
    const shared = synthetic.filter((p) => {
      const twin = byName.get(p.slug.replace(/-[0-9a-z]+$/, ""));
      byName.set(p.slug.replace(/-[0-9a-z]+$/, ""), p);
      return twin !== undefined && twin.description === p.description && twin.documents === p.documents;
    });
    expect(shared.length).toBeGreaterThan(0);
    expect(Object.isFrozen(synthetic[0]?.description)).toBe(true);
  });
});
