/**
 * The API's product answers as zod schemas: the one source of the view models' types (z.infer, in
 * core/product/api-view.ts) and of the OpenAPI document's response schemas (server/http/api/openapi.ts),
 * so the type and the document cannot drift (decision 0071). Stored model parts (swatch, dimensions,
 * attributes, technical data) reuse the catalogue model's schemas: the API sends them as stored.
 */
import { z } from "zod";
import { AttributesSchema, DimensionsSchema, IMAGE_ROLES, SinkSchema, SwatchSchema } from "../catalogue/model";
import { TechnicalDataSchema } from "../catalogue/technical-data";
import { COLOUR_FAMILIES, CONTENT_LANGUAGES, DOCUMENT_TYPES, FINISHES, PRODUCT_FLAGS, PRODUCT_TYPES } from "../catalogue/enums";
import { PRODUCT_FAMILIES } from "../catalogue/families";
import { REGIONS } from "../regions/regions";
import { MATERIAL_MAPS, MATERIAL_SIZES, type MaterialMap, type MaterialSize } from "../materials/material";

const url = z.string().describe("A URL, absolute or relative to the site");
/** One URL per image format. */
const perFormat = z.object({ avif: z.string(), webp: z.string() });

export const ProductImagesSchema = z
  .object({
    swatch: perFormat.describe("srcset strings per format: the square swatch at every width"),
    thumbnail: url.describe("The 320 px square WebP"),
    enlarged: perFormat.describe("The whole image, aspect ratio kept, per format"),
    download: url.describe("JPEG of the original photo, or of the generated image"),
  });

export const ProductListItemSchema = z
  .object({
    contentId: z.string().regex(/^[0-9]{4,12}$/),
    itemNumber: z.string(),
    name: z.string(),
    slug: z.string(),
    family: z.enum(PRODUCT_FAMILIES),
    type: z.enum(PRODUCT_TYPES).nullable(),
    collection: z.object({ code: z.string(), name: z.string(), parent: z.string().nullable() }).nullable(),
    colourFamily: z.enum(COLOUR_FAMILIES),
    badges: z.array(z.string()).describe("Short labels in the request's language (new, ADA, …)"),
    images: ProductImagesSchema,
    url: url.describe("The product's page on this site"),
  });
export type ApiProductListItem = z.infer<typeof ProductListItemSchema>;

const GalleryImageSchema = z.object({
  index: z.number().int().min(0).describe("Position in the gallery; 0 is the primary image"),
  role: z.enum(IMAGE_ROLES),
  stored: z.boolean().describe("A stored photo (true) or generated from the swatch recipe (false)"),
  srcset: perFormat,
  thumbnail: url,
  enlarged: perFormat,
  enlargedWidth: z.number().int().positive(),
  enlargedHeight: z.number().int().positive(),
  download: url,
  alt: z.string().nullable(),
});

const DocumentSchema = z.object({
  type: z.enum(DOCUMENT_TYPES),
  language: z.enum(CONTENT_LANGUAGES).describe("The language `url` is in: the request's, else English, else the first"),
  url,
  languages: z.array(z.enum(CONTENT_LANGUAGES)),
  files: z
    .array(z.object({ language: z.enum(CONTENT_LANGUAGES), url, stored: z.boolean().describe("The manufacturer's own PDF rather than a typeset one") }))
    .describe("Every language's URL"),
});

const formatted = z.string().describe("In the region's units and the request's number format");

const ApiSinkSchema = z
  .object({ ...SinkSchema.shape, overallFormatted: formatted, innerFormatted: formatted, adaCompliant: z.boolean() })
  .strict();

const TechnicalDataViewSchema = z
  .object({
    tests: z.array(
      z.object({
        code: z.string().describe("Property code, e.g. flexuralStrength"),
        property: z.string().describe("The property's name in the request's language"),
        standard: z.string().describe("The standard, with its conditions in the region's units"),
        requirement: z.string().nullable(),
        result: z.string(),
      }),
    ),
    certificates: z.array(z.object({ name: z.string(), scope: z.string() })),
    warranty: z.object({ residentialYears: z.number().int(), commercialYears: z.number().int(), residential: z.string(), commercial: z.string() }).nullable(),
    fireClass: z.string().nullable(),
  })
  .describe("The technical data in the request's language, figures in the region's units");

const unit = z.number().min(0).max(1);
/** A map's URL at every size (an object of named properties, so JSON Schema lists them). */
const mapSizes = z.object(Object.fromEntries(MATERIAL_SIZES.map((px) => [String(px), url])) as Record<`${MaterialSize}`, typeof url>);
const MaterialSchema = z
  .object({
    tile: z.object({
      widthMm: z.number().positive(),
      heightMm: z.number().positive(),
      label: z.string().describe("As in the pack's file names, e.g. 600x600mm"),
      basis: z.enum(["pattern-repeat", "slab", "plank", "tile", "texture-scale", "imported"]),
      tileable: z.boolean().describe("false: the maps come from a photo and do not repeat seamlessly"),
      formatted: formatted.describe("The tile size in the region's units"),
    }),
    roughness: unit,
    metalness: unit,
    relief: unit,
    maps: z
      .partialRecord(z.enum(MATERIAL_MAPS as [MaterialMap, ...MaterialMap[]]), mapSizes)
      .describe("basecolor, normal (OpenGL, +Y up), roughness, and height where there is relief: PNG URLs by pixel size of the tile's longer side"),
    pack: url.describe("ZIP with 2048 px maps, material.json, material.gltf and README.txt"),
    packLarge: url.describe("The same with 4096 px maps"),
  })
  .describe("The true-scale PBR material (decision 0066): one tile of the maps covers tile.widthMm × tile.heightMm");

export const ProductDetailSchema = ProductListItemSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  finish: z.enum(FINISHES).nullable(),
  flags: z.array(z.enum(PRODUCT_FLAGS)),
  swatch: SwatchSchema,
  gallery: z.array(GalleryImageSchema).describe("Every image with its URLs (the first is `images`); alt text in the request's language"),
  dimensions: DimensionsSchema.describe("As stored: metric"),
  dimensionsFormatted: z
    .object({ thickness: formatted, totalThickness: formatted, wearLayer: formatted, size: formatted, weight: formatted })
    .partial()
    .describe("In the region's units"),
  units: z.enum(["metric", "imperial"]),
  attributes: AttributesSchema,
  sink: ApiSinkSchema.nullable(),
  documents: z.array(DocumentSchema),
  technicalData: TechnicalDataSchema.nullable().describe("Tests, certificates, warranty and fire class as stored: figures metric with unit codes"),
  technicalDataFormatted: TechnicalDataViewSchema.nullable(),
  availableCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  regions: z.array(z.enum(REGIONS)),
  related: z.array(ProductListItemSchema).describe("Products of similar colour (ΔE2000)"),
  launchedAt: z.iso.date(),
  material: MaterialSchema,
});
export type ApiProductDetail = z.infer<typeof ProductDetailSchema>;
