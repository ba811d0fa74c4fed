/** The OpenAPI 3.1 description of the public API, served at `/{region}/api/openapi.json`. */
import { z } from "zod";
import { AttributesSchema, DimensionsSchema, SinkSchema, SwatchSchema } from "../../../core/catalogue/model";
import { TechnicalDataSchema } from "../../../core/catalogue/technical-data";
import { COLOUR_FAMILIES, DOCUMENT_TYPES, PRODUCT_FLAGS, PRODUCT_TYPES } from "../../../core/catalogue/enums";
import { REGION_CONFIG, type Region } from "../../../core/regions/regions";
import { PRODUCT_FAMILIES } from "../../../core/routing/manifest-types";
import { MAX_FILTER_FACETS, MAX_FILTER_VALUES } from "../../../core/finder/filter-path";
import { MAX_QUERY_LENGTH } from "../../../core/finder/finder-request";

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });

export function openApiDocument(region: Region) {
  const lang = {
    name: "lang",
    in: "query",
    required: false,
    description: "Language of names and copy; the region's default when absent.",
    schema: { type: "string", enum: [...REGION_CONFIG[region].locales] },
  };
  return {
    openapi: "3.1.0",
    info: { title: "Surfaces product catalogue API", version: "1.0.0", description: "Public, read-only catalogue data for one region." },
    servers: [{ url: `/${region}/api` }],
    paths: {
      "/categories": {
        get: {
          summary: "Product categories offered in the region",
          parameters: [lang],
          responses: { "200": { description: "Categories", content: { "application/json": { schema: { type: "object", properties: { items: { type: "array", items: ref("Category") } } } } } }, "400": errorResponse("Bad parameter") },
        },
      },
      "/products": {
        get: {
          summary: "Products offered in the region, by category, a page at a time",
          parameters: [
            { name: "category", in: "query", required: false, schema: { type: "string", enum: [...PRODUCT_FAMILIES] } },
            { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, default: 1 } },
            { name: "pageSize", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100, default: 24 } },
            lang,
          ],
          responses: {
            "200": {
              description: "A page of products",
              content: {
                "application/json": {
                  schema: { type: "object", required: ["items", "total"], properties: { items: { type: "array", items: ref("ProductListItem") }, total: { type: "integer" }, page: { type: "integer" }, pageSize: { type: "integer" } } },
                },
              },
            },
            "400": errorResponse("Bad parameter (named in the error)"),
          },
        },
      },
      "/products/{contentId}": {
        get: {
          summary: "One product by its content id",
          parameters: [{ name: "contentId", in: "path", required: true, schema: { type: "string", pattern: "^[0-9]{4,12}$" } }, lang],
          responses: { "200": { description: "The product", content: { "application/json": { schema: ref("ProductDetail") } } }, "400": errorResponse("Bad parameter"), "404": errorResponse("No such product in this region") },
        },
      },
      "/finder/{finderPath}": {
        get: {
          summary: "Run a finder: the finder's page path after /products/, filter segments included (e.g. himacs-solid-surface/himacs-finder/filter/color/white)",
          parameters: [
            { name: "finderPath", in: "path", required: true, schema: { type: "string" } },
            { name: "q", in: "query", required: false, description: "Item number (exact or prefix) or name", schema: { type: "string", maxLength: MAX_QUERY_LENGTH } },
            { name: "sort", in: "query", required: false, schema: { type: "string", enum: ["az", "za", "newest", "popular", "collection"] } },
            { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 50 } },
            lang,
          ],
          responses: {
            "200": {
              description: "A page of results with every facet's counts (a facet's name and a value's code are the tokens of filter paths)",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: {
                      items: { type: "array", items: ref("ProductListItem") },
                      total: { type: "integer" },
                      facets: {
                        type: "array",
                        items: {
                          type: "object",
                          properties: {
                            name: { type: "string" },
                            values: { type: "array", items: { type: "object", properties: { code: { type: "string" }, label: { type: "string" }, count: { type: "integer" }, selected: { type: "boolean" } } } },
                          },
                        },
                      },
                      ignored: { type: "array", items: { type: "object", properties: { facet: { type: "string" }, value: { type: "string" } } } },
                    },
                  },
                },
              },
            },
            "400": errorResponse(
              `Bad parameter (named in the error), or over a cap: at most ${MAX_FILTER_FACETS} facets and ${MAX_FILTER_VALUES} values per facet, q at most ${MAX_QUERY_LENGTH} characters (\`parameter\` and \`limit\` name it)`,
            ),
            "404": errorResponse("No such finder in this region"),
          },
        },
      },
      "/products/by-slug/{slug}": {
        get: {
          summary: "One product by its slug",
          parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, lang],
          responses: { "200": { description: "The product", content: { "application/json": { schema: ref("ProductDetail") } } }, "400": errorResponse("Bad parameter"), "404": errorResponse("No such product in this region") },
        },
      },
    },
    components: {
      schemas: {
        Error: { type: "object", required: ["error"], properties: { error: { type: "string" }, parameter: { type: "string" }, limit: { type: "integer" }, parameters: { type: "array", items: { type: "object", properties: { parameter: { type: "string" }, message: { type: "string" } } } } } },
        Category: {
          type: "object",
          properties: { code: { type: "string", enum: [...PRODUCT_FAMILIES] }, slug: { type: "string" }, url: { type: "string" }, finderUrl: { type: ["string", "null"] }, productCount: { type: "integer" } },
        },
        Images: {
          type: "object",
          properties: {
            swatch: { type: "object", description: "srcset strings per format", properties: { avif: { type: "string" }, webp: { type: "string" } } },
            thumbnail: { type: "string" },
            enlarged: { type: "object", properties: { avif: { type: "string" }, webp: { type: "string" } } },
            download: { type: "string" },
          },
        },
        ProductListItem: {
          type: "object",
          required: ["contentId", "itemNumber", "name", "slug", "collection", "images"],
          properties: {
            contentId: { type: "string" },
            itemNumber: { type: "string" },
            name: { type: "string" },
            slug: { type: "string" },
            family: { type: "string", enum: [...PRODUCT_FAMILIES] },
            type: { type: ["string", "null"], enum: [...PRODUCT_TYPES, null] },
            collection: { type: ["object", "null"], properties: { code: { type: "string" }, name: { type: "string" }, parent: { type: ["string", "null"] } } },
            colourFamily: { type: "string", enum: [...COLOUR_FAMILIES] },
            badges: { type: "array", items: { type: "string" } },
            images: ref("Images"),
            url: { type: "string", description: "The product's page on this site" },
          },
        },
        ProductDetail: {
          allOf: [
            ref("ProductListItem"),
            {
              type: "object",
              properties: {
                description: { type: "string" },
                features: { type: "array", items: { type: "string" } },
                flags: { type: "array", items: { type: "string", enum: [...PRODUCT_FLAGS] } },
                swatch: json(SwatchSchema),
                dimensions: json(DimensionsSchema),
                dimensionsFormatted: { type: "object", additionalProperties: { type: "string" }, description: "In the region's units" },
                attributes: json(AttributesSchema),
                sink: { anyOf: [json(SinkSchema), { type: "null" }] },
                documents: {
                  type: "array",
                  items: { type: "object", properties: { type: { type: "string", enum: [...DOCUMENT_TYPES] }, language: { type: "string" }, url: { type: "string" }, languages: { type: "array", items: { type: "string" } } } },
                },
                technicalData: { anyOf: [json(TechnicalDataSchema), { type: "null" }], description: "Tests (standard, conditions, requirement, result), certificates, warranty years and fire class, as stored: figures metric with unit codes" },
                technicalDataFormatted: {
                  anyOf: [
                    {
                      type: "object",
                      properties: {
                        tests: {
                          type: "array",
                          items: {
                            type: "object",
                            properties: { code: { type: "string" }, property: { type: "string" }, standard: { type: "string" }, requirement: { type: ["string", "null"] }, result: { type: "string" } },
                          },
                        },
                        certificates: { type: "array", items: { type: "object", properties: { name: { type: "string" }, scope: { type: "string" } } } },
                        warranty: {
                          anyOf: [
                            { type: "object", properties: { residentialYears: { type: "integer" }, commercialYears: { type: "integer" }, residential: { type: "string" }, commercial: { type: "string" } } },
                            { type: "null" },
                          ],
                        },
                        fireClass: { type: ["string", "null"] },
                      },
                    },
                    { type: "null" },
                  ],
                  description: "The technical data in the visitor's language, figures in the region's units",
                },
                availableCountries: { type: "array", items: { type: "string" } },
                related: { type: "array", items: ref("ProductListItem") },
                material: {
                  type: "object",
                  description: "The true-scale PBR material (decision 0066): one tile of the maps covers tile.widthMm × tile.heightMm; maps by pixel size of the longer side; packs are ZIPs for design software, README in the request's language",
                  properties: {
                    tile: {
                      type: "object",
                      properties: {
                        widthMm: { type: "number" },
                        heightMm: { type: "number" },
                        label: { type: "string", description: "As in the pack's file names, e.g. 600x600mm" },
                        basis: { type: "string", enum: ["pattern-repeat", "slab", "plank", "tile", "texture-scale"] },
                        tileable: { type: "boolean", description: "false: the maps come from a photo and do not repeat seamlessly" },
                        formatted: { type: "string", description: "The tile size in the region's units" },
                      },
                    },
                    roughness: { type: "number", minimum: 0, maximum: 1 },
                    metalness: { type: "number", minimum: 0, maximum: 1 },
                    relief: { type: "number", minimum: 0, maximum: 1 },
                    maps: {
                      type: "object",
                      description: "basecolor, normal (OpenGL, +Y up), roughness, and height where there is relief: PNG URLs by size (1024, 2048, 4096)",
                      additionalProperties: { type: "object", additionalProperties: { type: "string" } },
                    },
                    pack: { type: "string", description: "ZIP with 2048 px maps, material.json, material.gltf and README.txt" },
                    packLarge: { type: "string", description: "The same with 4096 px maps" },
                  },
                },
              },
            },
          ],
        },
      },
    },
  };
}
