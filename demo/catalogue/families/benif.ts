/** BENIF architectural film: self-adhesive interior film for renovation (gl, ru, cn). */
import type { FamilyContext, FamilyPart } from "../build";
import { makeCollection } from "../build";
import { BENIF_DESCRIPTIONS, BENIF_FEATURES } from "../copy/interior-film";
import type { FilmLine, FilmStyle } from "./film";
import { filmProducts } from "./film";

const LINES: readonly FilmLine[] = [
  { code: "natural-wood", name: "Natural Wood", count: 150, prefix: "NW", textures: [["wood", 1]], palette: "wood" },
  { code: "stone-and-marble", name: "Stone and Marble", count: 80, prefix: "NS", textures: [["marble", 5], ["stone", 3], ["concrete", 2]], palette: "stone" },
  { code: "metal-and-mirror", name: "Metal and Mirror", count: 45, prefix: "NM", textures: [["metal", 1]], palette: "metal", finishes: [["brushed", 5], ["gloss", 3], ["matte", 2]] },
  { code: "solid-colour", name: "Solid Colour", count: 70, prefix: "NC", textures: [["solid", 1]], palette: "vivid" },
  { code: "abstract-pattern", name: "Abstract Pattern", count: 35, prefix: "NA", textures: [["terrazzo", 4], ["sparkle", 3], ["granite", 3]], palette: "neutral" },
  { code: "fabric-and-leather", name: "Fabric and Leather", count: 40, prefix: "NF", textures: [["textile", 1]], palette: "textile", finishes: [["matte", 6], ["leather", 4]] },
  { code: "pearl-and-glitter", name: "Pearl and Glitter", count: 30, prefix: "NP", textures: [["sparkle", 1]], palette: "light", finishes: [["gloss", 1]] },
];

const STYLE: FilmStyle = {
  brand: "BENIF",
  classification: "Architectural interior film",
  descriptions: BENIF_DESCRIPTIONS,
  features: BENIF_FEATURES,
  thicknesses: [[0.2, 30], [0.22, 25], [0.25, 30], [0.3, 15]],
  widths: [[1220, 90], [1000, 10]],
  lengths: [[50_000, 85], [30_000, 15]],
  materials: [["PVC", 88], ["PET", 12]],
  filmTypes: ["Self-adhesive interior film", "Self-adhesive interior film, textured"],
  finishes: [["matte", 70], ["gloss", 20], ["velvet-touch", 10]],
  documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "test-report"],
  grades: ["Standard", "Premium", "Marine"],
  applications: ["Walls", "Doors", "Furniture", "Ceilings", "Elevators", "Window frames", "Ship interiors"],
  adhesive: [[["Pressure-sensitive acrylic", "PSA-A1", "Permanent acrylic"], 75], [["Pressure-sensitive acrylic", "PSA-A2", "Repositionable acrylic"], 25]],
  liner: "Silicone-coated kraft paper, 130 g/m²",
  airFree: 0.8,
  fire: [[["EN 13501-1", "B-s2,d0"], 45], [["ASTM E84", "Class A"], 20], [["IMO FTP Code", "Part 2 & 5"], 15], [["GB 8624", "B1"], 20]],
  recycled: 0.05,
};

export function buildBenif(ctx: FamilyContext): FamilyPart {
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products: filmProducts(ctx, STYLE, LINES) };
}
