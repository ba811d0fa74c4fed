/**
 * The work of `npm run admin -- <command> <email>` (scripts/admin.ts checks the command line, then
 * loads this module): opens the database, changes the role or ends the sessions, and says so.
 */
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { parseEnv } from "../../server/env";
import { readLiveLock } from "../../server/db/server-lock";
import { setRole, STAFF_ROLE, VISITOR_ROLE } from "../../server/staff/staff-roles";
import { endAllSessions } from "../../server/staff/end-sessions";
import { CommandError } from "./command-line";
import { projectRoot } from "./project-root";

const root = projectRoot(import.meta.dirname);
const ROLES = { "grant-staff": STAFF_ROLE, "revoke-staff": VISITOR_ROLE } as const;

export type AdminCommand = keyof typeof ROLES | "end-sessions";

/** `address`: the trimmed, lower-cased email the command line named. */
export async function runAdminCommand(command: AdminCommand, address: string): Promise<void> {
  const env = parseEnv(process.env, { server: false });
  // PGlite serves one process: while the site runs on it, the role is changed with the site stopped.
  if (!env.DATABASE_URL && readLiveLock(env.PGLITE_DIR)) throw new CommandError(`A running server holds the embedded database in ${env.PGLITE_DIR}. Stop it first, or use PostgreSQL (DATABASE_URL).`);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  const unknown = () => new CommandError(`No account uses ${address}. The person signs up on the site first.`);
  try {
    await database.migrate(path.join(root, "drizzle"));
    if (command === "end-sessions") {
      const ended = await endAllSessions(database.db, address, "cli");
      if (!ended) throw unknown();
      console.log(`${address} (${ended.name}): ${ended.ended} session${ended.ended === 1 ? "" : "s"} ended; every device must sign in again.`);
      return;
    }
    const role = ROLES[command];
    const outcome = await setRole(database.db, address, role, "cli");
    if (!outcome.ok) throw unknown();
    const who = `${address} (${outcome.name})`;
    if (!outcome.changed) console.log(`${who} ${role === STAFF_ROLE ? "is already staff" : "is not staff"}; nothing changed.`);
    else console.log(`${who} ${role === STAFF_ROLE ? "is staff now" : "is no longer staff"}.`);
  } finally {
    await database.close();
  }
}
