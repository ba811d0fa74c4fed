/** The lint rule that keeps the layers of ARCHITECTURE.md: core <- server <- app. */
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

  it("lets app import core and server, and server import core", async () => {
    expect(await ruleIds("app/routing/example.ts", 'import { parseEnv } from "../../server/env";\nimport { REGIONS } from "../../core/regions/regions";\nexport const x = [parseEnv, REGIONS];\n')).toEqual([]);
    expect(await ruleIds("server/http/example.ts", 'import { REGIONS } from "../../core/regions/regions";\nexport const x = REGIONS;\n')).toEqual([]);
  });
});
