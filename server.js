// Entry point. Production runs the bundled server (npm run build); development runs the
// TypeScript sources through Vite with hot reload.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

if (process.env.NODE_ENV === "development") {
  const vite = await import("vite");
  const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const { start } = await devServer.ssrLoadModule("/server/main.ts");
  await start({
    root,
    devMiddleware: devServer.middlewares,
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
  });
} else {
  const { start } = await import("./build/server/index.js");
  await start({ root, clientDir: path.join(root, "build", "client") });
}
