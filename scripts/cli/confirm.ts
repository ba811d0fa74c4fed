/**
 * The question before a command rewrites a whole catalogue. It names the database, so that an
 * operator with DATABASE_URL still set from another shell sees which one is about to change.
 * Without a terminal to ask on (a script, CI) the command refuses unless `--yes` says it is meant.
 */
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { CommandError, UsageError } from "./command-line";

/** "PostgreSQL database shop on db.internal:5432" or "PGlite database in /srv/data/pglite": never a password. */
export function describeDatabase(env: { DATABASE_URL?: string; PGLITE_DIR: string }): string {
  if (!env.DATABASE_URL) return `PGlite database in ${path.resolve(env.PGLITE_DIR)}`;
  const url = new URL(env.DATABASE_URL);
  const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || url.username || "postgres";
  return `PostgreSQL database ${name} on ${url.hostname || "localhost"}:${url.port || "5432"}`;
}

export interface Confirmation {
  /** What is about to happen, naming the database: "Replace the catalogue in <database> with the seed data". */
  action: string;
  /** The command that asks, for the refusal's pointer to `--help`. */
  command: string;
  yes: boolean;
}

/** Returns when the operator agreed (or passed `--yes`); throws otherwise, before anything is written. */
export async function confirm({ action, command, yes }: Confirmation): Promise<void> {
  if (yes) return;
  if (!process.stdin.isTTY || !process.stderr.isTTY) throw new UsageError(`${command}: not done without a confirmation (no terminal to ask on): ${lowerFirst(action)}. Add --yes to confirm.`, command);
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${action}? Type "yes" to continue: `);
    if (!/^y(es)?$/i.test(answer.trim())) throw new CommandError("Nothing was changed.");
  } finally {
    prompt.close();
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
