// Lint: TypeScript rules, React hooks, and the layer boundaries of docs/architecture.md:
// core imports nothing of server or app; server imports nothing of app; inside core the arrows
// point one way and no import circle is allowed (decision 0060); and the demo data (demo/) is
// reached only through its two doors (decision 0051).
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const LAYER_ZONES = [
  { target: "./core", from: "./server", message: "core/ is plain TypeScript: it must not import server/." },
  { target: "./core", from: "./app", message: "core/ is plain TypeScript: it must not import app/." },
  { target: "./server", from: "./app", message: "server/ must not import app/ (layers import only downward)." },
];

/**
 * Inside core/, arrows point one way (decision 0060): the catalogue model and the family table are
 * the base; routing (the manifest, product paths, categories) builds on them; the finder, the
 * message catalogues and the rest build on both.
 */
const CORE_ZONES = [
  ...["routing", "finder", "i18n", "content", "import"].map((from) => ({
    target: "./core/catalogue",
    from: `./core/${from}`,
    message: `core/catalogue/ is the base of core/: it must not import core/${from}/ (decision 0060).`,
  })),
  { target: "./core/routing", from: "./core/finder", message: "core/routing/ must not import core/finder/: the finder builds on routing (decision 0060)." },
  { target: "./core/routing", from: "./core/content", message: "core/routing/ must not import core/content/: content builds on routing (decision 0060)." },
  ...["routing", "finder"].map((from) => ({
    target: "./core/i18n",
    from: `./core/${from}`,
    message: `core/i18n/ must not import core/${from}/ (decision 0060).`,
  })),
];

/**
 * The demo catalogue, its textures, reps and partners (demo/) are data a first start imports, not
 * code the site runs. The runtime reaches them through two doors only: DEMO_DOORS.
 */
const DEMO_DOORS = ["server/demo-data.ts", "server/images/sources/procedural.ts"];
const DEMO_ZONES = [
  ...["./core", "./server", "./app"].map((target) => ({
    target,
    from: "./demo",
    message: `${target.slice(2)}/ must not import demo/: use the first start's demo data (server/demo-data.ts) or the procedural image source (server/images/sources/procedural.ts).`,
  })),
  { target: "./demo", from: "./server", message: "demo/ is data built on core/: it must not import server/." },
  { target: "./demo", from: "./app", message: "demo/ is data built on core/: it must not import app/." },
];

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
      "import-x/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, ...CORE_ZONES, ...DEMO_ZONES] }],
      // No module imports itself round a circle (decision 0060).
      "import-x/no-cycle": "error",
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-dom", "react-router", "express"], message: "Framework imports belong in app/ or server/." }] },
      ],
    },
  },
  {
    // The two doors to demo/ keep every other boundary.
    files: DEMO_DOORS,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, ...CORE_ZONES] }] },
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
