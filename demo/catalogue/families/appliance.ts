/** Home appliance surface film: PET and PVC film laminated on steel (gl only). */
import type { FamilyContext, FamilyPart } from "../build";
import { makeCollection } from "../build";
import { APPLIANCE_DESCRIPTIONS, APPLIANCE_FEATURES } from "../copy/exterior-film";
import type { FilmLine, FilmStyle } from "./film";
import { filmProducts } from "./film";

const LINES: readonly FilmLine[] = [
  { code: "metal-effect", name: "Metal Effect", count: 40, prefix: "HAM", textures: [["metal", 1]], palette: "metal", finishes: [["brushed", 6], ["gloss", 2], ["matte", 2]] },
  { code: "glass-effect", name: "Glass Effect", count: 25, prefix: "HAG", textures: [["solid", 7], ["sparkle", 3]], palette: "dark", finishes: [["gloss", 1]] },
  { code: "gloss-colours", name: "Gloss Colours", count: 30, prefix: "HAC", textures: [["solid", 1]], palette: "vivid", finishes: [["gloss", 1]] },
  { code: "soft-matte", name: "Soft Matte", count: 25, prefix: "HAS", textures: [["solid", 1]], palette: "light", finishes: [["matte", 6], ["velvet-touch", 4]] },
  { code: "stone-effect", name: "Stone Effect", count: 15, prefix: "HAT", textures: [["marble", 5], ["stone", 3], ["concrete", 2]], palette: "stone" },
  { code: "textile-and-pattern", name: "Textile and Pattern", count: 15, prefix: "HAP", textures: [["textile", 6], ["wood", 4]], palette: "textile" },
];

const STYLE: FilmStyle = {
  brand: "Home Appliance Film",
  classification: "Appliance surface film",
  descriptions: APPLIANCE_DESCRIPTIONS,
  features: APPLIANCE_FEATURES,
  thicknesses: [[0.1, 25], [0.12, 25], [0.15, 30], [0.2, 20]],
  widths: [[1000, 30], [1250, 40], [1300, 30]],
  lengths: [[50_000, 40], [100_000, 60]],
  materials: [["PET", 70], ["PVC", 30]],
  filmTypes: ["PCM laminate film", "VCM laminate film"],
  finishes: [["gloss", 50], ["matte", 50]],
  documents: ["catalogue", "certification", "technical-datasheet", "test-report"],
  grades: ["Standard", "Anti-fingerprint", "High formability"],
  applications: ["Refrigerators", "Washing machines", "Ovens", "Air conditioners", "Dishwashers"],
};

export function buildAppliance(ctx: FamilyContext): FamilyPart {
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products: filmProducts(ctx, STYLE, LINES) };
}
