/** Deco film: lamination film for furniture, panels and profiles (gl, jp, ru, cn). */
import type { FamilyContext, FamilyPart } from "../build";
import { makeCollection } from "../build";
import { EDGE_BANDING } from "../copy/shared";
import { DECO_DESCRIPTIONS, DECO_FEATURES } from "../copy/interior-film";
import type { FilmLine, FilmStyle } from "./film";
import { filmProducts } from "./film";

const LINES: readonly FilmLine[] = [
  { code: "wood-grain", name: "Wood Grain", count: 200, prefix: "DW", textures: [["wood", 1]], palette: "wood" },
  { code: "stone-look", name: "Stone Look", count: 90, prefix: "DS", textures: [["marble", 4], ["stone", 4], ["concrete", 2]], palette: "stone" },
  { code: "brushed-metal", name: "Brushed Metal", count: 60, prefix: "DM", textures: [["metal", 1]], palette: "metal", finishes: [["brushed", 7], ["matte", 3]] },
  { code: "uni-colours", name: "Uni Colours", count: 90, prefix: "DU", textures: [["solid", 1]], palette: "neutral" },
  { code: "high-gloss", name: "High Gloss", count: 60, prefix: "DH", textures: [["solid", 7], ["sparkle", 3]], palette: "neutral", finishes: [["gloss", 1]] },
  { code: "super-matte", name: "Super Matte", count: 50, prefix: "DX", textures: [["solid", 8], ["wood", 2]], palette: "neutral", finishes: [["matte", 7], ["velvet-touch", 3]] },
  { code: "textile-touch", name: "Textile Touch", count: 25, prefix: "DT", textures: [["textile", 1]], palette: "textile" },
  { code: "design-pattern", name: "Design Pattern", count: 25, prefix: "DP", textures: [["terrazzo", 4], ["granite", 3], ["sparkle", 3]], palette: "neutral" },
];

const STYLE: FilmStyle = {
  brand: "Deco Film",
  classification: "Furniture lamination film",
  descriptions: DECO_DESCRIPTIONS,
  features: [...DECO_FEATURES, EDGE_BANDING],
  thicknesses: [[0.1, 10], [0.12, 15], [0.15, 20], [0.2, 25], [0.25, 15], [0.3, 15]],
  widths: [[1260, 60], [1400, 40]],
  lengths: [[100_000, 50], [50_000, 50]],
  materials: [["PVC", 60], ["PET", 30], ["PP", 10]],
  filmTypes: ["Membrane press foil", "Profile wrapping foil", "Flat lamination foil"],
  finishes: [["matte", 65], ["gloss", 25], ["velvet-touch", 10]],
  documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "test-report"],
  grades: ["Standard", "Premium", "Anti-scratch"],
  applications: ["Kitchen fronts", "Furniture panels", "Profile wrapping", "Doors", "Wardrobes"],
  recycled: 0.04,
};

export function buildDeco(ctx: FamilyContext): FamilyPart {
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products: filmProducts(ctx, STYLE, LINES) };
}
