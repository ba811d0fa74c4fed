/**
 * The OpenAPI document's component schemas, generated from the zod schemas that type the API's
 * answers (core/api/, decision 0071): output mode, so every object is closed
 * (`additionalProperties: false`) and the document says exactly what an answer holds.
 */
import { z } from "zod";
import { ProductDetailSchema, ProductImagesSchema, ProductListItemSchema } from "../../../core/api/product-schemas";
import { ApiErrorSchema, CategoryListSchema, FinderResultSchema, ProductPageSchema, StartingSchema } from "../../../core/api/answer-schemas";

/** Component names by schema: a schema met inside another becomes a `$ref` to its component. */
const COMPONENTS = {
  Images: ProductImagesSchema,
  ProductListItem: ProductListItemSchema,
  ProductDetail: ProductDetailSchema,
  ProductPage: ProductPageSchema,
  CategoryList: CategoryListSchema,
  FinderResult: FinderResultSchema,
  Error: ApiErrorSchema,
  Starting: StartingSchema,
} as const;
export type ComponentName = keyof typeof COMPONENTS;

function generate(): Record<ComponentName, Record<string, unknown>> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: "output", unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` });
  // Each comes out as a standalone document; inside OpenAPI's components the dialect and id are the document's.
  const plain = (schema: object): Record<string, unknown> => {
    const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>;
    return rest;
  };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, plain(schema)])) as Record<ComponentName, Record<string, unknown>>;
}

/** Built once: the schemas do not change while the process runs. */
export const componentSchemas = generate();

export const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });
