/**
 * The whole JSON import file as one zod schema, made of the row schemas the importer validates with
 * (server/catalogue/import/parse-file.ts checks row by row, to report lines): the source of the
 * published JSON Schema (server/catalogue/import/import-json-schema.ts, decision 0071).
 */
import { z } from "zod";
import { GuidesSchema } from "./guides";
import { CollectionSchema, ImportProductSchema } from "./model";

export const ImportFileSchema = z
  .object({
    $schema: z.string().optional().describe("The URL of this schema, for editors; the importer ignores it"),
    collections: z.array(CollectionSchema).optional(),
    products: z.array(ImportProductSchema).optional(),
    guides: GuidesSchema.optional().describe("The advice every PDF quotes; absent keeps the stored guides"),
  })
  .strict();
