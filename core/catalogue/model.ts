/**
 * The catalogue model: zod schemas are the single definition of a collection and a product, used
 * to validate seed data, import files and database rows, and to type everything else.
 * Measurements are stored metric (mm, kg) and converted for display by core/units.
 */
import { z } from "zod";
import type { Guides } from "./guides";
import { REGIONS } from "../regions/regions";
import { PRODUCT_FAMILIES } from "./families";
import {
  COLOUR_FAMILIES,
  CONTENT_LANGUAGES,
  DOCUMENT_TYPES,
  EDGE_PROFILES,
  FINISHES,
  PRODUCT_FLAGS,
  PRODUCT_TYPES,
  SINK_COLOURS,
  SINK_TYPES,
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
    /**
     * The thickness in inches as the manufacturer sells it in imperial markets (a 2 cm quartz slab
     * is 3/4", a 3 cm one 1-1/4"), where it is not the nearest 1/16" of the metric figure.
     */
    nominalThicknessIn: z.number().positive().max(12).optional(),
  })
  .strict();
export type Dimensions = z.infer<typeof DimensionsSchema>;

const sizeBox = z.object({ widthMm: mm, lengthMm: mm, depthMm: mm }).strict();

/**
 * A sink, washbasin, shower tray or bath is drawn as the piece (core/sinks/sink-drawing.ts,
 * decision 0062) rather than as a texture: its kind, sizes and the outline of its bowls.
 */
export const SwatchShapeSchema = z
  .object({
    kind: z.enum(SINK_TYPES),
    overall: sizeBox,
    inner: sizeBox,
    outline: z.enum(["square", "rounded", "oval"]),
    /** A double sink has two bowls side by side. */
    bowls: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .strict()
  .refine((s) => s.inner.widthMm < s.overall.widthMm && s.inner.lengthMm < s.overall.lengthMm, { message: "the bowl must fit inside the piece", path: ["inner"] });
export type SwatchShape = z.infer<typeof SwatchShapeSchema>;

export const SwatchSchema = z
  .object({
    texture: z.enum(TEXTURES),
    base: hex,
    accent: hex,
    /** Varies the procedural image between products of the same look. */
    seed: z.number().int().min(0).max(2 ** 31),
    /** Drawn as this piece in `base` instead of the texture (sinks, basins, trays, baths). */
    shape: SwatchShapeSchema.optional(),
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
    /** Automotive parts: weight saved against the steel part they replace, in percent. */
    weightReductionPct: z.number().min(0).max(100).optional(),
    /** Fibre-reinforced parts: glass-fibre share by weight (wt%). */
    glassFibrePct: z.number().min(0).max(100).optional(),
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

/** MIME types a stored file may have, as detected from its content (never from its name). */
export const STORED_MIME_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
export type StoredMimeType = (typeof STORED_MIME_TYPES)[number];
export const STORED_IMAGE_MIME_TYPES = ["image/jpeg", "image/png"] as const satisfies readonly StoredMimeType[];

/** A file kept in the blob store (server/blobs), named by the SHA-256 of its bytes. */
export const StoredFileSchema = z
  .object({
    blob: z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 as 64 lower-case hex digits"),
    mime: z.enum(STORED_MIME_TYPES),
    bytes: z.number().int().positive(),
    /** Pixel size of images, as decoded when the file was stored. */
    width: z.number().int().positive().max(100_000).optional(),
    height: z.number().int().positive().max(100_000).optional(),
  })
  .strict();
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const IMAGE_ROLES = ["swatch", "detail", "room"] as const;
export type ImageRole = (typeof IMAGE_ROLES)[number];
export const MAX_PRODUCT_IMAGES = 12;

function isStoredImage(file: StoredFile): boolean {
  return (STORED_IMAGE_MIME_TYPES as readonly string[]).includes(file.mime) && file.width !== undefined && file.height !== undefined;
}

const storedImage = StoredFileSchema.refine(isStoredImage, { message: "must be a JPEG or PNG image with its width and height" });

/**
 * One image of a product's gallery. Without `file` it is generated from the product's `swatch`
 * recipe (a "detail" or "room" is a closer crop of the same texture), so demo data needs no files.
 */
export const ProductImageSchema = z
  .object({
    role: z.enum(IMAGE_ROLES),
    alt: LocalisedTextSchema.optional(),
    file: storedImage.optional(),
  })
  .strict();
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * A product's own material maps (issue 28 item 1): the base colour, and optionally a normal
 * (OpenGL, +Y up), roughness and height map, each covering one tile of `tileWidthMm` ×
 * `tileHeightMm`. Maps not given are derived from the base colour (server/materials).
 */
export const MaterialMapFilesSchema = z
  .object({
    tileWidthMm: z.number().positive().max(100_000).describe("Width of surface one map covers, in mm"),
    tileHeightMm: z.number().positive().max(100_000).describe("Height of surface one map covers, in mm"),
    basecolor: storedImage,
    normal: storedImage.optional(),
    roughness: storedImage.optional(),
    height: storedImage.optional(),
    /**
     * Whether the maps repeat without a seam, as the import measured them (decision 0077); absent
     * for maps imported before the check, which were trusted to tile.
     */
    tileable: z.boolean().optional().describe("Set by the import: false when a map shows a seam where it repeats"),
  })
  .strict();
export type MaterialMapFiles = z.infer<typeof MaterialMapFilesSchema>;
export const MATERIAL_MAP_FILE_KEYS = ["basecolor", "normal", "roughness", "height"] as const;

const storedPdf = StoredFileSchema.refine((file) => file.mime === "application/pdf", { message: "must be a PDF" });

function filesInLanguages(doc: { languages: readonly string[]; files?: Partial<Record<string, unknown>> }): boolean {
  return Object.keys(doc.files ?? {}).every((lang) => doc.languages.includes(lang));
}
const FILES_IN_LANGUAGES = { message: "every language with a file must be among the document's languages", path: ["files"] };

/**
 * A document of a product. A language with a stored file serves that file; the other listed
 * languages are typeset from the catalogue (server/documents).
 */
export const DocumentRefSchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES),
    languages: z.array(z.enum(CONTENT_LANGUAGES)).min(1),
    files: z.partialRecord(z.enum(CONTENT_LANGUAGES), storedPdf).optional(),
  })
  .strict()
  .refine(filesInLanguages, FILES_IN_LANGUAGES);
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
    /** Gallery; absent means one image generated from `swatch`. Cards show the first "swatch" image, else the first. */
    images: z.array(ProductImageSchema).max(MAX_PRODUCT_IMAGES).optional(),
    documents: z.array(DocumentRefSchema).max(8),
    /** The manufacturer's own material maps; absent: maps drawn from `swatch` or the photo. */
    materialMaps: MaterialMapFilesSchema.optional(),
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
/** Guides are validated on their own (GuidesSchema in guides.ts, which builds on this file's schemas). */
export type Catalogue = z.infer<typeof CatalogueSchema> & { guides?: Guides };

/**
 * A file named in an import file: a relative path inside the package (folder or zip) beside the
 * catalogue file, with "/" separators. The import checks and stores the file and puts the
 * StoredFile in its place; a StoredFile object is accepted as is (an export re-imported), provided
 * its blob is in the store.
 */
export const PackagePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((path) => !path.startsWith("/") && !path.includes("\\") && !/^[a-zA-Z]:/.test(path) && path.split("/").every((part) => part !== "" && part !== "." && part !== ".."), {
    message: 'a relative path inside the package, with "/" and without "." or ".." parts',
  });

export const ImportProductImageSchema = ProductImageSchema.extend({
  file: z.union([PackagePathSchema, ProductImageSchema.shape.file.unwrap()]).optional(),
}).strict();
export type ImportProductImage = z.infer<typeof ImportProductImageSchema>;

export const ImportDocumentRefSchema = z
  .object({
    type: z.enum(DOCUMENT_TYPES),
    languages: z.array(z.enum(CONTENT_LANGUAGES)).min(1),
    files: z.partialRecord(z.enum(CONTENT_LANGUAGES), z.union([PackagePathSchema, storedPdf])).optional(),
  })
  .strict()
  .refine(filesInLanguages, FILES_IN_LANGUAGES);
export type ImportDocumentRef = z.infer<typeof ImportDocumentRefSchema>;

const importImage = z.union([PackagePathSchema, storedImage]);
export const ImportMaterialMapFilesSchema = MaterialMapFilesSchema.extend({
  basecolor: importImage,
  normal: importImage.optional(),
  roughness: importImage.optional(),
  height: importImage.optional(),
}).strict();

/** A product row of an import file: the stored model, with package paths where files go. */
export const ImportProductSchema = ProductSchema.extend({
  images: z.array(ImportProductImageSchema).max(MAX_PRODUCT_IMAGES).optional(),
  documents: z.array(ImportDocumentRefSchema).max(8),
  materialMaps: ImportMaterialMapFilesSchema.optional(),
}).strict();
export type ImportProduct = z.infer<typeof ImportProductSchema>;

/** Picks a language of localised text with fallback to English. */
export function localise(text: LocalisedText, language: string): string {
  return (text as Record<string, string>)[language] ?? text.en;
}
