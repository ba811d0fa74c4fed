/**
 * The JSON Schema of the catalogue import file, generated from the zod models the importer
 * validates with (core/catalogue/import-file.ts), served at IMPORT_SCHEMA_PATH and kept in
 * docs/catalogue-import.schema.json (decision 0071). Input mode: it describes what a file may hold.
 * It checks the structure an editor or a manufacturer's tooling can check; the importer checks
 * more (languages of localised text, package paths, bowls inside sinks, and the catalogue as a
 * whole: unique keys, references, regions).
 */
import { z } from "zod";
import { ImportFileSchema } from "../../../core/catalogue/import-file";

export const IMPORT_SCHEMA_PATH = "/schemas/catalogue-import.json";

/** The schema; `id` (the URL it is served at) is left out of the copy in docs/, which has no origin. */
export function catalogueImportJsonSchema(id?: string): Record<string, unknown> {
  // Localised text, files and boxes recur: each once under $defs.
  const { $schema, ...generated } = listRecordKeys(z.toJSONSchema(ImportFileSchema, { io: "input", unrepresentable: "any", reused: "ref" })) as Record<string, unknown>;
  return {
    $schema,
    ...(id ? { $id: id } : {}),
    title: "Surfaces catalogue import file",
    description: "`npm run catalog -- import file.json`: collections, products and guides (docs/catalogue-import.md). Files in a package are relative paths.",
    ...generated,
  };
}

/**
 * A record over an enum (every material class, every finish) comes out as `propertyNames` with
 * `required`; the same as named `properties` lets editors offer the keys, and satisfies strict
 * validators, which want every required key among the properties.
 */
function listRecordKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(listRecordKeys);
  if (!node || typeof node !== "object") return node;
  const entries = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, listRecordKeys(value)])) as Record<string, unknown>;
  const { propertyNames, additionalProperties, properties, ...rest } = entries;
  const keys = (propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (properties !== undefined || !keys || typeof additionalProperties !== "object") return entries;
  return { ...rest, properties: Object.fromEntries(keys.map((key) => [String(key), additionalProperties])), additionalProperties: false };
}
