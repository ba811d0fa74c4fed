/**
 * The API's other answers as zod schemas (categories, pages of products, finder results, errors):
 * with ./product-schemas.ts, the one source of the answers' types and of the OpenAPI document
 * (decision 0071).
 */
import { z } from "zod";
import { PRODUCT_FAMILIES } from "../catalogue/families";
import { ProductListItemSchema } from "./product-schemas";

export const CategoryListSchema = z
  .object({
    items: z.array(
      z.object({
        code: z.enum(PRODUCT_FAMILIES),
        slug: z.string(),
        url: z.string().describe("The category's landing page"),
        finderUrl: z.string().nullable().describe("Its finder, where it has one"),
        productCount: z.number().int().min(0),
      }),
    ),
  });
export type ApiCategoryList = z.infer<typeof CategoryListSchema>;

export const ProductPageSchema = z
  .object({
    items: z.array(ProductListItemSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
export type ApiProductPage = z.infer<typeof ProductPageSchema>;

export const FinderResultSchema = z
  .object({
    items: z.array(ProductListItemSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    facets: z
      .array(
        z.object({
          name: z.string().describe("The facet's token in filter paths"),
          label: z.string(),
          control: z.enum(["checkboxes", "chips", "toggle"]),
          values: z.array(
            z.object({
              code: z.string().describe("The value's token in filter paths"),
              label: z.string(),
              lang: z.literal("en").optional().describe("Present when the label stays English in another language"),
              count: z.number().int().min(0),
              selected: z.boolean(),
            }),
          ),
        }),
      )
      .describe("Every shown facet with its values' counts"),
    ignored: z.array(z.object({ facet: z.string(), value: z.string().optional() })).describe("Filters of the path this finder does not know, left out"),
  });
export type ApiFinderResult = z.infer<typeof FinderResultSchema>;

export const ApiErrorSchema = z
  .object({
    error: z.string(),
    parameter: z.string().optional().describe("The parameter over a cap"),
    limit: z.number().int().optional().describe("The cap"),
    parameters: z.array(z.object({ parameter: z.string(), message: z.string() })).optional().describe("Each bad parameter and what it must be"),
  });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** What any path answers while the server is starting (server/main.ts). */
export const StartingSchema = z.object({ status: z.literal("starting") });
