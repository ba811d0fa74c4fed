/** Quartz and porcelain slabs: what VIATERA and TERACANTO have in common. */
import type { ColourFamily, DocumentType, Finish, ProductFlag, Texture } from "../../../core/catalogue/enums";
import { EDGE_PROFILES } from "../../../core/catalogue/enums";
import type { Attributes, Product } from "../../../core/catalogue/model";
import type { FamilyContext } from "../build";
import { ItemSeries, finishProduct, sheetWeight } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import type { Template } from "../copy/fill";
import { fill, percent, pickFeatures } from "../copy/fill";
import { FINISH, FINISH_LABELS, RECYCLED, SLAB_SIZE, VEINED } from "../copy/shared";
import { BOOKMATCH, THRU_VEIN } from "../copy/stone";
import { lookName } from "../naming";
import type { Rng, Weighted } from "../prng";
import { WOOD_SPECIES } from "../vocabulary";

export interface SlabLine {
  code: string;
  name: string;
  count: number;
  /** First item number of the line's series. */
  start: number;
  textures: Weighted<Texture>;
  palette: PaletteName;
  naming?: (rng: Rng, colour: ColourFamily, texture: Texture) => string;
  bookmatch?: number;
  thruVein?: number;
  designer?: number;
}

export interface SlabStyle {
  brand: string;
  prefix: string;
  classification: string;
  descriptions: readonly Template[];
  features: readonly Template[];
  thicknesses: Weighted<number>;
  slabs: Weighted<readonly [number, number, string]>;
  density: number;
  finishes: Weighted<Finish>;
  documents: readonly DocumentType[];
  edgeProfiles: boolean;
  outdoor: number;
  recycled: number;
  fire?: { resistance: string; grade: string };
}

const STONE_LOOKS = ["Quartzite look", "Soapstone look", "Limestone look", "Travertine look", "Slate look"];
const APPLICATIONS = ["Kitchen worktops", "Islands", "Vanities", "Wall cladding", "Flooring", "Furniture", "Façades"];

function stoneType(rng: Rng, texture: Texture): string | undefined {
  switch (texture) {
    case "marble":
      return "Marble look";
    case "stone":
      return rng.pick(STONE_LOOKS);
    case "granite":
    case "sparkle":
      return "Granite look";
    case "concrete":
      return "Concrete look";
    default:
      return undefined;
  }
}

function slabProduct(ctx: FamilyContext, style: SlabStyle, line: SlabLine, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(line.textures);
  const colourFamily = rng.weighted(PALETTES[line.palette]);
  const species = texture === "wood" ? rng.pick(WOOD_SPECIES) : undefined;
  const name = ctx.names.unique(() => line.naming?.(rng, colourFamily, texture) ?? lookName(rng, colourFamily, texture, species));
  const thickness = rng.weighted(style.thicknesses);
  const [width, length, slabSize] = rng.weighted(style.slabs);
  const finish = rng.weighted(style.finishes);
  const veined = texture === "marble";
  const bookmatch = veined && rng.chance(line.bookmatch ?? 0);
  const thruVein = veined && rng.chance(line.thruVein ?? 0);
  const recycledPct = rng.chance(style.recycled) ? rng.int(8, 22) : undefined;
  const flags: ProductFlag[] = [];
  if (veined) flags.push("veined");
  if (rng.chance(line.designer ?? 0)) flags.push("designer-series");
  if (recycledPct) flags.push("recycled");
  const outdoor = rng.chance(style.outdoor);
  if (outdoor) flags.push("outdoor");

  const vars = { name, collection: line.name, finish: FINISH_LABELS[finish], pct: percent(recycledPct ?? 0) };
  const fixed: Template[] = [SLAB_SIZE];
  if (veined) fixed.push(VEINED);
  if (bookmatch) fixed.push(BOOKMATCH);
  if (thruVein) fixed.push(THRU_VEIN);
  if (recycledPct) fixed.push(RECYCLED);
  const look = stoneType(rng, texture);
  const attributes: Attributes = {
    brand: style.brand,
    productClassification: style.classification,
    slabSize,
    ...(veined ? { bookmatch, thruVein } : {}),
    use: outdoor ? "Interior and exterior" : "Interior",
    application: rng.sample(outdoor ? APPLICATIONS : APPLICATIONS.slice(0, 6), rng.int(2, 4)),
    ...(style.edgeProfiles ? { edgeProfiles: rng.sample(EDGE_PROFILES, rng.int(4, 7)) } : {}),
    ...(style.fire ? { fireResistance: style.fire.resistance, fireGrade: style.fire.grade } : {}),
    ...(look ? { stoneType: look } : {}),
    ...(species ? { woodSpecies: species } : {}),
    ...(recycledPct ? { recycledContentPct: recycledPct } : {}),
  };
  return finishProduct(ctx, {
    collection: line.code,
    name,
    itemNumber: series.next(),
    colourFamily,
    texture,
    finish,
    flags,
    dimensions: { thicknessMm: thickness, widthMm: width, lengthMm: length, weightKg: sheetWeight(width, length, thickness, style.density), ...nominalThickness(thickness) },
    attributes,
    documents: style.documents,
    description: fill(rng.pick(style.descriptions), vars),
    features: pickFeatures(rng, vars, fixed, [...style.features, FINISH]),
  });
}

export function slabProducts(ctx: FamilyContext, style: SlabStyle, lines: readonly SlabLine[]): Product[] {
  return lines.flatMap((line) => {
    const series = new ItemSeries(ctx.rng, style.prefix, 4, line.start);
    return Array.from({ length: line.count }, () => slabProduct(ctx, style, line, series));
  });
}

/** Slabs are sold in imperial markets by the stone trade's nominal sizes: 2 cm is 3/4", 3 cm is 1-1/4". */
const NOMINAL_INCHES: Readonly<Record<number, number>> = { 6: 0.25, 12: 0.5, 20: 0.75, 30: 1.25 };
function nominalThickness(mm: number): { nominalThicknessIn?: number } {
  const inches = NOMINAL_INCHES[mm];
  return inches === undefined ? {} : { nominalThicknessIn: inches };
}
