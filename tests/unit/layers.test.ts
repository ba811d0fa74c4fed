/** The lint rules that keep the layers (core <- server <- app) and the two doors to demo/ (decision 0051). */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? "");
}

describe("layer boundaries", () => {
  // The first lint loads ESLint's config, its plugins and the TypeScript resolver: up to 11 s on a loaded machine.
  beforeAll(() => eslint.lintText("export {};\n", { filePath: path.join(root, "core/routing/example.ts") }), 30_000);

  // Lints three snippets with the project's ESLint config and the TypeScript resolver: up to 11 s on a loaded machine.
  it("forbids core from importing server or app, and frameworks", async () => {
    expect(await ruleIds("core/routing/example.ts", 'import { parseEnv } from "../../server/env";\nexport const x = parseEnv;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("core/routing/example.ts", 'import { useT } from "../../app/i18n/use-i18n";\nexport const x = useT;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("core/routing/example.ts", 'import { useState } from "react";\nexport const x = useState;\n')).toContain("no-restricted-imports");
  }, 45_000);

  it("forbids server from importing app", async () => {
    expect(await ruleIds("server/http/example.ts", 'import { useT } from "../../app/i18n/use-i18n";\nexport const x = useT;\n')).toContain("import-x/no-restricted-paths");
  });

  // Lints six snippets: up to 11 s on a loaded machine, like the first case.
  it("forbids core, server and app from importing demo/, except at its two doors", async () => {
    const generator = 'import { seedCatalogue } from "../../demo/catalogue";\nexport const x = seedCatalogue;\n';
    expect(await ruleIds("core/catalogue/example.ts", generator)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/catalogue/example.ts", generator)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("app/routing/example.ts", generator)).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/images/example.ts", 'import { renderPixels } from "../../demo/catalogue/textures";\nexport const x = renderPixels;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("server/demo-data.ts", 'import { seedCatalogue } from "../demo/catalogue";\nexport const x = seedCatalogue;\n')).toEqual([]);
    expect(await ruleIds("server/images/sources/procedural.ts", 'import { renderPixels } from "../../../demo/catalogue/textures";\nexport const x = renderPixels;\n')).toEqual([]);
  }, 45_000);

  // Decision 0060: inside core the arrows point one way, and the #core/#server/#app names obey the same rules.
  it("forbids the catalogue from importing routing, routing the finder, and i18n either of them", async () => {
    expect(await ruleIds("core/catalogue/example.ts", 'import { routeById } from "../routing/manifest";\nexport const x = routeById;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("core/routing/example.ts", 'import { FACETS } from "../finder/facets";\nexport const x = FACETS;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("core/i18n/example.ts", 'import { ROUTE_MANIFEST } from "../routing/manifest";\nexport const x = ROUTE_MANIFEST;\n')).toContain("import-x/no-restricted-paths");
    expect(await ruleIds("core/routing/example.ts", 'import { FAMILIES } from "../catalogue/families";\nexport const x = FAMILIES;\n')).toEqual([]);
    expect(await ruleIds("core/routing/example.ts", 'import { parseEnv } from "#server/env";\nexport const x = parseEnv;\n')).toContain("import-x/no-restricted-paths");
  }, 45_000);

  it("lets app import core and server, and server import core", async () => {
    expect(await ruleIds("app/routing/example.ts", 'import { parseEnv } from "../../server/env";\nimport { REGIONS } from "../../core/regions/regions";\nexport const x = [parseEnv, REGIONS];\n')).toEqual([]);
    expect(await ruleIds("server/http/example.ts", 'import { REGIONS } from "../../core/regions/regions";\nexport const x = REGIONS;\n')).toEqual([]);
  });
});
