/**
 * Bundles the command-line tools into build/cli/*.mjs (part of `npm run build`), so production
 * runs plain JavaScript, no tsx: `node build/cli/catalog.mjs …` or `npm run catalog -- …`
 * (scripts/cli.mjs picks the bundle). Production dependencies stay in node_modules; anything else
 * the code imports (a dev dependency) is bundled, since an image installs production ones only. The
 * render workers are the server bundle's (build/server/*-worker.js).
 */
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";

export const CLI_COMMANDS = ["catalog", "db-migrate", "prerender", "admin"];

const root = path.resolve(import.meta.dirname, "..");
const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: CLI_COMMANDS.map((name) => `scripts/${name}.ts`),
  outdir: "build/cli",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  // A command's own modules (and the packages they import) load when it runs, not for --help or a
  // usage error: the entries import them with import(), which splitting turns into chunks.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20.19",
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS (a dev dependency) calls require() for Node's own modules.
  banner: { js: `import { createRequire as __cliRequire } from "node:module"; const require = __cliRequire(import.meta.url);` },
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(`build/cli: ${CLI_COMMANDS.join(", ")} in ${Math.round(performance.now() - started)} ms`);
