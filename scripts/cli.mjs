/**
 * `npm run catalog|db:migrate|prerender|admin -- …`: runs the command's bundle, build/cli/{name}.mjs
 * (scripts/build-cli.mjs, part of `npm run build`), when there is one no older than the TypeScript
 * it was built from; otherwise (a fresh clone, or sources edited since the build) the source through
 * tsx. Production images hold only the bundle. Plain JavaScript: it must run without tsx.
 *
 *   node scripts/cli.mjs <name> [arguments…]
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const [name, ...args] = process.argv.slice(2);
const source = path.join(root, "scripts", `${name}.ts`);
const bundle = path.join(root, "build", "cli", `${name}.mjs`);
if (!name || !/^[a-z-]+$/.test(name) || !(existsSync(bundle) || existsSync(source))) {
  console.error(`Usage: node scripts/cli.mjs <catalog|db-migrate|prerender|admin> [arguments…]`);
  process.exit(2);
}

/** The newest modification time of the TypeScript under the folders a CLI is built from (0 when none is there). */
function newestSource() {
  let newest = 0;
  for (const folder of ["scripts", "server", "core", "demo"]) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource()) {
  // The bundle reads process.argv.slice(2) as the command line the user typed.
  process.argv.splice(2, 1);
  await import(pathToFileURL(bundle).href);
} else {
  const child = spawn(process.execPath, ["--import", "tsx", source, ...args], { stdio: "inherit" });
  // A signal meant for the command (Ctrl-C reaches both through the terminal): wait for its exit code.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
