/**
 * Holds answers to an OpenAPI document's response schemas with Ajv (JSON Schema 2020-12, strict
 * mode, formats checked), and lints a document file with Redocly's recommended rules.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS with `exports.default`; the ESM default import is that module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

interface MediaType {
  schema: unknown;
  example?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
export interface OpenApiDocument {
  servers: Array<{ url: string }>;
  security: unknown[];
  paths: Record<string, { get: { operationId: string; responses: Record<string, ResponseObject> } }>;
  components: { schemas: Record<string, unknown> };
}

/**
 * A checker of answers: `check(template, status, body)` gives the problems of a body against the
 * schema the document declares for that path and status (a status it does not declare is one), and
 * `check.examples()` those of every example in the document.
 */
export function contractValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // The component schemas refer to each other as #/components/schemas/…; as $defs of each compiled schema they resolve.
  const defs = JSON.parse(JSON.stringify(document.components.schemas).replaceAll("#/components/schemas/", "#/$defs/")) as Record<string, unknown>;
  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (schema: unknown) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      const local = JSON.parse(key.replaceAll("#/components/schemas/", "#/$defs/")) as object;
      validate = ajv.compile({ ...local, $defs: defs });
      compiled.set(key, validate);
    }
    return validate;
  };
  const problemsOf = (schema: unknown, body: unknown) => {
    const validate = validatorFor(schema);
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
  };

  const check = (template: string, status: number, body: unknown): string[] => {
    const media = document.paths[template]?.get.responses[String(status)]?.content?.["application/json"];
    if (!media) return [`${template} declares no JSON answer with status ${status}`];
    return problemsOf(media.schema, body);
  };
  /** The problems of a body against one component schema (answers no path of a region's document declares, as a wrong region). */
  check.component = (name: string, body: unknown): string[] => problemsOf({ $ref: `#/components/schemas/${name}` }, body);
  check.examples = (): string[] =>
    Object.entries(document.paths).flatMap(([template, { get }]) =>
      Object.entries(get.responses).flatMap(([status, response]) => {
        const media = response.content?.["application/json"];
        if (!media) return [];
        if (media.example === undefined) return [`${template} ${status}: no example`];
        return problemsOf(media.schema, media.example).map((problem) => `${template} ${status} example: ${problem}`);
      }),
    );
  return check;
}

/** Runs `redocly lint` (recommended rules, the repository's redocly.yaml) on a document file. */
export function lintOpenApi(file: string): Promise<{ errors: number; warnings: number; output: string }> {
  const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, "lint", file, "--format=summary"], { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } }, (_error, stdout, stderr) => {
      const output = `${stdout}\n${stderr}`;
      const count = (kind: string) => Number(new RegExp(`(\\d+) ${kind}`).exec(output)?.[1] ?? 0);
      resolve({ errors: count("errors?"), warnings: count("warnings?"), output });
    });
  });
}
