// Entry point. Production runs the bundled server (npm run build); development runs the
// TypeScript sources through Vite with hot reload.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";

// React and React Router choose their development or production builds from NODE_ENV when they
// are first loaded: unset means production (README), so say so before anything loads them.
process.env.NODE_ENV ??= "production";

// Under the allocation rate of server rendering V8 grows the old generation up to 4x its live size
// after each full GC, and keeps it: 130 MB live held 324 MB. Growing at most 2x keeps the server
// near 390 MB under load at the same throughput (docs/memory.md). The flag is read at each GC.
v8.setFlagsFromString("--heap-growing-percent=100");

const root = path.dirname(fileURLToPath(import.meta.url));
const entry = fileURLToPath(import.meta.url);
const PREPARE_FLAG = "--prepare-embedded-database";

/**
 * A first start on an empty PGlite folder (initdb, migrations, seed) runs in this short-lived child
 * process: the memory it takes leaves with the process instead of staying in the server's
 * (docs/memory.md, docs/decisions/0010-first-start-in-a-child-process.md).
 */
function prepareInChild({ pgliteDir, migrationsFolder }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, PREPARE_FLAG, pgliteDir, migrationsFolder], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Creating the embedded database in ${pgliteDir} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (process.argv[2] === PREPARE_FLAG) {
  const [pgliteDir, migrationsFolder] = process.argv.slice(3);
  const { prepareEmbeddedDatabase } = await import("./build/server/index.js");
  await prepareEmbeddedDatabase({ pgliteDir, migrationsFolder });
} else if (process.env.NODE_ENV === "development") {
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
  await start({ root, clientDir: path.join(root, "build", "client"), prepareInChild });
}
