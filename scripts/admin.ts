/**
 * `npm run admin -- <command>`: give or take away the staff role, or sign an account out everywhere.
 *
 *   grant-staff <email>     the account may open the staff pages (orders, contact requests)
 *   revoke-staff <email>    it may not any more (from its next request)
 *   end-sessions <email>    every session of the account ends: each device must sign in again
 *
 * Opens the database the server is configured with (DATABASE_URL, else PGlite in PGLITE_DIR) and
 * writes an audit_log row with actor "cli". Exit codes: 0 done (or nothing to change), 1 no such
 * account or the database is held by a running server, 2 bad usage.
 */
import path from "node:path";
import { z } from "zod";
import { openDatabase } from "../server/db/client";
import { parseEnv } from "../server/env";
import { readLiveLock } from "../server/db/server-lock";
import { setRole, STAFF_ROLE, VISITOR_ROLE } from "../server/staff/staff-roles";
import { endAllSessions } from "../server/staff/end-sessions";

const root = path.resolve(import.meta.dirname, "..");
const USAGE = "Usage: npm run admin -- grant-staff <email> | revoke-staff <email> | end-sessions <email>";
const ROLES = { "grant-staff": STAFF_ROLE, "revoke-staff": VISITOR_ROLE } as const;
const COMMANDS = new Set([...Object.keys(ROLES), "end-sessions"]);

function fail(message: string, code: 1 | 2): never {
  console.error(message);
  process.exit(code);
}

const [command, email, ...rest] = process.argv.slice(2);
if (!command || !COMMANDS.has(command) || rest.length) fail(USAGE, 2);
if (!email || !z.email().safeParse(email.trim()).success) fail(`Not an email address: ${JSON.stringify(email ?? "")}\n${USAGE}`, 2);

const env = parseEnv(process.env, { server: false });
// PGlite serves one process: while the site runs on it, the role is changed with the site stopped.
if (!env.DATABASE_URL && readLiveLock(env.PGLITE_DIR)) fail(`A running server holds the embedded database in ${env.PGLITE_DIR}. Stop it first, or use PostgreSQL (DATABASE_URL).`, 1);

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
const unknown = async (): Promise<never> => {
  await database.close();
  fail(`No account uses ${email.trim().toLowerCase()}. The person signs up on the site first.`, 1);
};
try {
  await database.migrate(path.join(root, "drizzle"));
  if (command === "end-sessions") {
    const ended = await endAllSessions(database.db, email, "cli");
    if (!ended) await unknown();
    else console.log(`${email.trim().toLowerCase()} (${ended.name}): ${ended.ended} session${ended.ended === 1 ? "" : "s"} ended; every device must sign in again.`);
  } else await changeRole(ROLES[command as keyof typeof ROLES]);
} finally {
  await database.close();
}

async function changeRole(role: typeof STAFF_ROLE | typeof VISITOR_ROLE): Promise<void> {
  const outcome = await setRole(database.db, email!, role, "cli");
  if (!outcome.ok) return unknown();
  const who = `${email!.trim().toLowerCase()} (${outcome.name})`;
  if (!outcome.changed) console.log(`${who} ${role === STAFF_ROLE ? "is already staff" : "is not staff"}; nothing changed.`);
  else console.log(`${who} ${role === STAFF_ROLE ? "is staff now" : "is no longer staff"}.`);
}
