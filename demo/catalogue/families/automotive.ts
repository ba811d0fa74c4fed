/** Automotive: vegan leather, lightweight components and component surfaces (gl and us). */
import type { ColourFamily, Finish, ProductFlag, Texture } from "../../../core/catalogue/enums";
import type { Product } from "../../../core/catalogue/model";
import type { FamilyContext, FamilyPart } from "../build";
import { ItemSeries, finishProduct, makeCollection } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import type { Template } from "../copy/fill";
import { fill, percent, pickFeatures, weightPercent } from "../copy/fill";
import { ANIMAL_FREE, COMPONENT, FIBRE_CONTENT, LIGHTWEIGHT, LOW_VOC_CABIN, OEM_STANDARDS, RECYCLABLE_MATRIX, VEGAN_LEATHER, VEGAN_LEATHER_PLAIN, WEIGHT_CUT } from "../copy/automotive";
import { NEOQ, RECYCLED, THICKNESS } from "../copy/shared";
import { colourWord, lookName } from "../naming";
import type { Rng, Weighted } from "../prng";

type Kind = "vegan-leather" | "lightweight" | "component";

interface Line {
  code: string;
  name: string;
  kind: Kind;
  count: number;
  prefix: string;
  textures: Weighted<Texture>;
  palette: PaletteName;
  finishes: Weighted<Finish>;
  thicknesses: readonly number[];
  /** Recycled content of the vegan-leather lines (spec §9: 35 and 50 wt%) and the share carrying it. */
  recycled?: { pct: number; share: number; neoq: number };
  materials: readonly string[];
  applications: readonly string[];
  naming: (rng: Rng, colour: ColourFamily, texture: Texture) => string;
}

const LEATHER_GRAINS = ["Nappa", "Milled Grain", "Perforated", "Quilted", "Fine Grain", "Saffiano"];
const vegan = (rng: Rng, colour: ColourFamily) => `${colourWord(rng, colour)} ${rng.pick(LEATHER_GRAINS)}`;
const SEATING = ["Seats", "Door trims", "Instrument panels", "Armrests", "Headliners"];

const LINES: readonly Line[] = [
  { code: "vegan-leather-premium", name: "Vegan Leather Premium", kind: "vegan-leather", count: 25, prefix: "AVP-", textures: [["textile", 6], ["solid", 4]], palette: "textile", finishes: [["leather", 6], ["matte", 4]], thicknesses: [1.1, 1.2, 1.4], recycled: { pct: 35, share: 0.8, neoq: 0.2 }, materials: ["PVC vegan leather with bio-based plasticiser", "PU vegan leather"], applications: SEATING, naming: vegan },
  { code: "vegan-leather-eco", name: "Vegan Leather Eco", kind: "vegan-leather", count: 20, prefix: "AVE-", textures: [["textile", 6], ["solid", 4]], palette: "textile", finishes: [["leather", 5], ["matte", 5]], thicknesses: [1, 1.1, 1.2], recycled: { pct: 50, share: 1, neoq: 0.5 }, materials: ["PVC vegan leather with recycled backing", "PU vegan leather with recycled PET fabric"], applications: SEATING, naming: vegan },
  { code: "suede-touch", name: "Suede Touch", kind: "vegan-leather", count: 15, prefix: "AVS-", textures: [["textile", 1]], palette: "textile", finishes: [["velvet-touch", 1]], thicknesses: [0.8, 1], recycled: { pct: 35, share: 0.5, neoq: 0 }, materials: ["Microfibre suede"], applications: ["Headliners", "Pillars", "Seat inserts", "Door trims"], naming: (rng, colour) => `${colourWord(rng, colour)} Suede` },
  { code: "lightweight-lft", name: "Lightweight LFT", kind: "lightweight", count: 15, prefix: "ALW-", textures: [["solid", 6], ["textile", 4]], palette: "dark", finishes: [["matte", 1]], thicknesses: [2, 2.5, 3, 4], materials: ["Long glass-fibre reinforced PP (LFT)", "Continuous glass-fibre thermoplastic (CFT)"], applications: ["Seat backs", "Battery housings", "Underbody shields", "Door modules"], naming: (rng, colour) => `${rng.pick(["G-Core", "LFT", "CFT", "Flex"])} ${colourWord(rng, colour)}` },
  { code: "interior-trim", name: "Interior Trim", kind: "component", count: 15, prefix: "AIT-", textures: [["metal", 4], ["wood", 3], ["solid", 3]], palette: "metal", finishes: [["brushed", 4], ["gloss", 3], ["matte", 3]], thicknesses: [2, 2.5, 3], materials: ["PC/ABS with decorative film", "PP with in-mould decoration"], applications: ["Centre consoles", "Door trims", "Dashboard inserts"], naming: (rng, colour, texture) => lookName(rng, colour, texture) },
  { code: "exterior-parts", name: "Exterior Parts", kind: "component", count: 10, prefix: "AXP-", textures: [["solid", 6], ["metal", 4]], palette: "dark", finishes: [["gloss", 6], ["matte", 4]], thicknesses: [2.5, 3, 3.5], materials: ["ASA compound", "PP compound, UV-stabilised"], applications: ["Grilles", "Mirror caps", "Pillar trims", "Roof rails"], naming: (rng, colour, texture) => (texture === "solid" ? `${colourWord(rng, colour)} ${rng.pick(["Gloss", "Satin", "Shield"])}` : lookName(rng, colour, texture)) },
];

/** Weight cuts of spec §9: lightweight parts reach 56%, trim and exterior parts 25% or 30%. */
const CUTS: Readonly<Record<Kind, readonly number[]>> = { "vegan-leather": [], lightweight: [56, 30, 25], component: [25, 30] };

function automotiveProduct(ctx: FamilyContext, line: Line, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(line.textures);
  const colourFamily = rng.weighted(PALETTES[line.palette]);
  const name = ctx.names.unique(() => line.naming(rng, colourFamily, texture));
  const thickness = rng.pick(line.thicknesses);
  const recycled = line.recycled && rng.chance(line.recycled.share) ? line.recycled : undefined;
  const neoq = recycled ? rng.chance(recycled.neoq) : false;
  const fibre = line.kind === "lightweight" ? rng.pick([60, 80]) : undefined;
  const cut = CUTS[line.kind].length ? rng.pick(CUTS[line.kind]) : undefined;
  const flags: ProductFlag[] = [];
  if (recycled) flags.push("recycled");
  if (neoq) flags.push("neoq-recycled");

  const vars = { name, collection: line.name, pct: weightPercent(recycled?.pct ?? 0), fibre: weightPercent(fibre ?? 0), cut: percent(cut ?? 0) };
  const description = line.kind === "vegan-leather" ? (recycled ? VEGAN_LEATHER : VEGAN_LEATHER_PLAIN) : line.kind === "lightweight" ? LIGHTWEIGHT : COMPONENT;
  const fixed: Template[] = [THICKNESS];
  if (recycled) fixed.push(RECYCLED);
  if (neoq) fixed.push(NEOQ);
  if (fibre) fixed.push(FIBRE_CONTENT);
  if (cut) fixed.push(WEIGHT_CUT);
  const pool = line.kind === "vegan-leather" ? [OEM_STANDARDS, ANIMAL_FREE, LOW_VOC_CABIN] : [OEM_STANDARDS, LOW_VOC_CABIN, RECYCLABLE_MATRIX];
  return finishProduct(ctx, {
    collection: line.code,
    name,
    itemNumber: series.next(),
    colourFamily,
    texture,
    finish: rng.weighted(line.finishes),
    flags,
    dimensions: line.kind === "vegan-leather" ? { thicknessMm: thickness, widthMm: 1400, lengthMm: 50_000 } : { thicknessMm: thickness },
    attributes: {
      brand: "Automotive",
      productClassification: line.kind === "vegan-leather" ? "Vegan leather" : line.kind === "lightweight" ? "Lightweight component" : "Automotive component",
      material: fibre ? `${rng.pick(line.materials)}, ${fibre} wt% glass fibre` : rng.pick(line.materials),
      application: rng.sample(line.applications, rng.int(2, 3)),
      ...(line.kind === "vegan-leather" ? { textileType: texture === "textile" ? rng.pick(LEATHER_GRAINS) : "Smooth", emboss: rng.pick(LEATHER_GRAINS) } : {}),
      ...(cut ? { remark: `Weight reduction up to ${cut}% versus steel` } : {}),
      ...(recycled ? { recycledContentPct: recycled.pct } : {}),
      ...(cut ? { weightReductionPct: cut } : {}),
      ...(fibre ? { glassFibrePct: fibre } : {}),
      salesChannel: "OEM supply",
    },
    documents: ["catalogue", "certification", "technical-datasheet", "test-report"],
    description: fill(description, vars),
    features: pickFeatures(rng, vars, fixed, pool),
  });
}

export function buildAutomotive(ctx: FamilyContext): FamilyPart {
  const products = LINES.flatMap((line) => {
    const series = new ItemSeries(ctx.rng, line.prefix, 4, ctx.rng.int(1, 5) * 1000 + 1);
    return Array.from({ length: line.count }, () => automotiveProduct(ctx, line, series));
  });
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products };
}
