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
import { z } from "zod";
import type { AdminCommand } from "./cli/admin-commands";
import { runProgram, UsageError, type CommandSpec, type Program } from "./cli/command-line";

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

  // The database and the staff modules load only once the command line is known to be good.
  const { runAdminCommand } = await import("./cli/admin-commands");
  await runAdminCommand(command.name as AdminCommand, address);
});
