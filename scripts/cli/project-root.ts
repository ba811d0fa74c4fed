/**
 * The project's root (where package.json, drizzle/ and server/dealers/gazetteer/ are), found from
 * the running file's folder: scripts/ when run from source through tsx, build/cli/ when bundled
 * (`npm run build`), so the CLIs read the same files either way.
 */
import { existsSync } from "node:fs";
import path from "node:path";

export function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
