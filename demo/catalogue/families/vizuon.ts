/** VIZUON sign and graphic film: six application groups (roots) with product lines (leaves). */
import type { ColourFamily, Finish, ProductFlag, ProductType, Texture } from "../../../core/catalogue/enums";
import type { Attributes, Product } from "../../../core/catalogue/model";
import { VIZUON_APPLICATIONS } from "../../../core/routing/manifest";
import type { FamilyContext, FamilyPart } from "../build";
import { ItemSeries, finishProduct, makeCollection } from "../build";
import type { PaletteName } from "../colours";
import { PALETTES } from "../colours";
import type { Template } from "../copy/fill";
import { fill, percent, pickFeatures } from "../copy/fill";
import { AIR_FREE, CONSISTENT_COLOUR, FINISH, FINISH_LABELS, RECYCLED, ROLL_SIZE } from "../copy/shared";
import type { VizuonApplication } from "../copy/vizuon";
import { APPLICATION_FEATURES, FLOOR_GRAPHIC, OUTDOOR_DURABILITY, VIZUON_APPLICATION_NAMES, VIZUON_DESCRIPTIONS, VIZUON_FEATURES, WALL_GRAPHIC } from "../copy/vizuon";
import { colourWord, lookName, solidName } from "../naming";
import type { Rng, Weighted } from "../prng";

const TYPES: Readonly<Record<VizuonApplication, ProductType>> = {
  "vehicles-and-transportation": "VEH",
  "signs-and-displays": "SD",
  "illuminated-sign": "ILLUM",
  architecture: "ARCH",
  "eco-solutions": "ECO",
  "corporate-branding": "CORP",
};

interface Leaf {
  code: string;
  name: string;
  root: VizuonApplication;
  count: number;
  prefix: string;
  filmType: string;
  classification: string;
  material: "PVC" | "PET" | "Polyolefin";
  materialClass: Attributes;
  thicknesses: readonly number[];
  widths: readonly number[];
  lengths: readonly number[];
  /** Outdoor durability in years; indoor films have none. */
  years?: readonly number[];
  palette: PaletteName;
  textures: Weighted<Texture>;
  finishes: Weighted<Finish>;
  airFree: number;
  adhesive: readonly [type: string, code: string, name: string];
  applications: readonly string[];
  naming?: (rng: Rng, colour: ColourFamily) => string;
  feature?: Template;
  fire?: boolean;
  recycled?: number;
}

const CAST: Attributes = { pvcClass: "Cast PVC" };
const POLYMERIC: Attributes = { pvcClass: "Polymeric calendered PVC" };
const MONOMERIC: Attributes = { pvcClass: "Monomeric calendered PVC" };
const PERMANENT = ["Solvent acrylic, permanent", "SA-P1", "Permanent clear"] as const;
const REPOSITIONABLE = ["Solvent acrylic, repositionable", "SA-R2", "Repositionable grey"] as const;
const REMOVABLE = ["Acrylic, removable", "AR-3", "Removable clear"] as const;
const GLOSS_MATTE: Weighted<Finish> = [["gloss", 6], ["matte", 4]];

const LEAVES: readonly Leaf[] = [
  { code: "cast-wrap", name: "Cast Wrap", root: "vehicles-and-transportation", count: 60, prefix: "CW", filmType: "Cast vinyl wrap film", classification: "Wrap film", material: "PVC", materialClass: CAST, thicknesses: [0.08, 0.1], widths: [1520], lengths: [25_000], years: [7, 8, 10], palette: "vivid", textures: [["solid", 8], ["metal", 2]], finishes: [["gloss", 5], ["matte", 3], ["brushed", 2]], airFree: 0.95, adhesive: REPOSITIONABLE, applications: ["Vehicle wraps", "Fleet graphics", "Buses and trains", "Boats"] },
  { code: "calendered-graphics", name: "Calendered Graphics", root: "vehicles-and-transportation", count: 30, prefix: "CG", filmType: "Polymeric calendered film", classification: "Graphic film", material: "PVC", materialClass: POLYMERIC, thicknesses: [0.08, 0.1], widths: [1370, 1520], lengths: [50_000], years: [5, 7], palette: "vivid", textures: [["solid", 1]], finishes: GLOSS_MATTE, airFree: 0.5, adhesive: PERMANENT, applications: ["Fleet graphics", "Flat vehicle panels", "Trailers"] },
  { code: "reflective", name: "Reflective", root: "vehicles-and-transportation", count: 20, prefix: "RF", filmType: "Microprismatic reflective film", classification: "Reflective film", material: "PVC", materialClass: { pvcClass: "Cast PVC", acrylicClass: "Microprismatic acrylic layer" }, thicknesses: [0.15, 0.2], widths: [1220], lengths: [45_000], years: [7, 10], palette: "vivid", textures: [["solid", 1]], finishes: [["gloss", 1]], airFree: 0, adhesive: PERMANENT, applications: ["Emergency vehicles", "Traffic signs", "Fleet markings"] },
  { code: "sign-vinyl", name: "Sign Vinyl", root: "signs-and-displays", count: 50, prefix: "SV", filmType: "Calendered sign vinyl", classification: "Sign vinyl", material: "PVC", materialClass: MONOMERIC, thicknesses: [0.08, 0.1], widths: [1260, 610], lengths: [50_000], years: [5, 6, 8], palette: "vivid", textures: [["solid", 1]], finishes: GLOSS_MATTE, airFree: 0, adhesive: PERMANENT, applications: ["Cut lettering", "Shop signs", "Displays", "Exhibition stands"] },
  { code: "translucent-vinyl", name: "Translucent Vinyl", root: "signs-and-displays", count: 20, prefix: "TV", filmType: "Translucent cast vinyl", classification: "Sign vinyl", material: "PVC", materialClass: CAST, thicknesses: [0.08], widths: [1220], lengths: [45_000], years: [5, 7], palette: "vivid", textures: [["solid", 1]], finishes: [["gloss", 1]], airFree: 0, adhesive: PERMANENT, applications: ["Light boxes", "Window graphics", "Displays"] },
  { code: "banner", name: "Banner", root: "signs-and-displays", count: 15, prefix: "BN", filmType: "Frontlit PVC banner", classification: "Banner", material: "PVC", materialClass: { pvcClass: "Coated PVC on polyester scrim" }, thicknesses: [0.3], widths: [3200, 5000], lengths: [50_000], years: [2, 3], palette: "light", textures: [["solid", 1]], finishes: [["matte", 6], ["gloss", 4]], airFree: 0, adhesive: ["None (non-adhesive)", "NA-0", "Non-adhesive"], applications: ["Building wraps", "Event banners", "Hoardings"] },
  { code: "backlit-film", name: "Backlit Film", root: "illuminated-sign", count: 30, prefix: "BL", filmType: "Backlit PET film", classification: "Backlit film", material: "PET", materialClass: { petClass: "Translucent PET" }, thicknesses: [0.18, 0.25], widths: [1270, 1520], lengths: [30_000], palette: "light", textures: [["solid", 1]], finishes: [["matte", 1]], airFree: 0, adhesive: ["None (non-adhesive)", "NA-0", "Non-adhesive"], applications: ["Light boxes", "Menu boards", "Airport signage"] },
  { code: "flex-face", name: "Flex Face", root: "illuminated-sign", count: 20, prefix: "FF", filmType: "Flexible face substrate", classification: "Flex face", material: "PVC", materialClass: { pvcClass: "Coated PVC on polyester scrim" }, thicknesses: [0.3], widths: [3200, 5000], lengths: [50_000], years: [5], palette: "light", textures: [["solid", 1]], finishes: [["gloss", 1]], airFree: 0, adhesive: ["None (non-adhesive)", "NA-0", "Non-adhesive"], applications: ["Large illuminated signs", "Pylon signs", "Fascia signs"] },
  { code: "window-film", name: "Window Film", root: "architecture", count: 30, prefix: "WF", filmType: "Solar control window film", classification: "Window film", material: "PET", materialClass: { petClass: "Metallised PET" }, thicknesses: [0.05, 0.075], widths: [1520], lengths: [30_000], years: [7, 10], palette: "dark", textures: [["solid", 1]], finishes: [["gloss", 1]], airFree: 0, adhesive: ["Pressure-sensitive acrylic", "PS-W1", "Water-activated clear"], applications: ["Offices", "Shopfronts", "Residential glazing"], naming: (rng) => `${rng.pick(["Solar", "Privacy", "Clear View", "Neutral", "Silver", "Bronze", "Ceramic"])} ${rng.pick(["05", "15", "20", "35", "50", "70"])}`, fire: true },
  { code: "frosted-glass", name: "Frosted Glass", root: "architecture", count: 25, prefix: "FG", filmType: "Decorative frosted window film", classification: "Window film", material: "PVC", materialClass: CAST, thicknesses: [0.08], widths: [1230, 1520], lengths: [50_000], palette: "light", textures: [["solid", 6], ["textile", 4]], finishes: [["matte", 1]], airFree: 0.3, adhesive: REMOVABLE, applications: ["Meeting rooms", "Glass partitions", "Bathroom glazing"], naming: (rng, colour) => `${rng.pick(["Dusted", "Frosted", "Etched", "Sandblast", "Crystal", "Satin Glass"])} ${colourWord(rng, colour)}`, fire: true },
  { code: "wall-graphics", name: "Wall Graphics", root: "architecture", count: 20, prefix: "WG", filmType: "Printable wall-covering film", classification: "Wall covering", material: "PVC", materialClass: POLYMERIC, thicknesses: [0.15, 0.2], widths: [1370], lengths: [50_000], palette: "neutral", textures: [["solid", 5], ["textile", 3], ["stone", 2]], finishes: [["matte", 1]], airFree: 0.6, adhesive: REMOVABLE, applications: ["Feature walls", "Retail interiors", "Exhibitions"], feature: WALL_GRAPHIC, fire: true },
  { code: "floor-graphics", name: "Floor Graphics", root: "architecture", count: 10, prefix: "FL", filmType: "Anti-slip floor graphic laminate", classification: "Floor graphic", material: "PVC", materialClass: MONOMERIC, thicknesses: [0.15], widths: [1370], lengths: [50_000], palette: "neutral", textures: [["solid", 6], ["stone", 4]], finishes: [["matte", 1]], airFree: 0, adhesive: REMOVABLE, applications: ["Wayfinding", "Retail promotions", "Events"], feature: FLOOR_GRAPHIC, fire: true },
  { code: "pvc-free", name: "PVC-free", root: "eco-solutions", count: 25, prefix: "PF", filmType: "PVC-free polyolefin film", classification: "Eco film", material: "Polyolefin", materialClass: {}, thicknesses: [0.08, 0.1], widths: [1370, 1520], lengths: [50_000], years: [3, 5], palette: "vivid", textures: [["solid", 1]], finishes: GLOSS_MATTE, airFree: 0.5, adhesive: PERMANENT, applications: ["Window graphics", "Signs", "Vehicle graphics"], recycled: 0.5 },
  { code: "water-based", name: "Water-based", root: "eco-solutions", count: 15, prefix: "WB", filmType: "Film with water-based adhesive", classification: "Eco film", material: "PET", materialClass: { petClass: "Recycled PET" }, thicknesses: [0.1], widths: [1370], lengths: [50_000], years: [2, 3], palette: "light", textures: [["solid", 1]], finishes: [["matte", 1]], airFree: 0, adhesive: ["Water-based acrylic", "WA-1", "Water-based permanent"], applications: ["Indoor promotions", "Point of sale", "Window graphics"], recycled: 0.4 },
  { code: "brand-colour", name: "Brand Colour", root: "corporate-branding", count: 20, prefix: "BC", filmType: "Corporate colour cast film", classification: "Brand colour film", material: "PVC", materialClass: CAST, thicknesses: [0.08], widths: [1220, 1520], lengths: [50_000], years: [8, 10], palette: "vivid", textures: [["solid", 1]], finishes: [["gloss", 7], ["matte", 3]], airFree: 0.2, adhesive: PERMANENT, applications: ["Corporate identity", "Shopfronts", "Fleet livery"] },
  { code: "metallic-accent", name: "Metallic Accent", root: "corporate-branding", count: 10, prefix: "MA", filmType: "Metallic cast film", classification: "Brand colour film", material: "PVC", materialClass: CAST, thicknesses: [0.08], widths: [1220], lengths: [25_000], years: [5], palette: "metal", textures: [["metal", 1]], finishes: [["brushed", 5], ["gloss", 5]], airFree: 0.2, adhesive: PERMANENT, applications: ["Corporate identity", "Signage accents", "Retail interiors"] },
];

function leafName(rng: Rng, leaf: Leaf, colour: ColourFamily, texture: Texture, finish: Finish): string {
  if (leaf.naming) return leaf.naming(rng, colour);
  if (texture !== "solid") return lookName(rng, colour, texture);
  const suffix = finish === "matte" ? " Matte" : finish === "gloss" && rng.chance(0.5) ? " Gloss" : "";
  return `${solidName(rng, colour)}${suffix}`;
}

function vizuonProduct(ctx: FamilyContext, leaf: Leaf, series: ItemSeries): Product {
  const { rng } = ctx;
  const texture = rng.weighted(leaf.textures);
  const colourFamily = rng.weighted(PALETTES[leaf.palette]);
  const finish = rng.weighted(leaf.finishes);
  const name = ctx.names.unique(() => leafName(rng, leaf, colourFamily, texture, finish));
  const thickness = rng.pick(leaf.thicknesses);
  const width = rng.pick(leaf.widths);
  const length = rng.pick(leaf.lengths);
  const years = leaf.years ? rng.pick(leaf.years) : undefined;
  const airFree = rng.chance(leaf.airFree);
  const recycledPct = leaf.recycled && rng.chance(leaf.recycled) ? rng.int(20, 40) : undefined;
  const flags: ProductFlag[] = [];
  if (years) flags.push("outdoor");
  if (recycledPct) flags.push("recycled");

  const vars = { name, collection: leaf.name, application: VIZUON_APPLICATION_NAMES[leaf.root], years: String(years ?? 0), finish: FINISH_LABELS[finish], pct: percent(recycledPct ?? 0) };
  const fixed: Template[] = [ROLL_SIZE, leaf.feature ?? APPLICATION_FEATURES[leaf.root]];
  if (years) fixed.push(OUTDOOR_DURABILITY);
  if (airFree) fixed.push(AIR_FREE);
  if (recycledPct) fixed.push(RECYCLED);
  const [adhesiveType, adhesiveCode, adhesiveName] = leaf.adhesive;
  return finishProduct(ctx, {
    type: TYPES[leaf.root],
    collection: leaf.code,
    name,
    itemNumber: series.next(),
    colourFamily,
    texture,
    finish,
    flags,
    dimensions: { thicknessMm: thickness, widthMm: width, lengthMm: length },
    attributes: {
      brand: "VIZUON",
      productClassification: leaf.classification,
      filmType: leaf.filmType,
      material: leaf.material,
      ...leaf.materialClass,
      grade: rng.pick(leaf.root === "eco-solutions" ? ["Eco"] : ["Premium", "Intermediate", "Economy"]),
      adhesiveType,
      adhesiveCode,
      adhesiveName,
      ...(adhesiveCode === "NA-0" ? {} : { liner: rng.pick(["Silicone-coated PE kraft, 140 g/m²", "Silicone-coated paper, 120 g/m²"]) }),
      airFree,
      ...(years ? { weatherability: `${years} years outdoor (vertical exposure)` } : { weatherability: "Indoor use" }),
      ...(leaf.fire ? { fireResistance: "EN 13501-1", fireGrade: "B-s1,d0" } : {}),
      application: rng.sample(leaf.applications, rng.int(2, leaf.applications.length)),
      format: "Roll",
      ...(recycledPct ? { recycledContentPct: recycledPct } : {}),
    },
    documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "test-report"],
    description: fill(years ? rng.pick(VIZUON_DESCRIPTIONS) : (VIZUON_DESCRIPTIONS[0] as Template), vars),
    features: pickFeatures(rng, vars, fixed, [...VIZUON_FEATURES, FINISH, CONSISTENT_COLOUR]),
  });
}

export function buildVizuon(ctx: FamilyContext): FamilyPart {
  const roots = VIZUON_APPLICATIONS.map((code, i) => makeCollection(ctx.family, code, VIZUON_APPLICATION_NAMES[code], i));
  const leaves = VIZUON_APPLICATIONS.flatMap((root) => LEAVES.filter((leaf) => leaf.root === root).map((leaf, i) => makeCollection(ctx.family, leaf.code, leaf.name, i, { parent: root })));
  const products = LEAVES.flatMap((leaf) => {
    const series = new ItemSeries(ctx.rng, leaf.prefix, 4, ctx.rng.int(1, 8) * 1000 + 1);
    return Array.from({ length: leaf.count }, () => vizuonProduct(ctx, leaf, series));
  });
  return { collections: [...roots, ...leaves], products };
}
