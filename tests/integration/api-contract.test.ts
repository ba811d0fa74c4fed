/**
 * The API contract (decision 0071): every endpoint's real answers, over a sample of regions,
 * languages, products, finder queries and errors, validated against the schemas of the OpenAPI
 * document the API serves, whose objects are closed (`additionalProperties: false`), with Ajv in
 * strict mode. A field a view model gains without its zod schema fails here. The document's examples
 * are held to the same schemas, and Redocly lints the served document.
 *
 * `UPDATE_API_EXAMPLES=1` rewrites server/http/api/openapi-examples.json from this run's answers
 * (lists cut to two entries), after a change to the answers' shape.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGIONS, REGION_CONFIG, type Region } from "../../core/regions/regions";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { createApiRouter } from "../../server/http/api/api-router";
import { FinderService } from "../../server/finder/finder-service";
import { ENGINES } from "../support/databases";
import { contractValidator, lintOpenApi, type OpenApiDocument } from "./openapi-contract";

const EXAMPLES_FILE = path.resolve("server/http/api/openapi-examples.json");
const SAMPLE_REGIONS: Region[] = ["gl", "us", "jp", "cf"];

interface Answer {
  status: number;
  body: unknown;
}

describe("API contract", () => {
  let server: Server;
  let base = "";
  let dispose: () => Promise<void>;
  let document: OpenApiDocument;
  let check: ReturnType<typeof contractValidator>;
  /** Operations and statuses seen, for the coverage check at the end. */
  const seen = new Set<string>();
  const examples: Record<string, unknown> = {};

  beforeAll(async () => {
    const opened = await ENGINES[0]!.openSeeded();
    dispose = opened.dispose;
    const store = new CatalogueStore(opened.handle.db);
    await store.refresh();
    const app = express();
    app.use("/:region/api", createApiRouter({ store, finder: new FinderService(store), imageBase: "/images" }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const served = await fetch(`${base}/gl/api/openapi.json`);
    document = (await served.json()) as OpenApiDocument;
    check = contractValidator(document);
  });
  afterAll(async () => {
    server?.close();
    await dispose?.();
  });

  /** Calls the API and holds the answer to the schema the document declares for the operation and status. */
  async function call(template: string, url: string): Promise<Answer> {
    const response = await fetch(base + url);
    const body: unknown = await response.json();
    const problems = check(template, response.status, body);
    expect(problems, `${url} → ${response.status}`).toEqual([]);
    seen.add(`${template} ${response.status}`);
    return { status: response.status, body };
  }

  it("serves a document whose examples fit its own schemas, for every region", async () => {
    for (const region of REGIONS) {
      const response = await fetch(`${base}/${region}/api/openapi.json`);
      expect(response.status).toBe(200);
      const regional = (await response.json()) as OpenApiDocument;
      expect(regional.servers).toEqual([{ url: `/${region}/api` }]);
      expect(regional.security).toEqual([]);
    }
    const misfits = check.examples();
    expect(misfits).toEqual([]);
  });

  it("answers categories and pages of products in every sampled region and language as declared", async () => {
    for (const region of SAMPLE_REGIONS) {
      for (const lang of REGION_CONFIG[region].locales.slice(0, 2)) {
        const categories = await call("/categories", `/${region}/api/categories?lang=${lang}`);
        expect(categories.status).toBe(200);
        if (region === "gl" && lang === "en") examples.categories = categories.body;
      }
      const { items } = (await call("/categories", `/${region}/api/categories`)).body as { items: Array<{ code: string }> };
      for (const { code } of items) {
        const page = await call("/products", `/${region}/api/products?category=${code}&pageSize=5`);
        expect(page.status).toBe(200);
        if (region === "gl" && !examples.products) examples.products = cut(page.body);
      }
      expect((await call("/products", `/${region}/api/products?page=3&pageSize=7`)).status).toBe(200);
    }
  });

  it("answers product details by content id and by slug as declared, for a sample of every category", async () => {
    for (const region of SAMPLE_REGIONS) {
      const { items } = (await call("/categories", `/${region}/api/categories`)).body as { items: Array<{ code: string }> };
      for (const { code } of items) {
        const page = (await call("/products", `/${region}/api/products?category=${code}&pageSize=40`)).body as { items: Array<{ contentId: string; slug: string }> };
        // First, last and one between: sinks, films and flooring differ in what they carry.
        const sample = [page.items[0], page.items[Math.floor(page.items.length / 2)], page.items.at(-1)].filter((p) => p !== undefined);
        for (const product of sample) {
          const locales = REGION_CONFIG[region].locales;
          const byId = await call("/products/{contentId}", `/${region}/api/products/${product.contentId}?lang=${locales.at(-1)}`);
          expect(byId.status).toBe(200);
          const bySlug = await call("/products/by-slug/{slug}", `/${region}/api/products/by-slug/${product.slug}`);
          expect(bySlug.status).toBe(200);
          if (region === "gl" && code === "HIMACS_COLOR" && !examples.product) examples.product = cut(bySlug.body);
        }
      }
    }
  });

  it("answers finders, with filters, a query, a sort and a later page, as declared", async () => {
    for (const region of SAMPLE_REGIONS) {
      const { items } = (await call("/categories", `/${region}/api/categories`)).body as { items: Array<{ finderUrl: string | null }> };
      const finders = items.flatMap((c) => (c.finderUrl ? [c.finderUrl.split("?")[0]!.replace(`/${region}/products/`, "")] : []));
      expect(finders.length).toBeGreaterThan(0);
      for (const finder of finders) {
        const plain = await call("/finder/{finderPath}", `/${region}/api/finder/${finder}`);
        expect(plain.status).toBe(200);
        const facets = (plain.body as { facets: Array<{ name: string; values: Array<{ code: string }> }> }).facets;
        const facet = facets.find((f) => f.values.length > 1);
        if (facet) {
          const filtered = await call("/finder/{finderPath}", `/${region}/api/finder/${finder}/filter/${facet.name}/${facet.values[0]!.code}?sort=za`);
          expect(filtered.status).toBe(200);
          if (region === "gl" && !examples.finder) examples.finder = cut(filtered.body);
        }
        expect((await call("/finder/{finderPath}", `/${region}/api/finder/${finder}?q=a&sort=newest&page=2`)).status).toBe(200);
      }
    }
  });

  it("answers every error with the declared error shape", async () => {
    const statuses = async (template: string, url: string, expected: number, example?: string) => {
      const answer = await call(template, url);
      expect(answer.status, url).toBe(expected);
      if (example && !examples[example]) examples[example] = answer.body;
    };
    await statuses("/categories", "/gl/api/categories?lang=xx", 400, "badParameter");
    await statuses("/products", "/us/api/products?pageSize=1000&page=0", 400);
    await statuses("/products", "/gl/api/products?category=NOPE", 400);
    await statuses("/products/{contentId}", "/gl/api/products/12ab", 400);
    await statuses("/products/{contentId}", "/gl/api/products/999999999", 404, "notFound");
    await statuses("/products/by-slug/{slug}", "/jp/api/products/by-slug/no-such-product", 404);
    await statuses("/products/by-slug/{slug}", "/jp/api/products/by-slug/Bad%20Slug", 400);
    await statuses("/finder/{finderPath}", "/gl/api/finder/himacs-solid-surface/himacs-finder?q=" + "x".repeat(101), 400, "overLimit");
    await statuses("/finder/{finderPath}", "/gl/api/finder/himacs-solid-surface/himacs-finder?page=abc", 400);
    await statuses("/finder/{finderPath}", "/gl/api/finder/no-such/finder", 404, "noFinder");
    // A wrong region or path is still a declared error, not an HTML page.
    const wrongRegion = await fetch(`${base}/xx/api/categories`);
    expect(wrongRegion.status).toBe(404);
    expect(check.component("Error", await wrongRegion.json())).toEqual([]);
  });

  it("calls every operation of the document", () => {
    const operations = Object.keys(document.paths).map((template) => `${template} 200`);
    expect(operations.filter((op) => !seen.has(op))).toEqual([]);
    if (process.env.UPDATE_API_EXAMPLES) writeFileSync(EXAMPLES_FILE, JSON.stringify({ ...examples, unavailable: { error: "service unavailable" } }, null, 2) + "\n");
  });

  it("passes Redocly's lint (recommended-strict: warnings are errors)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(document));
      const report = await lintOpenApi(file);
      expect(report.errors, report.output).toEqual(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** An answer with its lists cut to two entries: an example, still of the answer's shape. */
function cut(body: unknown): unknown {
  const answer = body as Record<string, unknown>;
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, Array.isArray(value) ? value.slice(0, 2) : value]));
}
