/**
 * `GET /schemas/catalogue-import.json`: the JSON Schema of the catalogue import file (decision
 * 0071), for editors and a manufacturer's own tooling. Public and the same for every deploy of a
 * build, so cacheable; `$id` names where it is served.
 */
import type { RequestHandler } from "express";
import { catalogueImportJsonSchema } from "../catalogue/import/import-json-schema";

export { IMPORT_SCHEMA_PATH } from "../catalogue/import/import-json-schema";

export function importSchemaRoute(publicOrigin: string | null): RequestHandler {
  let body: string | null = null;
  return (req, res) => {
    // Without PUBLIC_ORIGIN (loopback, tests) the Host the front door let through names the server.
    const origin = publicOrigin ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
    body ??= JSON.stringify(catalogueImportJsonSchema(`${origin}${req.path}`), null, 2);
    res.set("Cache-Control", "public, max-age=3600, s-maxage=3600").type("application/schema+json").send(body);
  };
}
