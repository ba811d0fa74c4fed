/** Rolls of decorative film: what BENIF, Deco, Exterior and appliance film have in common. */
import type { DocumentType, Finish, ProductFlag, Texture } from "../../../core/catalogue/enums";
import type { Attributes, Product } from "../../../core/catalogue/model";
import type { FamilyContext } from "../build";
import { ItemSeries, finishProduct } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import type { Template } from "../copy/fill";
import { fill, percent, pickFeatures } from "../copy/fill";
import { COLOUR_STABILITY } from "../copy/exterior-film";
import { AIR_FREE, CONSISTENT_COLOUR, FINISH, FINISH_LABELS, FIRE_RATING, RECYCLED, ROLL_SIZE } from "../copy/shared";
import { describeLook } from "../looks";
import { lookName } from "../naming";
import type { Rng, Weighted } from "../prng";

export interface FilmLine {
  code: string;
  name: string;
  count: number;
  prefix: string;
  textures: Weighted<Texture>;
  palette: PaletteName;
  finishes?: Weighted<Finish>;
}

export type FilmMaterial = "PVC" | "PET" | "PP" | "PVC/PMMA";

export interface FilmStyle {
  brand: string;
  classification: string;
  descriptions: readonly Template[];
  features: readonly Template[];
  thicknesses: Weighted<number>;
  widths: Weighted<number>;
  lengths: Weighted<number>;
  materials: Weighted<FilmMaterial>;
  filmTypes: readonly string[];
  finishes: Weighted<Finish>;
  documents: readonly DocumentType[];
  grades: readonly string[];
  applications: readonly string[];
  adhesive?: Weighted<readonly [type: string, code: string, name: string]>;
  liner?: string;
  airFree?: number;
  fire?: Weighted<readonly [resistance: string, grade: string]>;
  /** Years of outdoor colour stability; present for films made for outdoor use. */
  weatherYears?: readonly number[];
  recycled?: number;
}

const MATERIAL_CLASSES: Readonly<Record<FilmMaterial, (rng: Rng) => Attributes>> = {
  PVC: (rng) => ({ pvcClass: rng.pick(["Calendered flexible PVC", "Semi-rigid PVC", "Phthalate-free PVC"]) }),
  PET: (rng) => ({ petClass: rng.pick(["PET-G", "A-PET", "Biaxially oriented PET"]) }),
  PP: () => ({}),
  "PVC/PMMA": (rng) => ({ pvcClass: "Semi-rigid PVC", acrylicClass: rng.pick(["PMMA top layer 50 µm", "PMMA top layer 80 µm"]) }),
};

function filmProduct(ctx: FamilyContext, style: FilmStyle, line: FilmLine, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(line.textures);
  const colourFamily = rng.weighted(PALETTES[line.palette]);
  const look = describeLook(rng, texture, colourFamily);
  const name = ctx.names.unique(() => lookName(rng, colourFamily, texture, look.woodSpecies ?? look.textileType));
  const thickness = rng.weighted(style.thicknesses);
  const width = rng.weighted(style.widths);
  const length = rng.weighted(style.lengths);
  const material = rng.weighted(style.materials);
  const finish = rng.weighted(line.finishes ?? style.finishes);
  const airFree = style.airFree !== undefined ? rng.chance(style.airFree) : undefined;
  const fire = style.fire ? rng.weighted(style.fire) : undefined;
  const years = style.weatherYears ? rng.pick(style.weatherYears) : undefined;
  const recycledPct = style.recycled && rng.chance(style.recycled) ? rng.int(15, 40) : undefined;
  const flags: ProductFlag[] = [];
  if (years) flags.push("outdoor");
  if (texture === "marble") flags.push("veined");
  if (recycledPct) flags.push("recycled");

  const vars = { name, collection: line.name, finish: FINISH_LABELS[finish], fire: fire ? `${fire[0]} ${fire[1]}` : "", years: String(years ?? 0), pct: percent(recycledPct ?? 0) };
  const fixed: Template[] = [ROLL_SIZE];
  if (airFree) fixed.push(AIR_FREE);
  if (years) fixed.push(COLOUR_STABILITY);
  if (recycledPct) fixed.push(RECYCLED);
  const pool = fire ? [...style.features, FINISH, CONSISTENT_COLOUR, FIRE_RATING] : [...style.features, FINISH, CONSISTENT_COLOUR];
  const adhesive = style.adhesive ? rng.weighted(style.adhesive) : undefined;
  const attributes: Attributes = {
    brand: style.brand,
    productClassification: style.classification,
    filmType: rng.pick(style.filmTypes),
    material,
    ...MATERIAL_CLASSES[material](rng),
    grade: rng.pick(style.grades),
    ...(adhesive ? { adhesiveType: adhesive[0], adhesiveCode: adhesive[1], adhesiveName: adhesive[2] } : {}),
    ...(style.liner ? { liner: style.liner } : {}),
    ...(airFree !== undefined ? { airFree } : {}),
    ...(fire ? { fireResistance: fire[0], fireGrade: fire[1] } : {}),
    ...(years ? { weatherability: `${years} years outdoor colour stability` } : {}),
    application: rng.sample(style.applications, rng.int(2, Math.min(4, style.applications.length))),
    emboss: look.emboss,
    format: "Roll",
    colourGroup: look.colourGroup,
    patternGroup: look.patternGroup,
    ...(texture === "wood" || texture === "stone" || texture === "marble" ? { repeatImage: `${width} x ${rng.pick([1220, 2440, 2800])} mm` } : {}),
    ...(look.woodSpecies ? { woodSpecies: look.woodSpecies } : {}),
    ...(look.stoneType ? { stoneType: look.stoneType } : {}),
    ...(look.textileType ? { textileType: look.textileType } : {}),
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
    dimensions: { thicknessMm: thickness, widthMm: width, lengthMm: length },
    attributes,
    documents: style.documents,
    description: fill(rng.pick(style.descriptions), vars),
    features: pickFeatures(rng, vars, fixed, pool),
  });
}

export function filmProducts(ctx: FamilyContext, style: FilmStyle, lines: readonly FilmLine[]): Product[] {
  return lines.flatMap((line) => {
    const series = new ItemSeries(ctx.rng, line.prefix, 4, ctx.rng.int(1, 4) * 1000 + 1);
    return Array.from({ length: line.count }, () => filmProduct(ctx, style, line, series));
  });
}
