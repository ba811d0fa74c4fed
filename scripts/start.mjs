// `npm start`: builds the site when the build is missing or older than the sources, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtEntry = path.join(root, "build", "server", "index.js");
const sources = ["app", "core", "server", "public", "drizzle", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
// A production server needs its public origin (server/env.ts). Run on this machine, that is
// localhost; a deployment sets PUBLIC_ORIGIN to its real one (README, configuration).
if (process.env.NODE_ENV === "production" && !process.env.PUBLIC_ORIGIN) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;
  console.log(`PUBLIC_ORIGIN is not set: serving ${process.env.PUBLIC_ORIGIN} only. Set PUBLIC_ORIGIN to the site's public origin to serve it elsewhere.`);
}
await import(path.join(root, "server.js"));
