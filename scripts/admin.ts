/**
 * `npm run admin -- <command> <email>`: give or take away the staff role, or sign an account out
 * everywhere (`npm run admin -- --help` lists the commands).
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
import { CommandError, runProgram, UsageError, type CommandSpec, type Program } from "./cli/command-line";
import { projectRoot } from "./cli/project-root";

const root = projectRoot(import.meta.dirname);
const ROLES = { "grant-staff": STAFF_ROLE, "revoke-staff": VISITOR_ROLE } as const;

const emailCommand = (name: string, summary: string): CommandSpec => ({ name, args: "<email>", summary, options: {} });
const PROGRAM: Program = {
  invocation: "npm run admin --",
  summary: "Staff roles and sessions of site accounts; each change is written to the audit log (actor cli).",
  commands: [
    emailCommand("grant-staff", "The account may open the staff pages (orders, contact requests)."),
    emailCommand("revoke-staff", "The account may no longer open the staff pages (from its next request)."),
    emailCommand("end-sessions", "Every session of the account ends: each device must sign in again."),
  ],
  notes: [
    "The database is PostgreSQL when DATABASE_URL is set, else the embedded PGlite folder PGLITE_DIR (stop a server running on it first).",
    "Exit codes: 0 done (or nothing to change), 1 no such account or the database is held by a running server, 2 bad usage.",
  ],
};

await runProgram(PROGRAM, process.argv.slice(2), async ({ command, positionals }) => {
  const [email, ...rest] = positionals;
  if (rest.length) throw new UsageError(`${command.name}: one email address only.`, command.name);
  if (!email || !z.email().safeParse(email.trim()).success) throw new UsageError(`${command.name}: not an email address: ${JSON.stringify(email ?? "")}.`, command.name);
  const address = email.trim().toLowerCase();

  const env = parseEnv(process.env, { server: false });
  // PGlite serves one process: while the site runs on it, the role is changed with the site stopped.
  if (!env.DATABASE_URL && readLiveLock(env.PGLITE_DIR)) throw new CommandError(`A running server holds the embedded database in ${env.PGLITE_DIR}. Stop it first, or use PostgreSQL (DATABASE_URL).`);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  const unknown = () => new CommandError(`No account uses ${address}. The person signs up on the site first.`);
  try {
    await database.migrate(path.join(root, "drizzle"));
    if (command.name === "end-sessions") {
      const ended = await endAllSessions(database.db, email, "cli");
      if (!ended) throw unknown();
      console.log(`${address} (${ended.name}): ${ended.ended} session${ended.ended === 1 ? "" : "s"} ended; every device must sign in again.`);
      return;
    }
    const role = ROLES[command.name as keyof typeof ROLES];
    const outcome = await setRole(database.db, email, role, "cli");
    if (!outcome.ok) throw unknown();
    const who = `${address} (${outcome.name})`;
    if (!outcome.changed) console.log(`${who} ${role === STAFF_ROLE ? "is already staff" : "is not staff"}; nothing changed.`);
    else console.log(`${who} ${role === STAFF_ROLE ? "is staff now" : "is no longer staff"}.`);
  } finally {
    await database.close();
  }
});
