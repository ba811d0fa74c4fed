import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, which imports React Router's server build.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : { target: "es2022" },
  ssr: { external: ["@electric-sql/pglite", "postgres", "pino", "sharp", "fontkit", "pdf-lib"] },
  plugins: [reactRouter()],
}));
