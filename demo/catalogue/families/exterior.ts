/** Exterior film: weather-resistant film for window profiles and façades (gl, jp, ru, cn). */
import type { FamilyContext, FamilyPart } from "../build";
import { makeCollection } from "../build";
import { EXTERIOR_DESCRIPTIONS, EXTERIOR_FEATURES } from "../copy/exterior-film";
import type { FilmLine, FilmStyle } from "./film";
import { filmProducts } from "./film";

const LINES: readonly FilmLine[] = [
  { code: "timber-line", name: "Timber Line", count: 90, prefix: "XW", textures: [["wood", 1]], palette: "wood" },
  { code: "aluminium-look", name: "Aluminium Look", count: 40, prefix: "XA", textures: [["metal", 1]], palette: "metal", finishes: [["brushed", 6], ["matte", 4]] },
  { code: "smooth-colours", name: "Smooth Colours", count: 50, prefix: "XS", textures: [["solid", 1]], palette: "neutral", finishes: [["matte", 6], ["gloss", 4]] },
  { code: "textured-colours", name: "Textured Colours", count: 40, prefix: "XT", textures: [["solid", 7], ["sparkle", 3]], palette: "dark" },
  { code: "stone-facade", name: "Stone Façade", count: 15, prefix: "XF", textures: [["stone", 6], ["concrete", 4]], palette: "concrete" },
  { code: "anodized", name: "Anodized", count: 15, prefix: "XN", textures: [["metal", 1]], palette: "metal", finishes: [["matte", 1]] },
];

const STYLE: FilmStyle = {
  brand: "Exterior Film",
  classification: "Exterior profile film",
  descriptions: EXTERIOR_DESCRIPTIONS,
  features: EXTERIOR_FEATURES,
  thicknesses: [[0.15, 15], [0.2, 40], [0.25, 30], [0.3, 15]],
  widths: [[1300, 50], [1400, 30], [1220, 20]],
  lengths: [[100_000, 60], [50_000, 40]],
  materials: [["PVC/PMMA", 80], ["PVC", 20]],
  filmTypes: ["Exterior PVC foil with acrylic top layer", "Exterior PVC foil"],
  finishes: [["matte", 75], ["gloss", 10], ["brushed", 15]],
  documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "test-report"],
  grades: ["Standard", "Premium", "Cool colours (solar reflective)"],
  applications: ["PVC window profiles", "Entrance doors", "Garage doors", "Façade panels", "Shutters"],
  weatherYears: [10, 10, 12, 15],
};

export function buildExterior(ctx: FamilyContext): FamilyPart {
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products: filmProducts(ctx, STYLE, LINES) };
}
