/**
 * The OpenAPI 3.1 description of the public API, served at `/{region}/api/openapi.json`. Response
 * schemas are generated from the zod schemas that type the answers (./openapi-components.ts,
 * decision 0071); tests/integration/api-contract.test.ts holds every endpoint's real answers to them.
 */
import { REGION_CONFIG, type Region } from "../../../core/regions/regions";
import { PRODUCT_FAMILIES } from "../../../core/catalogue/families";
import { MAX_FILTER_FACETS, MAX_FILTER_VALUES } from "../../../core/finder/filter-path";
import { MAX_QUERY_LENGTH } from "../../../core/finder/finder-request";
import { componentSchemas, ref, type ComponentName } from "./openapi-components";
import API_EXAMPLES from "./openapi-examples.json" with { type: "json" };

type ExampleName = keyof typeof API_EXAMPLES;

const answer = (description: string, schema: ComponentName, example: ExampleName) => ({
  description,
  content: { "application/json": { schema: ref(schema), example: API_EXAMPLES[example] } },
});

const retryAfter = { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } } };

/** The answers every operation may give besides its own: a bad parameter, and a server starting or without its database. */
const commonErrors = {
  "400": answer("A bad parameter, named in `parameters`", "Error", "badParameter"),
  "503": {
    description: "The server is starting, or its database is unreachable: try again after Retry-After",
    headers: retryAfter,
    content: { "application/json": { schema: { anyOf: [ref("Error"), ref("Starting")] }, example: API_EXAMPLES.unavailable } },
  },
};

export function openApiDocument(region: Region, origin: string) {
  const lang = {
    name: "lang",
    in: "query",
    required: false,
    description: "Language of names and copy; the region's default when absent.",
    schema: { type: "string", enum: [...REGION_CONFIG[region].locales] },
  };
  const notFound = answer(`No such product in region ${region}`, "Error", "notFound");
  return {
    openapi: "3.1.0",
    info: {
      title: "Surfaces product catalogue API",
      version: "1.1.0",
      description:
        "Public, read-only catalogue data for one region. Answers are cacheable (`Cache-Control: public, s-maxage=300`); objects hold exactly the fields declared here, and a later minor version may add fields, so clients should ignore fields they do not know.",
      license: { name: "Catalogue data and images: the manufacturer's terms of use", url: `${origin}/${region}/products/legal/terms` },
    },
    servers: [{ url: `/${region}/api` }],
    // A public API: no operation needs credentials.
    security: [],
    tags: [{ name: "catalogue", description: "Categories and products of the region" }, { name: "finder", description: "Filtered product searches" }],
    paths: {
      "/categories": {
        get: {
          operationId: "listCategories",
          tags: ["catalogue"],
          summary: "Product categories offered in the region",
          parameters: [lang],
          responses: { "200": answer("Categories with their product counts", "CategoryList", "categories"), ...commonErrors },
        },
      },
      "/products": {
        get: {
          operationId: "listProducts",
          tags: ["catalogue"],
          summary: "Products offered in the region, by category, a page at a time",
          parameters: [
            { name: "category", in: "query", required: false, schema: { type: "string", enum: [...PRODUCT_FAMILIES] } },
            { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100_000, default: 1 } },
            { name: "pageSize", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100, default: 24 } },
            lang,
          ],
          responses: { "200": answer("A page of products", "ProductPage", "products"), ...commonErrors },
        },
      },
      "/products/{contentId}": {
        get: {
          operationId: "getProduct",
          tags: ["catalogue"],
          summary: "One product by its content id",
          parameters: [{ name: "contentId", in: "path", required: true, schema: { type: "string", pattern: "^[0-9]{4,12}$" } }, lang],
          responses: { "200": answer("The product", "ProductDetail", "product"), ...commonErrors, "404": notFound },
        },
      },
      "/products/by-slug/{slug}": {
        get: {
          operationId: "getProductBySlug",
          tags: ["catalogue"],
          summary: "One product by its slug",
          parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string", maxLength: 80, pattern: "^[a-z0-9][a-z0-9'-]*$" } }, lang],
          responses: { "200": answer("The product", "ProductDetail", "product"), ...commonErrors, "404": notFound },
        },
      },
      "/finder/{finderPath}": {
        get: {
          operationId: "runFinder",
          tags: ["finder"],
          summary: "Run a finder",
          description:
            "The finder's page path after /products/, filter segments included (e.g. `himacs-solid-surface/himacs-finder/filter/color/white`): a page of results with every facet's counts (a facet's name and a value's code are the tokens of filter paths).",
          parameters: [
            { name: "finderPath", in: "path", required: true, schema: { type: "string" } },
            { name: "q", in: "query", required: false, description: "Item number (exact or prefix) or name", schema: { type: "string", maxLength: MAX_QUERY_LENGTH } },
            { name: "sort", in: "query", required: false, schema: { type: "string", enum: ["az", "za", "newest", "popular", "collection"] } },
            { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 50 } },
            lang,
          ],
          responses: {
            "200": answer("A page of results with the facets", "FinderResult", "finder"),
            ...commonErrors,
            "400": answer(
              `A bad parameter (named in the error), or over a cap: at most ${MAX_FILTER_FACETS} facets and ${MAX_FILTER_VALUES} values per facet, q at most ${MAX_QUERY_LENGTH} characters (\`parameter\` and \`limit\` name it)`,
              "Error",
              "overLimit",
            ),
            "404": answer(`No such finder in region ${region}`, "Error", "noFinder"),
          },
        },
      },
    },
    components: { schemas: componentSchemas },
  };
}
