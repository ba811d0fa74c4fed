/**
 * The embedded database holds accounts, orders and contact requests: only the server's own user
 * may read or change it. PGlite copies its initial files with mode 0666 and creates folders 0755,
 * whatever the umask, so after each open the folder is walked and narrowed (a thousand entries:
 * milliseconds). Files Postgres creates later ask for 0600 themselves.
 */
import { chmodSync, readdirSync } from "node:fs";
import path from "node:path";

export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_FOLDER = 0o700;

export function restrictToOwner(folder: string): void {
  chmodSync(folder, OWNER_ONLY_FOLDER);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? OWNER_ONLY_FOLDER : OWNER_ONLY_FILE);
  }
}
