import { reactRouter } from "@react-router/dev/vite";
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

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which imports React Router's server build.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : { target: "es2022" },
  ssr: { external: ["@electric-sql/pglite", "postgres", "pino", "sharp", "pdf-lib", "pdfkit", "fontkit", "linebreak"] },
  plugins: [reactRouter(), imageWorkerEntry()],
}));
