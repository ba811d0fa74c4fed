/** HFLOR flooring: seven types (root collections) with product lines (leaves), gl and us. */
import type { ColourFamily, ProductFlag, ProductType, Texture } from "../../../core/catalogue/enums";
import type { Product } from "../../../core/catalogue/model";
import type { FamilyContext, FamilyPart } from "../build";
import { ItemSeries, finishProduct, makeCollection } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import type { Template } from "../copy/fill";
import { fill, percent, pickFeatures } from "../copy/fill";
import type { HflorRoot, Installation } from "../copy/hflor";
import {
  HFLOR_FEATURES, HFLOR_FORMAT, HFLOR_LAYERED, HFLOR_ROOT_NAMES, HFLOR_SPORTS, HFLOR_THICKNESS, HFLOR_THICKNESS_HOMOGENEOUS, HFLOR_THROUGH_BODY,
  INSTALLATION_PHRASES, SAFETY_STEP, SHOCK_ABSORPTION, STATIC_DISSIPATIVE,
} from "../copy/hflor";
import { NEOQ, RECYCLED } from "../copy/shared";
import { describeLook } from "../looks";
import { lookName, nounName } from "../naming";
import type { Rng, Weighted } from "../prng";

const ROOTS: ReadonlyArray<readonly [HflorRoot, ProductType]> = [
  ["lvt", "LVT"],
  ["looselay", "LOS"],
  ["spc", "SPC"],
  ["homogeneous", "HOMO"],
  ["heterogeneous", "HET"],
  ["specialty", "SPT"],
  ["sports", "SPORTS"],
];

type Format = "Plank" | "Tile" | "Sheet";
type Size = readonly [width: number, length: number, format: Format];

interface Leaf {
  code: string;
  name: string;
  root: HflorRoot;
  count: number;
  series: string;
  totals: readonly number[];
  /** Wear layers; none for homogeneous sheet, whose full thickness wears. */
  wears?: readonly number[];
  sizes: Weighted<Size>;
  installation: Weighted<Installation>;
  textures: Weighted<Texture>;
  palette: PaletteName;
  uses: readonly string[];
  classifications: readonly string[];
  feature?: Template;
}

const PLANKS: Weighted<Size> = [[[184.2, 1219.2, "Plank"], 45], [[228.6, 1219.2, "Plank"], 30], [[457.2, 457.2, "Tile"], 15], [[457.2, 914.4, "Tile"], 10]];
const TILES: Weighted<Size> = [[[457.2, 457.2, "Tile"], 50], [[457.2, 914.4, "Tile"], 30], [[609.6, 609.6, "Tile"], 20]];
const SHEET: Weighted<Size> = [[[2000, 20_000, "Sheet"], 1]];
const SPORTS_SHEET: Weighted<Size> = [[[1800, 15_000, "Sheet"], 1]];
const HOME_AND_WORK = ["Residential", "Light commercial", "Heavy commercial"];
const COMMERCIAL = ["Commercial", "Residential", "Hospitality", "Retail"];
const INSTITUTIONAL = ["Healthcare", "Education", "Commercial"];
const GLUE: Weighted<Installation> = [["glue-down", 1]];

const LEAVES: readonly Leaf[] = [
  { code: "decotile-30", name: "DECOTILE 30", root: "lvt", count: 100, series: "DECOTILE-30-", totals: [3], wears: [0.3], sizes: PLANKS, installation: GLUE, textures: [["wood", 7], ["stone", 3]], palette: "wood", uses: HOME_AND_WORK, classifications: COMMERCIAL },
  { code: "decotile-55", name: "DECOTILE 55", root: "lvt", count: 80, series: "DECOTILE-55-", totals: [3], wears: [0.55], sizes: PLANKS, installation: GLUE, textures: [["wood", 6], ["stone", 4]], palette: "wood", uses: HOME_AND_WORK, classifications: COMMERCIAL },
  { code: "prestige", name: "Prestige", root: "lvt", count: 60, series: "PRESTIGE-", totals: [5], wears: [0.7], sizes: PLANKS, installation: [["glue-down", 7], ["click", 3]], textures: [["wood", 8], ["stone", 2]], palette: "wood", uses: ["Light commercial", "Heavy commercial"], classifications: COMMERCIAL },
  { code: "pike's-peak", name: "Pike's Peak", root: "lvt", count: 40, series: "PIKES-PEAK-", totals: [2.5], wears: [0.5], sizes: PLANKS, installation: GLUE, textures: [["wood", 1]], palette: "wood", uses: HOME_AND_WORK, classifications: ["Residential", "Hospitality"] },
  { code: "woodland", name: "Woodland", root: "lvt", count: 40, series: "WOODLAND-", totals: [2], wears: [0.3], sizes: PLANKS, installation: GLUE, textures: [["wood", 1]], palette: "wood", uses: ["Residential", "Light commercial"], classifications: ["Residential"] },
  { code: "wood-looselay", name: "Wood Looselay", root: "looselay", count: 50, series: "LOOSELAY-W-", totals: [5], wears: [0.5, 0.7], sizes: PLANKS, installation: [["looselay", 1]], textures: [["wood", 1]], palette: "wood", uses: HOME_AND_WORK, classifications: COMMERCIAL },
  { code: "stone-looselay", name: "Stone Looselay", root: "looselay", count: 40, series: "LOOSELAY-S-", totals: [5], wears: [0.5], sizes: TILES, installation: [["looselay", 1]], textures: [["stone", 6], ["concrete", 4]], palette: "concrete", uses: HOME_AND_WORK, classifications: COMMERCIAL },
  { code: "rigid-click", name: "Rigid Click", root: "spc", count: 60, series: "SPC-CLICK-", totals: [5, 6], wears: [0.3, 0.5], sizes: PLANKS, installation: [["click", 1]], textures: [["wood", 1]], palette: "wood", uses: ["Residential", "Light commercial"], classifications: ["Residential", "Commercial"] },
  { code: "spc-stone", name: "SPC Stone", root: "spc", count: 30, series: "SPC-STONE-", totals: [5], wears: [0.5], sizes: TILES, installation: [["click", 1]], textures: [["stone", 6], ["marble", 4]], palette: "stone", uses: ["Residential", "Light commercial"], classifications: ["Residential", "Commercial"] },
  { code: "supreme", name: "Supreme", root: "homogeneous", count: 50, series: "SUPREME-", totals: [2], sizes: SHEET, installation: GLUE, textures: [["granite", 6], ["solid", 4]], palette: "neutral", uses: ["Heavy commercial"], classifications: INSTITUTIONAL },
  { code: "durable", name: "Durable", root: "homogeneous", count: 40, series: "DURABLE-", totals: [2, 3], sizes: SHEET, installation: GLUE, textures: [["granite", 5], ["solid", 5]], palette: "neutral", uses: ["Heavy commercial"], classifications: INSTITUTIONAL },
  { code: "medistep", name: "Medistep", root: "heterogeneous", count: 50, series: "MEDISTEP-", totals: [2], wears: [0.7], sizes: SHEET, installation: GLUE, textures: [["wood", 4], ["stone", 3], ["granite", 3]], palette: "neutral", uses: ["Heavy commercial"], classifications: ["Healthcare", "Education"] },
  { code: "palette", name: "Palette", root: "heterogeneous", count: 40, series: "PALETTE-", totals: [2], wears: [0.5], sizes: SHEET, installation: GLUE, textures: [["wood", 4], ["stone", 3], ["solid", 3]], palette: "neutral", uses: ["Light commercial", "Heavy commercial"], classifications: ["Education", "Commercial", "Retail"] },
  { code: "static-dissipative", name: "Static Dissipative", root: "specialty", count: 25, series: "STATIC-", totals: [2, 3], wears: [0.7], sizes: [[[609.6, 609.6, "Tile"], 6], [[2000, 20_000, "Sheet"], 4]], installation: GLUE, textures: [["granite", 6], ["solid", 4]], palette: "concrete", uses: ["Industrial"], classifications: ["Electronics", "Healthcare"], feature: STATIC_DISSIPATIVE },
  { code: "safety-step", name: "Safety Step", root: "specialty", count: 25, series: "SAFETY-", totals: [2], wears: [0.7], sizes: SHEET, installation: GLUE, textures: [["granite", 5], ["solid", 3], ["stone", 2]], palette: "neutral", uses: ["Wet areas"], classifications: ["Healthcare", "Hospitality", "Education"], feature: SAFETY_STEP },
  { code: "multi-court", name: "Multi Court", root: "sports", count: 40, series: "SPORTS-COURT-", totals: [6, 7, 8], wears: [0.5, 0.7], sizes: SPORTS_SHEET, installation: [["looselay", 5], ["glue-down", 5]], textures: [["solid", 7], ["wood", 3]], palette: "vivid", uses: ["Sports halls"], classifications: ["Sports"], feature: SHOCK_ABSORPTION },
  { code: "sports-wood", name: "Sports Wood", root: "sports", count: 30, series: "SPORTS-WOOD-", totals: [6, 8], wears: [0.5, 0.7], sizes: SPORTS_SHEET, installation: [["looselay", 4], ["glue-down", 6]], textures: [["wood", 1]], palette: "wood", uses: ["Sports halls"], classifications: ["Sports"], feature: SHOCK_ABSORPTION },
];

function floorName(rng: Rng, colour: ColourFamily, texture: Texture, species?: string): string {
  if (texture === "granite") return nounName(rng, colour, ["Chip", "Granito", "Fleck", "Speckle", "Mosaic"]);
  return lookName(rng, colour, texture, species);
}

function hflorProduct(ctx: FamilyContext, leaf: Leaf, type: ProductType, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(leaf.textures);
  const colourFamily = rng.weighted(PALETTES[leaf.palette]);
  const look = describeLook(rng, texture, colourFamily);
  const name = ctx.names.unique(() => floorName(rng, colourFamily, texture, look.woodSpecies));
  const total = rng.pick(leaf.totals);
  const wear = leaf.wears ? rng.pick(leaf.wears) : undefined;
  const [width, length, format] = rng.weighted(leaf.sizes);
  const installation = rng.weighted(leaf.installation);
  const neoq = rng.chance(0.08);
  const recycledPct = neoq || rng.chance(0.12) ? rng.int(20, 40) : undefined;
  const flags: ProductFlag[] = texture === "marble" ? ["veined"] : [];
  if (recycledPct) flags.push("recycled");
  if (neoq) flags.push("neoq-recycled");

  const vars = { name, collection: leaf.name, type: HFLOR_ROOT_NAMES[leaf.root], install: INSTALLATION_PHRASES[installation], pct: percent(recycledPct ?? 0) };
  const description = leaf.root === "sports" ? HFLOR_SPORTS : wear === undefined ? HFLOR_THROUGH_BODY : rng.chance(0.5) ? HFLOR_LAYERED : HFLOR_FORMAT;
  const fixed: Template[] = [wear === undefined ? HFLOR_THICKNESS_HOMOGENEOUS : HFLOR_THICKNESS];
  if (leaf.feature) fixed.push(leaf.feature);
  if (neoq) fixed.push(NEOQ);
  if (recycledPct) fixed.push(RECYCLED);
  return finishProduct(ctx, {
    type,
    collection: leaf.code,
    name,
    itemNumber: series.next(),
    colourFamily,
    texture,
    finish: rng.chance(0.9) ? "matte" : "gloss",
    flags,
    dimensions: { totalThicknessMm: total, ...(wear !== undefined ? { wearLayerMm: wear } : {}), widthMm: width, lengthMm: length },
    attributes: {
      brand: "HFLOR",
      productClassification: rng.pick(leaf.classifications),
      installation,
      format,
      use: rng.pick(leaf.uses),
      emboss: look.emboss,
      // Remarks are text in every region: no figures in them (the draw stays, so later products keep their seed).
      remark: format === "Sheet" ? "Cut to length from the roll" : (rng.pick([3.34, 3.9, 4.18]), "Sold by the box"),
      ...(look.woodSpecies ? { woodSpecies: look.woodSpecies } : {}),
      ...(look.stoneType ? { stoneType: look.stoneType } : {}),
      ...(recycledPct ? { recycledContentPct: recycledPct } : {}),
    },
    documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "care-and-maintenance"],
    description: fill(description, vars),
    features: pickFeatures(rng, vars, fixed, leaf.root === "sports" ? HFLOR_FEATURES.slice(1) : HFLOR_FEATURES),
  });
}

export function buildHflor(ctx: FamilyContext): FamilyPart {
  const roots = ROOTS.map(([code], i) => makeCollection(ctx.family, code, HFLOR_ROOT_NAMES[code], i));
  const leaves = ROOTS.flatMap(([root]) => LEAVES.filter((leaf) => leaf.root === root).map((leaf, i) => makeCollection(ctx.family, leaf.code, leaf.name, i, { parent: root })));
  const typeOf = new Map(ROOTS);
  const products = LEAVES.flatMap((leaf) => {
    const series = new ItemSeries(ctx.rng, leaf.series, 4, ctx.rng.int(1, 8) * 1000 + 1);
    const type = typeOf.get(leaf.root) ?? "LVT";
    return Array.from({ length: leaf.count }, () => hflorProduct(ctx, leaf, type, series));
  });
  return { collections: [...roots, ...leaves], products };
}
