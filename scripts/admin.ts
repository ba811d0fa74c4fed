/**
 * `npm run admin -- <command>`: give or take away the staff role.
 *
 *   grant-staff <email>     the account may open the staff pages (orders, contact requests)
 *   revoke-staff <email>    it may not any more (from its next request)
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

const root = path.resolve(import.meta.dirname, "..");
const USAGE = "Usage: npm run admin -- grant-staff <email> | revoke-staff <email>";
const COMMANDS = { "grant-staff": STAFF_ROLE, "revoke-staff": VISITOR_ROLE } as const;

function fail(message: string, code: 1 | 2): never {
  console.error(message);
  process.exit(code);
}

const [command, email, ...rest] = process.argv.slice(2);
if (!command || !(command in COMMANDS) || rest.length) fail(USAGE, 2);
if (!email || !z.email().safeParse(email.trim()).success) fail(`Not an email address: ${JSON.stringify(email ?? "")}\n${USAGE}`, 2);

const env = parseEnv(process.env, { server: false });
// PGlite serves one process: while the site runs on it, the role is changed with the site stopped.
if (!env.DATABASE_URL && readLiveLock(env.PGLITE_DIR)) fail(`A running server holds the embedded database in ${env.PGLITE_DIR}. Stop it first, or use PostgreSQL (DATABASE_URL).`, 1);

const role = COMMANDS[command as keyof typeof COMMANDS];
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate(path.join(root, "drizzle"));
  const outcome = await setRole(database.db, email, role, "cli");
  if (!outcome.ok) {
    await database.close();
    fail(`No account uses ${email.trim().toLowerCase()}. The person signs up on the site first.`, 1);
  }
  const who = `${email.trim().toLowerCase()} (${outcome.name})`;
  if (!outcome.changed) console.log(`${who} ${role === STAFF_ROLE ? "is already staff" : "is not staff"}; nothing changed.`);
  else console.log(`${who} ${role === STAFF_ROLE ? "is staff now" : "is no longer staff"}.`);
} finally {
  await database.close();
}
