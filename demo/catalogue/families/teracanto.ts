/** TERACANTO porcelain surface: sintered slabs, many of them rated for outdoor use. */
import type { FamilyContext, FamilyPart } from "../build";
import { makeCollection } from "../build";
import { TERACANTO_DESCRIPTIONS, TERACANTO_FEATURES } from "../copy/stone";
import type { SlabLine, SlabStyle } from "./slab";
import { slabProducts } from "./slab";

const LINES: readonly SlabLine[] = [
  { code: "marble-essence", name: "Marble Essence", count: 50, start: 1101, textures: [["marble", 1]], palette: "stone", bookmatch: 0.2, thruVein: 0.15 },
  { code: "stone-nature", name: "Stone Nature", count: 30, start: 2101, textures: [["stone", 1]], palette: "stone" },
  { code: "urban-concrete", name: "Urban Concrete", count: 25, start: 3101, textures: [["concrete", 1]], palette: "concrete" },
  { code: "onyx-light", name: "Onyx Light", count: 15, start: 4101, textures: [["marble", 1]], palette: "light", bookmatch: 0.4 },
  { code: "oxide-metal", name: "Oxide Metal", count: 15, start: 5101, textures: [["metal", 1]], palette: "metal" },
  { code: "timber-grain", name: "Timber Grain", count: 15, start: 6101, textures: [["wood", 1]], palette: "wood" },
];

const STYLE: SlabStyle = {
  brand: "TERACANTO",
  prefix: "TC",
  classification: "Sintered porcelain",
  descriptions: TERACANTO_DESCRIPTIONS,
  features: TERACANTO_FEATURES,
  thicknesses: [[6, 25], [12, 50], [20, 25]],
  slabs: [[[1600, 3200, "3200 x 1600 mm"], 60], [[1200, 2800, "2800 x 1200 mm"], 25], [[1600, 1600, "1600 x 1600 mm"], 15]],
  density: 2.45,
  finishes: [["matte", 45], ["polished", 30], ["velvet-touch", 12], ["leather", 8], ["brushed", 5]],
  documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "care-and-maintenance", "fabrication-manual"],
  edgeProfiles: false,
  outdoor: 0.35,
  recycled: 0.05,
  fire: { resistance: "EN 13501-1", grade: "A1" },
};

export function buildTeracanto(ctx: FamilyContext): FamilyPart {
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products: slabProducts(ctx, STYLE, LINES) };
}
