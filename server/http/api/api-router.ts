/**
 * The public JSON API under `/{region}/api/`. Every parameter is validated; a bad one answers 400
 * with a JSON error naming it, an unknown or unoffered product 404; nothing here answers 500 on
 * bad input.
 */
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import { PRODUCT_FAMILIES } from "../../../core/catalogue/families";
import { REGION_CONFIG, isRegion, type Locale, type Region } from "../../../core/regions/regions";
import { finderPathFor } from "../../../core/routing/manifest";
import { buildPath, joinSegments } from "../../../core/routing/region-path";
import type { CatalogueStore } from "../../catalogue/catalogue-store";
import { openApiDocument } from "./openapi";
import { contentLanguageOf } from "../../../core/regions/regions";
import { guardRoute } from "../../../core/routing/guard";
import { finderScope } from "../../../core/finder/finder-scope";
import { resolveCatalogue } from "../../../core/i18n/catalogues";
import { createTranslator } from "../../../core/i18n/translate";
import type { FinderService } from "../../finder/finder-service";
import { matchPage } from "../../finder/match-page";
import { PAGE_SIZE, runFinder } from "../../../core/finder/finder-request";
import { buildFinderView } from "../../../core/finder/finder-view";
import { productDetail, productListItem, type ViewContext } from "../../../core/product/api-view";
import type { ApiCategoryList, ApiError, ApiFinderResult, ApiProductPage } from "../../../core/api/answer-schemas";

const PUBLIC_CACHE = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

export interface ApiOptions {
  store: CatalogueStore;
  finder: FinderService;
  imageBase: string;
}

/** Every error answer has the shape the OpenAPI document declares (core/api/answer-schemas.ts). */
function answerError(res: Response, status: 400 | 404, body: ApiError) {
  res.status(status).json(body);
}

function badRequest(res: Response, issues: z.core.$ZodIssue[]) {
  const parameters = issues.map((i) => ({ parameter: String(i.path[0] ?? "query"), message: i.message }));
  answerError(res, 400, { error: `invalid parameter: ${parameters.map((p) => p.parameter).join(", ")}`, parameters });
}

/** A request over one of the finder's caps: 400 naming the parameter and the cap (decision 0014). */
function overLimit(res: Response, parameter: string, limit: number) {
  const message = `at most ${limit}`;
  answerError(res, 400, { error: `over the limit: ${parameter}`, parameter, limit, parameters: [{ parameter, message }] });
}

function notFound(res: Response, message: string) {
  answerError(res, 404, { error: message });
}

/** Region from the path and language from `lang`; answers the request itself when either is wrong. */
function context(req: Request, res: Response, options: ApiOptions): ViewContext | null {
  const region = req.params.region;
  if (!isRegion(region)) {
    notFound(res, `unknown region "${String(region)}"`);
    return null;
  }
  const config = REGION_CONFIG[region];
  const lang = req.query.lang;
  if (lang !== undefined && (typeof lang !== "string" || !(config.locales as readonly string[]).includes(lang))) {
    answerError(res, 400, { error: "invalid parameter: lang", parameters: [{ parameter: "lang", message: `one of ${config.locales.join(", ")}` }] });
    return null;
  }
  return { region, locale: (lang as Locale | undefined) ?? config.defaultLocale, imageBase: options.imageBase, store: options.store };
}

const ListQuery = z.object({
  category: z.enum(PRODUCT_FAMILIES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  lang: z.string().optional(),
});

const ContentId = z.string().regex(/^[0-9]{4,12}$/);
const Slug = z.string().min(1).max(80).regex(/^[a-z0-9][a-z0-9'-]*$/);

export function createApiRouter(options: ApiOptions): Router {
  const router = express.Router({ mergeParams: true });
  router.use((_req, res, next) => {
    res.set("Cache-Control", PUBLIC_CACHE);
    next();
  });

  router.get("/openapi.json", (req, res) => {
    const ctx = context(req, res, options);
    // The Host was checked by the front door; the licence link needs an absolute URL.
    if (ctx) res.json(openApiDocument(ctx.region, `${req.protocol}://${req.get("host") ?? "localhost"}`));
  });

  router.get("/categories", (req, res) => {
    const ctx = context(req, res, options);
    if (!ctx) return;
    const items: ApiCategoryList["items"] = options.store.categoriesIn(ctx.region).map((category) => {
      const finder = finderPathFor(category.code, ctx.region);
      return {
        code: category.code,
        slug: category.slug,
        url: buildPath(ctx.region, category.slug, ctx.locale),
        finderUrl: finder ? buildPath(ctx.region, finder, ctx.locale) : null,
        productCount: options.store.productsOf(category.code, ctx.region).length,
      };
    });
    res.json({ items } satisfies ApiCategoryList);
  });

  router.get("/products", (req, res) => {
    const ctx = context(req, res, options);
    if (!ctx) return;
    const query = ListQuery.safeParse(req.query);
    if (!query.success) return badRequest(res, query.error.issues);
    const { category, page, pageSize } = query.data;
    const all = category ? options.store.productsOf(category, ctx.region) : allProducts(options.store, ctx.region);
    const items = all.slice((page - 1) * pageSize, page * pageSize).map((p) => productListItem(p, ctx));
    res.json({ items, total: all.length, page, pageSize } satisfies ApiProductPage);
  });

  router.get("/products/by-slug/:slug", (req, res) => {
    const ctx = context(req, res, options);
    if (!ctx) return;
    const slug = Slug.safeParse(req.params.slug);
    if (!slug.success) return badRequest(res, [{ ...slug.error.issues[0]!, path: ["slug"] }]);
    const product = options.store.productBySlug(slug.data, ctx.region);
    if (!product) return notFound(res, `no product "${slug.data}" in region ${ctx.region}`);
    res.json(productDetail(product, ctx));
  });

  router.get("/products/:contentId", (req, res) => {
    const ctx = context(req, res, options);
    if (!ctx) return;
    const contentId = ContentId.safeParse(req.params.contentId);
    if (!contentId.success) return badRequest(res, [{ ...contentId.error.issues[0]!, path: ["contentId"] }]);
    const product = options.store.product(contentId.data, ctx.region);
    if (!product) return notFound(res, `no product ${contentId.data} in region ${ctx.region}`);
    res.json(productDetail(product, ctx));
  });

  router.get("/finder/*finderPath", (req, res) => {
    const ctx = context(req, res, options);
    if (!ctx) return;
    const segments = (req.params as { finderPath?: string[] }).finderPath ?? [];
    const pagePath = joinSegments(segments);
    const match = matchPage(pagePath);
    if (!match || (match.entry.kind !== "finder" && match.entry.kind !== "all-colors")) return notFound(res, `no finder at "${segments.join("/")}"`);
    if (guardRoute(match.entry, ctx.region, match.params).outcome !== "page") return notFound(res, `this finder is not offered in region ${ctx.region}`);
    const scope = finderScope(match.entry, match.params, ctx.region, pagePath);
    if (!scope) return notFound(res, `no finder at "${segments.join("/")}"`);
    const query = new URLSearchParams(req.url.split("?")[1] ?? "");
    query.delete("lang");
    // One index for the whole answer: a rebuild may swap in a new one at any await.
    const index = options.finder.index;
    const outcome = runFinder(index, scope, query, "single");
    if (!outcome.ok) {
      if (outcome.limit !== undefined) return overLimit(res, outcome.parameter, outcome.limit);
      return badRequest(res, [{ code: "custom", message: outcome.message, path: [outcome.parameter], input: undefined }]);
    }
    const { run } = outcome;
    if (run.exceeded) return overLimit(res, run.exceeded.parameter, run.exceeded.limit);
    if (run.invalidPath) return badRequest(res, [{ code: "custom", message: "the filter path fits none of this finder's shapes", path: ["filter"], input: undefined }]);
    const language = contentLanguageOf(ctx.locale);
    const products = index.products;
    const view = buildFinderView(run, {
      products,
      cards: { region: ctx.region, locale: ctx.locale, language, collection: (code) => options.store.collection(code) },
      labels: { t: createTranslator(ctx.locale, resolveCatalogue(ctx.locale)), locale: ctx.locale, region: ctx.region, language },
    });
    res.json({
      items: run.result.docs.flatMap((doc) => (products[doc] ? [productListItem(products[doc], ctx)] : [])),
      total: view.total,
      page: run.params.page,
      pageSize: PAGE_SIZE,
      facets: view.facets.map((facet) => ({ name: facet.name, label: facet.label, control: facet.control, values: facet.values })),
      ignored: run.result.unknown,
    } satisfies ApiFinderResult);
  });

  router.use((_req, res) => notFound(res, "unknown API path"));
  return router;
}

function allProducts(store: CatalogueStore, region: Region) {
  return store.categoriesIn(region).flatMap((c) => store.productsOf(c.code, region));
}
