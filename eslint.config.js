// Lint: TypeScript rules, React hooks, and the layer boundaries of ARCHITECTURE.md:
// core imports nothing of server or app; server imports nothing of app.
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".react-router/**", "data/**", "drizzle/meta/**", "coverage/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    // no-restricted-paths must resolve imports to files; extensionless .ts imports need this resolver.
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./core", from: "./server", message: "core/ is plain TypeScript: it must not import server/." },
            { target: "./core", from: "./app", message: "core/ is plain TypeScript: it must not import app/." },
            { target: "./server", from: "./app", message: "server/ must not import app/ (layers import only downward)." },
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-dom", "react-router", "express"], message: "Framework imports belong in app/ or server/." }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "tests/**/*.{ts,tsx}", "*.config.ts", "scripts/**", "bench/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Every page redirect goes through app/routing/redirect.ts, which makes safe same-site targets.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routing/redirect.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-router", importNames: ["redirect", "redirectDocument", "replace"], message: "Redirect with redirectToPage or redirectToNotFound (app/routing/redirect.ts)." }] },
      ],
    },
  },
  {
    // Tests read JSON answers loosely; the assertions are the type check.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
