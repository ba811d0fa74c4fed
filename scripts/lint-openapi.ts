/**
 * `npm run lint:api`: writes the OpenAPI document the API serves (region GL) to a temporary file
 * and lints it with Redocly's recommended rules (decision 0071). Exits with Redocly's code.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "../server/http/api/openapi";

const dir = mkdtempSync(path.join(tmpdir(), "openapi-"));
try {
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(openApiDocument("gl", "https://www.example.com"), null, 2));
  const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
  const lint = spawnSync(process.execPath, [cli, "lint", file, ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
