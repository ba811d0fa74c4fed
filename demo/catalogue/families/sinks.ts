/**
 * Sinks, washbasins, shower trays and baths in the four sink colours. HIMACS sinks are sold
 * where the HIMACS sink page exists (us, ca, cf); a few VIATERA quartz sinks follow VIATERA.
 */
import type { Region } from "../../../core/regions/regions";
import type { ProductFlag, SinkColour } from "../../../core/catalogue/enums";
import { SINK_COLOURS } from "../../../core/catalogue/enums";
import type { Collection, Product } from "../../../core/catalogue/model";
import type { FamilyContext } from "../build";
import { finishProduct, makeCollection } from "../build";
import { SINK_COLOUR_INFO } from "../colours";
import type { Template } from "../copy/fill";
import { fill, pickFeatures } from "../copy/fill";
import { FIFTEEN_YEAR_WARRANTY, NON_POROUS, RENEWABLE } from "../copy/himacs";
import { CHEMICAL_RESISTANT } from "../copy/shared";
import { ADA, SEAMLESS_INTEGRATION, SINK_COLOUR_NAMES, SINK_DESCRIPTIONS, SINK_DIMENSIONS, SINK_NAMES } from "../copy/sinks";

type Box = readonly [width: number, length: number, depth: number];
type SinkType = "SINK" | "BOWL" | "SHOWER_TRAY" | "BATH";

interface SinkModel {
  code: string;
  model: string;
  type: SinkType;
  overall: Box;
  inner: Box;
  weightKg: number;
  /** Meets the ADA reach and clearance rules (shallow basin or roll-in tray). */
  ada: boolean;
}

const HIMACS_MODELS: readonly SinkModel[] = [
  { code: "KS5446", model: "Quadra", type: "SINK", overall: [540, 460, 205], inner: [450, 400, 190], weightKg: 11.5, ada: false },
  { code: "KS8646", model: "Duo", type: "SINK", overall: [860, 460, 205], inner: [800, 400, 190], weightKg: 16.8, ada: false },
  { code: "KS4046", model: "Compact", type: "SINK", overall: [400, 460, 175], inner: [340, 400, 160], weightKg: 8.9, ada: true },
  { code: "KS5050", model: "Rondo", type: "SINK", overall: [500, 500, 200], inner: [440, 440, 180], weightKg: 10.7, ada: false },
  { code: "KS8650", model: "Linea XL", type: "SINK", overall: [860, 500, 230], inner: [800, 440, 215], weightKg: 18.2, ada: false },
  { code: "KS5648", model: "Access", type: "SINK", overall: [560, 480, 170], inner: [500, 410, 150], weightKg: 11.1, ada: true },
  { code: "BW5641", model: "Ovale", type: "BOWL", overall: [560, 410, 165], inner: [480, 330, 140], weightKg: 7.4, ada: true },
  { code: "BW4545", model: "Cubo", type: "BOWL", overall: [450, 450, 150], inner: [390, 390, 120], weightKg: 6.9, ada: true },
  { code: "BW6040", model: "Vela", type: "BOWL", overall: [600, 400, 140], inner: [520, 320, 110], weightKg: 7.2, ada: true },
  { code: "BW3838", model: "Orbis", type: "BOWL", overall: [380, 380, 150], inner: [320, 320, 125], weightKg: 5.3, ada: true },
  { code: "BW8045", model: "Slim Double", type: "BOWL", overall: [800, 450, 190], inner: [700, 350, 170], weightKg: 12.6, ada: false },
  { code: "ST0909", model: "Plano", type: "SHOWER_TRAY", overall: [900, 900, 40], inner: [860, 860, 20], weightKg: 31.0, ada: false },
  { code: "ST1280", model: "Plano 1200", type: "SHOWER_TRAY", overall: [1200, 800, 40], inner: [1160, 760, 25], weightKg: 36.5, ada: false },
  { code: "ST1590", model: "Access", type: "SHOWER_TRAY", overall: [1500, 900, 25], inner: [1460, 860, 12], weightKg: 44.0, ada: true },
  { code: "BT1775", model: "Serena", type: "BATH", overall: [1700, 750, 580], inner: [1600, 650, 450], weightKg: 82.0, ada: false },
];

const QUARTZ_MODELS: readonly SinkModel[] = [
  { code: "QS5446", model: "Arco", type: "SINK", overall: [540, 460, 210], inner: [460, 400, 195], weightKg: 17.5, ada: false },
  { code: "QS4046", model: "Breve", type: "SINK", overall: [400, 460, 175], inner: [340, 400, 160], weightKg: 13.2, ada: true },
  { code: "QB5040", model: "Conca", type: "BOWL", overall: [500, 400, 150], inner: [430, 330, 125], weightKg: 10.4, ada: true },
];

const CLASSIFICATION: Readonly<Record<SinkType, string>> = { SINK: "Kitchen sink", BOWL: "Washbasin", SHOWER_TRAY: "Shower tray", BATH: "Bath" };

const INSTALLATION: Readonly<Record<SinkType, string>> = {
  SINK: "Undermount, seamless bond",
  BOWL: "Undermount or vessel",
  SHOWER_TRAY: "Floor-level or raised",
  BATH: "Freestanding",
};

const box = ([widthMm, lengthMm, depthMm]: Box) => ({ widthMm, lengthMm, depthMm });

/** How each model's bowl is drawn (decision 0062): its outline, and two bowls for the doubles. */
const OUTLINES: Readonly<Record<string, { outline: "square" | "rounded" | "oval"; bowls?: 2 }>> = {
  Quadra: { outline: "square" },
  Duo: { outline: "square", bowls: 2 },
  Compact: { outline: "square" },
  Rondo: { outline: "oval" },
  "Linea XL": { outline: "square" },
  Access: { outline: "rounded" },
  Ovale: { outline: "oval" },
  Cubo: { outline: "square" },
  Vela: { outline: "rounded" },
  Orbis: { outline: "oval" },
  "Slim Double": { outline: "rounded", bowls: 2 },
  Serena: { outline: "oval" },
  Arco: { outline: "rounded" },
  Conca: { outline: "oval" },
};

function sinkProduct(ctx: FamilyContext, model: SinkModel, colour: SinkColour, brand: string, collection: string, offeredIn: readonly Region[]): Product {
  const { rng } = ctx;
  const info = SINK_COLOUR_INFO[colour];
  const name = fill(SINK_NAMES[model.type], { model: model.model });
  const vars = { name, brand, colour: SINK_COLOUR_NAMES[colour] };
  const flags: ProductFlag[] = model.ada ? ["ada"] : [];
  const fixed: Template[] = model.ada ? [SINK_DIMENSIONS, ADA] : [SINK_DIMENSIONS];
  const pool = brand === "HIMACS" ? [SEAMLESS_INTEGRATION, NON_POROUS, CHEMICAL_RESISTANT, RENEWABLE, FIFTEEN_YEAR_WARRANTY] : [SEAMLESS_INTEGRATION, NON_POROUS, CHEMICAL_RESISTANT];
  const space = model.type === "SINK" ? "kitchen" : "bathroom";
  return finishProduct(ctx, {
    type: model.type,
    collection,
    name,
    itemNumber: `${model.code}-${info.code}`,
    colourFamily: info.family,
    texture: "solid",
    finish: "matte",
    flags,
    dimensions: { thicknessMm: 12, widthMm: model.overall[0], lengthMm: model.overall[1], heightMm: model.overall[2], weightKg: model.weightKg },
    attributes: {
      brand,
      productClassification: CLASSIFICATION[model.type],
      use: space === "kitchen" ? "Kitchen" : "Bathroom",
      installation: INSTALLATION[model.type],
    },
    sink: { space, colour, overall: box(model.overall), inner: box(model.inner) },
    offeredIn,
    documents: ["catalogue", "technical-datasheet", "installation-guide", "warranty", "care-and-maintenance"],
    description: fill(rng.pick(SINK_DESCRIPTIONS), vars),
    features: pickFeatures(rng, vars, fixed, pool),
    colours: { base: info.base, accent: info.accent },
    shape: { kind: model.type, overall: box(model.overall), inner: box(model.inner), ...(OUTLINES[model.model] ?? { outline: model.type === "SHOWER_TRAY" ? "square" : "rounded" }) },
  });
}

const HIMACS_SINK_REGIONS: readonly Region[] = ["us", "ca", "cf"];

export function himacsSinks(ctx: FamilyContext, sortOrder: number): { collection: Collection; products: Product[] } {
  const collection = makeCollection(ctx.family, "sinks", "Sinks, Bowls, Shower Trays and Baths", sortOrder, {
    description: "Sinks, washbasins, shower trays and baths that bond seamlessly to HIMACS worktops and walls.",
  });
  const offeredIn = HIMACS_SINK_REGIONS.filter((r) => ctx.regions.includes(r));
  const products = HIMACS_MODELS.flatMap((model) => SINK_COLOURS.map((colour) => sinkProduct(ctx, model, colour, "HIMACS", collection.code, offeredIn)));
  return { collection, products };
}

export function quartzSinks(ctx: FamilyContext, sortOrder: number): { collection: Collection; products: Product[] } {
  const collection = makeCollection(ctx.family, "quartz-sinks", "Quartz Sinks", sortOrder, { description: "Undermount sinks and vanity bowls cast in VIATERA quartz." });
  const colours: readonly SinkColour[] = ["arctic-white", "ivory-white"];
  const products = QUARTZ_MODELS.flatMap((model) => colours.map((colour) => sinkProduct(ctx, model, colour, "VIATERA", collection.code, ctx.regions)));
  return { collection, products };
}
