/** HIMACS solid surface: the twelve colour collections of spec §1 and the sinks. */
import type { ColourFamily, ProductFlag, Texture } from "../../../core/catalogue/enums";
import { EDGE_PROFILES } from "../../../core/catalogue/enums";
import type { Product } from "../../../core/catalogue/model";
import type { FamilyContext, FamilyPart } from "../build";
import { ItemSeries, finishProduct, makeCollection, sheetWeight } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import { fill, percent, pickFeatures } from "../copy/fill";
import type { Template } from "../copy/fill";
import { EXTERIA, HIMACS_DESCRIPTIONS, HIMACS_FEATURES, HIMACS_SHEET, LUCENT } from "../copy/himacs";
import { HIMACS_COLLECTION_COPY } from "../copy/himacs-collections";
import { FINISH, FINISH_LABELS, RECYCLED, VEINED } from "../copy/shared";
import { marbleName, nounName, solidName } from "../naming";
import type { Rng, Weighted } from "../prng";
import { ITALIAN_CITIES } from "../vocabulary";
import { himacsSinks } from "./sinks";

type Naming = (rng: Rng, colour: ColourFamily, texture: Texture) => string;

interface Line {
  code: string;
  name: string;
  description: string;
  count: number;
  series: readonly string[];
  textures: Weighted<Texture>;
  palette: PaletteName;
  naming: Naming;
  /** Flags every product of the line carries, and the share of products that are recycled. */
  flags?: readonly ProductFlag[];
  recycled?: number;
  translucent?: number;
}

const nouns = (words: readonly string[]): Naming => (rng, colour) => nounName(rng, colour, words);

const LINES: readonly Line[] = [
  { code: "aurora-and-marmo", name: "Aurora and Marmo", description: "Marble-inspired colours with fine veining, from soft whites to deep greys.", count: 70, series: ["A", "M"], textures: [["marble", 1]], palette: "stone", naming: (rng, colour) => marbleName(rng, colour) },
  { code: "aster", name: "Aster", description: "Colours with fine, star-like particles that catch the light.", count: 35, series: ["AS"], textures: [["sparkle", 1]], palette: "neutral", naming: nouns(["Star", "Galaxy", "Nebula", "Comet", "Cosmos", "Stardust"]) },
  { code: "concrete", name: "Concrete", description: "The raw, matt look of cast concrete in a warm, seamless material.", count: 40, series: ["C"], textures: [["concrete", 1]], palette: "concrete", naming: nouns(["Concrete", "Cement", "Beton", "Screed"]) },
  { code: "exteria", name: "Exteria", description: "Colours formulated for façades and outdoor applications.", count: 35, series: ["E"], textures: [["solid", 6], ["granite", 4]], palette: "neutral", naming: (rng, colour, texture) => (texture === "solid" ? solidName(rng, colour) : nounName(rng, colour, ["Granite", "Stone"])), flags: ["outdoor"] },
  { code: "granite-sparkle-quartz-sand-pearl", name: "Granite / Sparkle / Quartz / Sand / Pearl", description: "Speckled, sparkling and pearlescent particle colours for busy surfaces.", count: 100, series: ["G"], textures: [["sparkle", 1], ["granite", 1]], palette: "neutral", naming: nouns(["Granite", "Sparkle", "Quartz", "Sand", "Pearl"]) },
  { code: "lucia", name: "Lucia", description: "Colours with translucent chips that create depth.", count: 25, series: ["L"], textures: [["granite", 1]], palette: "light", naming: nouns(["Glow", "Lumen", "Ray", "Crystal"]), translucent: 0.5 },
  { code: "lucent", name: "Lucent", description: "Semi-translucent colours that glow when backlit.", count: 30, series: ["LC"], textures: [["solid", 1]], palette: "light", naming: nouns(["Lucent"]), flags: ["lucent", "semi-translucent"] },
  { code: "solids", name: "Solids", description: "Pure, uniform colours: the classic of solid surface.", count: 110, series: ["S"], textures: [["solid", 1]], palette: "neutral", naming: (rng, colour) => solidName(rng, colour) },
  { code: "strato", name: "Strato", description: "Layered, linear patterns inspired by sedimentary stone.", count: 35, series: ["ST"], textures: [["marble", 6], ["stone", 4]], palette: "stone", naming: nouns(["Strato", "Strata", "Layer", "Sediment"]) },
  { code: "terrazzo", name: "Terrazzo", description: "Terrazzo aggregates set in a smooth, seamless matrix.", count: 40, series: ["T"], textures: [["terrazzo", 1]], palette: "neutral", naming: (rng, colour) => (rng.chance(0.6) ? `Terrazzo ${rng.pick(ITALIAN_CITIES)}` : nounName(rng, colour, ["Terrazzo", "Mosaic"])), recycled: 0.3 },
  { code: "ultra", name: "Ultra", description: "Colours with enhanced thermoforming for tight radii.", count: 30, series: ["U"], textures: [["solid", 1]], palette: "neutral", naming: (rng, colour) => solidName(rng, colour) },
  { code: "volcanics", name: "Volcanics", description: "Coarse, stony textures inspired by volcanic rock.", count: 40, series: ["V"], textures: [["stone", 1]], palette: "concrete", naming: nouns(["Basalt", "Lava", "Pumice", "Magma", "Tuff", "Volcanic"]), recycled: 0.25 },
];

const THICKNESSES: Weighted<number> = [[12, 78], [6, 6], [9, 8], [19, 8]];
const WIDTHS: Weighted<number> = [[760, 80], [930, 15], [1350, 5]];
const SHEET_LENGTH = 3680;
const INTERIOR_USES = ["Kitchen worktops", "Vanities", "Wall cladding", "Furniture", "Healthcare", "Hospitality", "Retail fixtures", "Public spaces"];
const EXTERIOR_USES = ["Façades", "Outdoor furniture", "Balconies", "Signage"];
const STONE_TYPES: Partial<Record<Texture, string>> = { marble: "Marble look", stone: "Volcanic stone look", granite: "Granite look", terrazzo: "Terrazzo" };

function himacsProduct(ctx: FamilyContext, line: Line, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(line.textures);
  const colourFamily = rng.weighted(PALETTES[line.palette]);
  const name = ctx.names.unique(() => line.naming(rng, colourFamily, texture));
  const thickness = line.code === "lucent" ? rng.weighted<number>([[12, 6], [9, 2], [6, 2]]) : rng.weighted(THICKNESSES);
  const width = rng.weighted(WIDTHS);
  const finish = rng.weighted<"matte" | "gloss" | "polished">([["matte", 70], ["gloss", 15], ["polished", 15]]);
  const flags = new Set<ProductFlag>(line.flags ?? []);
  if (texture === "marble") flags.add("veined");
  if (line.translucent && rng.chance(line.translucent)) flags.add("semi-translucent");
  if ((texture === "marble" || texture === "terrazzo") && rng.chance(0.06)) flags.add("designer-series");
  const recycledPct = line.recycled && rng.chance(line.recycled) ? rng.int(6, 20) : undefined;
  if (recycledPct) flags.add("recycled");

  const vars = { name, collection: line.name, finish: FINISH_LABELS[finish], pct: percent(recycledPct ?? 0) };
  const fixed: Template[] = [HIMACS_SHEET];
  if (flags.has("lucent")) fixed.push(LUCENT);
  if (flags.has("outdoor")) fixed.push(EXTERIA);
  if (flags.has("veined")) fixed.push(VEINED);
  if (recycledPct) fixed.push(RECYCLED);
  const outdoor = flags.has("outdoor");
  return finishProduct(ctx, {
    collection: line.code,
    name,
    itemNumber: series.next(),
    colourFamily,
    texture,
    finish,
    flags: [...flags],
    dimensions: { thicknessMm: thickness, widthMm: width, lengthMm: SHEET_LENGTH, weightKg: sheetWeight(width, SHEET_LENGTH, thickness, 1.72) },
    attributes: {
      brand: "HIMACS",
      productClassification: "Acrylic solid surface",
      use: outdoor ? "Exterior" : "Interior",
      application: rng.sample(outdoor ? EXTERIOR_USES : INTERIOR_USES, rng.int(2, 4)),
      edgeProfiles: rng.sample(EDGE_PROFILES, rng.int(5, 8)),
      ...(thickness === 12 ? { fireResistance: "DIN 4102-1", fireGrade: "B1" } : {}),
      ...(STONE_TYPES[texture] ? { stoneType: STONE_TYPES[texture] } : {}),
      ...(recycledPct ? { recycledContentPct: recycledPct } : {}),
      salesChannel: "Authorised fabricators",
    },
    documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "test-report", "care-and-maintenance", "fabrication-manual"],
    description: fill(rng.pick(HIMACS_DESCRIPTIONS), vars),
    features: pickFeatures(rng, vars, fixed, [...HIMACS_FEATURES, FINISH]),
  });
}

export function buildHimacs(ctx: FamilyContext): FamilyPart {
  const collections = LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i, { description: HIMACS_COLLECTION_COPY[line.code] ?? line.description }));
  const products: Product[] = [];
  for (const line of LINES) {
    const series = line.series.map((prefix) => new ItemSeries(ctx.rng, prefix, 3, ctx.rng.int(1, 9)));
    for (let i = 0; i < line.count; i++) products.push(himacsProduct(ctx, line, ctx.rng.pick(series)));
  }
  const sinks = himacsSinks(ctx, LINES.length);
  return { collections: [...collections, sinks.collection], products: [...products, ...sinks.products] };
}
