/**
 * The catalogue model: zod schemas are the single definition of a collection and a product, used
 * to validate seed data, import files and database rows, and to type everything else.
 * Measurements are stored metric (mm, kg) and converted for display by core/units.
 */
import { z } from "zod";
import { REGIONS } from "../regions/regions";
import { PRODUCT_FAMILIES } from "../routing/manifest-types";
import {
  COLOUR_FAMILIES,
  CONTENT_LANGUAGES,
  DOCUMENT_TYPES,
  EDGE_PROFILES,
  FINISHES,
  PRODUCT_FLAGS,
  PRODUCT_TYPES,
  SINK_COLOURS,
  SPACES,
  TEXTURES,
} from "./enums";
import { TechnicalDataSchema } from "./technical-data";

const code = z.string().regex(/^[a-z0-9][a-z0-9'-]*$/, "lower-case letters, digits, ' and - only").max(80);
const hex = z.string().regex(/^#[0-9a-f]{6}$/, "a colour like #a1b2c3");
const mm = z.number().positive().max(100_000);

/** Text in several languages; English is required and is the fallback for the others. */
export const LocalisedTextSchema = z
  .object({ en: z.string().trim().min(1).max(4000) })
  .catchall(z.string().trim().min(1).max(4000))
  .refine((text) => Object.keys(text).every((lang) => (CONTENT_LANGUAGES as readonly string[]).includes(lang)), {
    message: `languages must be among ${CONTENT_LANGUAGES.join(", ")}`,
  });
export type LocalisedText = z.infer<typeof LocalisedTextSchema>;

export const CollectionSchema = z.object({
  code,
  family: z.enum(PRODUCT_FAMILIES),
  /** Root collection of a leaf (VIZUON application groups, HFLOR types); absent for roots. */
  parent: code.optional(),
  name: LocalisedTextSchema,
  description: LocalisedTextSchema.optional(),
  sortOrder: z.number().int().min(0),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const DimensionsSchema = z
  .object({
    thicknessMm: mm.optional(),
    totalThicknessMm: mm.optional(),
    wearLayerMm: mm.optional(),
    widthMm: mm.optional(),
    lengthMm: mm.optional(),
    heightMm: mm.optional(),
    weightKg: z.number().positive().max(10_000).optional(),
  })
  .strict();
export type Dimensions = z.infer<typeof DimensionsSchema>;

export const SwatchSchema = z
  .object({
    texture: z.enum(TEXTURES),
    base: hex,
    accent: hex,
    /** Varies the procedural image between products of the same look. */
    seed: z.number().int().min(0).max(2 ** 31),
  })
  .strict();
export type Swatch = z.infer<typeof SwatchSchema>;

const text = z.string().trim().min(1).max(200);

/** Attributes of spec §3 that only some categories carry. */
export const AttributesSchema = z
  .object({
    brand: text.optional(),
    emboss: text.optional(),
    installation: text.optional(),
    use: text.optional(),
    remark: text.optional(),
    format: text.optional(),
    adhesiveType: text.optional(),
    adhesiveCode: text.optional(),
    adhesiveName: text.optional(),
    recycledContentPct: z.number().min(0).max(100).optional(),
    weatherability: text.optional(),
    application: z.array(text).max(20).optional(),
    slabSize: text.optional(),
    bookmatch: z.boolean().optional(),
    thruVein: z.boolean().optional(),
    filmType: text.optional(),
    material: text.optional(),
    liner: text.optional(),
    grade: text.optional(),
    airFree: z.boolean().optional(),
    repeatImage: text.optional(),
    fireResistance: text.optional(),
    fireGrade: text.optional(),
    pvcClass: text.optional(),
    petClass: text.optional(),
    acrylicClass: text.optional(),
    edgeProfiles: z.array(z.enum(EDGE_PROFILES)).max(EDGE_PROFILES.length).optional(),
    salesChannel: text.optional(),
    woodSpecies: text.optional(),
    stoneType: text.optional(),
    textileType: text.optional(),
    /** Solid / stone / wood / metal colour and pattern groups of the film finders. */
    colourGroup: text.optional(),
    patternGroup: text.optional(),
    productClassification: text.optional(),
  })
  .strict();
export type Attributes = z.infer<typeof AttributesSchema>;

const box = z.object({ widthMm: mm, lengthMm: mm, depthMm: mm }).strict();

export const SinkSchema = z
  .object({
    space: z.enum(SPACES),
    colour: z.enum(SINK_COLOURS),
    overall: box,
    inner: box,
  })
  .strict()
  .refine((s) => s.inner.widthMm < s.overall.widthMm && s.inner.lengthMm < s.overall.lengthMm && s.inner.depthMm <= s.overall.depthMm, {
    message: "inner dimensions must fit inside the overall dimensions",
    path: ["inner"],
  });
export type Sink = z.infer<typeof SinkSchema>;

export const DocumentRefSchema = z.object({ type: z.enum(DOCUMENT_TYPES), languages: z.array(z.enum(CONTENT_LANGUAGES)).min(1) }).strict();
export type DocumentRef = z.infer<typeof DocumentRefSchema>;

export const ProductSchema = z
  .object({
    contentId: z.string().regex(/^[0-9]{4,12}$/, "4 to 12 digits"),
    itemNumber: z.string().trim().regex(/^[A-Z0-9][A-Z0-9-]{1,30}$/, "upper-case letters, digits and -"),
    slug: code,
    family: z.enum(PRODUCT_FAMILIES),
    type: z.enum(PRODUCT_TYPES).optional(),
    collection: code,
    name: LocalisedTextSchema,
    description: LocalisedTextSchema,
    features: z.array(LocalisedTextSchema).max(12),
    colourFamily: z.enum(COLOUR_FAMILIES),
    finish: z.enum(FINISHES).optional(),
    swatch: SwatchSchema,
    flags: z.array(z.enum(PRODUCT_FLAGS)).max(PRODUCT_FLAGS.length),
    dimensions: DimensionsSchema,
    attributes: AttributesSchema,
    sink: SinkSchema.optional(),
    /** Site regions where the product is offered (a subset of its category's regions). */
    regions: z.array(z.enum(REGIONS)).min(1),
    /** ISO 3166-1 alpha-2 countries where it is sold. */
    availableCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    related: z.array(z.string().regex(/^[0-9]{4,12}$/)).max(24),
    documents: z.array(DocumentRefSchema).max(8),
    /** Tests, certificates, warranty and fire class (core/catalogue/technical-data.ts). */
    technicalData: TechnicalDataSchema.optional(),
    /** Launch date, for "most recent". */
    launchedAt: z.iso.date(),
    /** Relative popularity, for "popularity" sort. */
    popularity: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type Product = z.infer<typeof ProductSchema>;

export const CatalogueSchema = z.object({
  collections: z.array(CollectionSchema),
  products: z.array(ProductSchema),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** Picks a language of localised text with fallback to English. */
export function localise(text: LocalisedText, language: string): string {
  return (text as Record<string, string>)[language] ?? text.en;
}
