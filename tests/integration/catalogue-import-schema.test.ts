/**
 * The published JSON Schema of the catalogue import file (decision 0071): generated from the
 * importer's zod models, the same in docs/ as served, valid under Ajv's strict mode, and agreeing
 * with the importer on the demo catalogue, a manufacturer's package and broken files.
 *
 * `UPDATE_IMPORT_SCHEMA=1` rewrites docs/catalogue-import.schema.json after a change to the models.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSeed } from "../support/demo-seed";
import { catalogueImportJsonSchema } from "../../server/catalogue/import/import-json-schema";
import { parseCatalogueFile } from "../../server/catalogue/import/parse-file";
import { makeManufacturerPackage } from "../fixtures/make-manufacturer-package";
import express from "express";
import type { AddressInfo } from "node:net";
import { IMPORT_SCHEMA_PATH, importSchemaRoute } from "../../server/http/import-schema-route";

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;
const DOCS_COPY = path.resolve("docs/catalogue-import.schema.json");

describe("catalogue import JSON Schema", () => {
  const schema = catalogueImportJsonSchema();
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const demo = JSON.parse(JSON.stringify(demoSeed())) as { collections: object[]; products: Array<Record<string, unknown>>; guides: object };
  let packageDir = "";

  beforeAll(() => {
    packageDir = mkdtempSync(path.join(tmpdir(), "import-schema-"));
  });
  afterAll(() => rmSync(packageDir, { recursive: true, force: true }));

  /** Whether the schema and the importer accept a file: they must agree. */
  const verdicts = (file: unknown) => ({ schema: validate(file), importer: parseCatalogueFile(JSON.stringify(file), "json").ok });

  it("is the copy in docs/, generated from the models", () => {
    if (process.env.UPDATE_IMPORT_SCHEMA) writeFileSync(DOCS_COPY, JSON.stringify(schema, null, 2) + "\n");
    expect(JSON.parse(readFileSync(DOCS_COPY, "utf8"))).toEqual(schema);
  });

  it("is served at its stable URL, naming it as $id", async () => {
    const app = express();
    app.get(IMPORT_SCHEMA_PATH, importSchemaRoute("https://www.example.com"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/schemas/catalogue-import.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/schema\+json/);
      expect(response.headers.get("cache-control")).toContain("public");
      expect(await response.json()).toEqual({ ...schema, $id: "https://www.example.com/schemas/catalogue-import.json" });
    } finally {
      server.close();
    }
  });

  it("accepts the demo catalogue as the importer does", () => {
    expect(verdicts(demo)).toEqual({ schema: true, importer: true });
    // An editor's pointer to the schema is no data: both pass over it.
    expect(verdicts({ $schema: "https://www.example.com/schemas/catalogue-import.json", ...demo })).toEqual({ schema: true, importer: true });
    expect(validate.errors ?? null).toBeNull();
  });

  it("accepts a manufacturer's package catalogue, files named by package paths", async () => {
    const made = await makeManufacturerPackage(packageDir, { format: "folder", products: 3 });
    const file: unknown = JSON.parse(readFileSync(made.path, "utf8"));
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
  });

  it("refuses broken files, as the importer does, naming the field", () => {
    const product = demo.products[0]!;
    const { slug: _slug, ...withoutSlug } = product;
    const broken: Array<[string, unknown]> = [
      ["unknown top-level key", { products: [product], extra: true }],
      ["product without a slug", { products: [withoutSlug] }],
      ["lower-case item number", { products: [{ ...product, itemNumber: "abc" }] }],
      ["unknown product field", { products: [{ ...product, price: 12 }] }],
      ["colour family not in the list", { products: [{ ...product, colourFamily: "plaid" }] }],
      ["products not an array", { products: {} }],
      ["localised text without English", { collections: [{ ...demo.collections[0], name: { de: "Nur Deutsch" } }] }],
    ];
    for (const [name, file] of broken) {
      expect(verdicts(file), name).toEqual({ schema: false, importer: false });
    }
    validate({ products: [{ ...product, itemNumber: "abc" }] });
    expect(validate.errors?.map((e) => e.instancePath)).toContain("/products/0/itemNumber");
  });
});
