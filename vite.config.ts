import { reactRouter } from "@react-router/dev/vite";
import { readFile } from "node:fs/promises";
import { defineConfig, type Plugin } from "vite";

/**
 * The image worker runs in worker threads, so it needs a file of its own beside the server bundle:
 * emit it as an extra chunk of the SSR build (build/server/image-worker.js, sharing chunks with
 * index.js). React Router fixes the SSR entry's file name, so a second `input` cannot do this.
 */
function imageWorkerEntry(): Plugin {
  return {
    name: "image-worker-entry",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "ssr") return;
      this.emitFile({ type: "chunk", id: "./server/images/render-worker.ts", fileName: "image-worker.js" });
      // The pool's document tasks: a file of their own, so a worker loads the PDF renderer lazily.
      this.emitFile({ type: "chunk", id: "./server/documents/document-worker.ts", fileName: "document-worker.js" });
    },
  };
}

const LOCALE_FILE = /[\\/]locales[\\/][\w-]+\.json$/;

/**
 * `import text from "…/locales/de.json?keys=guideText."`: only the messages whose key starts with one
 * of the given prefixes (comma-separated). Browser code uses it where it needs a few messages of its
 * own (the guides' text, the error page's English fallback): importing the whole file would ship a
 * language's every message, 95-110 kB, in that chunk (decision 0059). The subset becomes a module of
 * its own (Vite's JSON plugin does not take an id with a query).
 */
function localeSubset(): Plugin {
  return {
    name: "locale-subset",
    enforce: "pre",
    async load(id) {
      const [file, query] = id.split("?", 2) as [string, string | undefined];
      if (!query || !LOCALE_FILE.test(file)) return null;
      const keys = new URLSearchParams(query).get("keys");
      if (keys === null) return null;
      const prefixes = keys.split(",").filter(Boolean);
      if (prefixes.length === 0) this.error(`${id}: ?keys= names no prefix`);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      const subset = Object.fromEntries(Object.entries(messages).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
      return { code: `export default ${JSON.stringify(subset)};`, moduleType: "js" };
    },
  };
}

const SHELL_ROUTES = /[\\/]app[\\/](root|routes[\\/]region-layout)\.tsx/;
const THIRD_PARTY = /[\\/]node_modules[\\/]/;

/** The part of Rolldown's chunking context this group reads. */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/**
 * One "shell" chunk for the code every page loads: the modules that the root route and the region
 * layout import, directly or through others (React and React Router come along as their
 * dependencies). Left to automatic splitting, that code becomes a dozen small files, and each one
 * costs a module preload in every page's head, an entry in each import list of React Router's
 * inline manifest, and a gzip stream of its own (decision 0039).
 */
function shellChunkGroup() {
  const shellRoutes = new Set<string>();
  let shell: Set<string> | null = null;

  /** Every app module reachable through static imports from the shell routes. */
  const collect = (ctx: ChunkingContext): Set<string> => {
    const found = new Set<string>();
    const queue = [...shellRoutes];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) if (!THIRD_PARTY.test(imported)) queue.push(imported);
    }
    return found;
  };

  return {
    // Rolldown calls test for every module of the group before its first call of name, so the
    // shell routes are all known by the time the shell is collected.
    test: (id: string) => {
      if (THIRD_PARTY.test(id)) return false;
      if (SHELL_ROUTES.test(id)) shellRoutes.add(id);
      return true;
    },
    name: (id: string, ctx: ChunkingContext) => {
      shell ??= collect(ctx);
      return shell.has(id) && !ctx.getModuleInfo(id)?.isEntry ? "shell" : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which imports React Router's server build.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" }
    : { target: "es2022", rolldownOptions: { output: { codeSplitting: { groups: [shellChunkGroup()] } } } },
  // React Router's package exports only its development build, whose dev warnings ship to every
  // browser (ENABLE_DEV_WARNINGS is the only difference): the browser gets the production build,
  // 0.65 kB gzip less. A missing file fails the build, so an upgrade that renames it is noticed.
  // `#core/*`, `#server/*` and `#app/*` (package.json `imports`, tsconfig `paths`): decision 0060.
  resolve: isSsrBuild ? { tsconfigPaths: true } : { tsconfigPaths: true, alias: [
    { find: /^react-router$/, replacement: new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url).pathname },
    { find: /^react-router\/dom$/, replacement: new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url).pathname },
  ] },
  ssr: { external: ["@electric-sql/pglite", "postgres", "pino", "sharp", "pdf-lib", "pdfkit", "fontkit", "linebreak"] },
  plugins: [localeSubset(), reactRouter(), imageWorkerEntry()],
}));
