/** BORTE decorative panels (gl and us). */
import type { Finish, Texture } from "../../../core/catalogue/enums";
import type { Product } from "../../../core/catalogue/model";
import type { FamilyContext, FamilyPart } from "../build";
import { ItemSeries, finishProduct, makeCollection, sheetWeight } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import { fill, pickFeatures } from "../copy/fill";
import { BORTE_DESCRIPTIONS, BORTE_FEATURES, BORTE_SIZE } from "../copy/panel";
import { EDGE_BANDING, FINISH, FINISH_LABELS } from "../copy/shared";
import { describeLook } from "../looks";
import { lookName } from "../naming";
import type { Weighted } from "../prng";

interface PanelLine {
  code: string;
  name: string;
  count: number;
  start: number;
  textures: Weighted<Texture>;
  palette: PaletteName;
  finishes: Weighted<Finish>;
}

const LINES: readonly PanelLine[] = [
  { code: "veneer-touch", name: "Veneer Touch", count: 50, start: 1001, textures: [["wood", 1]], palette: "wood", finishes: [["matte", 7], ["velvet-touch", 3]] },
  { code: "stone-texture", name: "Stone Texture", count: 35, start: 2001, textures: [["marble", 5], ["stone", 5]], palette: "stone", finishes: [["matte", 5], ["gloss", 5]] },
  { code: "matte-solid", name: "Matte Solid", count: 35, start: 3001, textures: [["solid", 1]], palette: "neutral", finishes: [["matte", 7], ["velvet-touch", 3]] },
  { code: "mirror-gloss", name: "Mirror Gloss", count: 30, start: 4001, textures: [["solid", 8], ["sparkle", 2]], palette: "neutral", finishes: [["gloss", 1]] },
  { code: "metallic", name: "Metallic", count: 20, start: 5001, textures: [["metal", 1]], palette: "metal", finishes: [["brushed", 6], ["gloss", 4]] },
  { code: "fabric", name: "Fabric", count: 15, start: 6001, textures: [["textile", 1]], palette: "textile", finishes: [["matte", 1]] },
  { code: "concrete-art", name: "Concrete Art", count: 15, start: 7001, textures: [["concrete", 1]], palette: "concrete", finishes: [["matte", 1]] },
];

const THICKNESSES: Weighted<number> = [[9, 20], [12, 25], [18, 55]];
const BOARDS: Weighted<readonly [number, number]> = [[[1220, 2440], 70], [[1220, 2800], 30]];
const APPLICATIONS = ["Kitchen fronts", "Wardrobes", "Wall panelling", "Retail fixtures", "Hotel interiors"];

function panelProduct(ctx: FamilyContext, line: PanelLine, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(line.textures);
  const colourFamily = rng.weighted(PALETTES[line.palette]);
  const look = describeLook(rng, texture, colourFamily);
  const name = ctx.names.unique(() => lookName(rng, colourFamily, texture, look.woodSpecies ?? look.textileType));
  const thickness = rng.weighted(THICKNESSES);
  const [width, length] = rng.weighted(BOARDS);
  const finish = rng.weighted(line.finishes);
  const vars = { name, collection: line.name, finish: FINISH_LABELS[finish] };
  return finishProduct(ctx, {
    collection: line.code,
    name,
    itemNumber: series.next(),
    colourFamily,
    texture,
    finish,
    flags: texture === "marble" ? ["veined"] : [],
    dimensions: { thicknessMm: thickness, widthMm: width, lengthMm: length, weightKg: sheetWeight(width, length, thickness, 0.75) },
    attributes: {
      brand: "BORTE",
      productClassification: "Decorative panel",
      material: rng.pick(["Moisture-resistant MDF with PET surface", "MDF with acrylic surface", "Particleboard with PET surface"]),
      use: "Interior",
      application: rng.sample(APPLICATIONS, rng.int(2, 4)),
      installation: rng.pick(["Screw fixing", "Adhesive bonding", "Clip system"]),
      fireResistance: "EN 13501-1",
      fireGrade: rng.pick(["D-s2,d0", "B-s2,d0"]),
      emboss: look.emboss,
      colourGroup: look.colourGroup,
      patternGroup: look.patternGroup,
      ...(look.woodSpecies ? { woodSpecies: look.woodSpecies } : {}),
      ...(look.stoneType ? { stoneType: look.stoneType } : {}),
      ...(look.textileType ? { textileType: look.textileType } : {}),
    },
    documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "care-and-maintenance"],
    description: fill(rng.pick(BORTE_DESCRIPTIONS), vars),
    features: pickFeatures(rng, vars, [BORTE_SIZE], [...BORTE_FEATURES, EDGE_BANDING, FINISH]),
  });
}

export function buildBorte(ctx: FamilyContext): FamilyPart {
  const products = LINES.flatMap((line) => {
    const series = new ItemSeries(ctx.rng, "BP", 4, line.start);
    return Array.from({ length: line.count }, () => panelProduct(ctx, line, series));
  });
  return { collections: LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i)), products };
}
