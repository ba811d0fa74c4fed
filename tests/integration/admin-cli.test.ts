/**
 * `npm run admin -- grant-staff|revoke-staff|end-sessions EMAIL` as an operator runs it, on an
 * embedded database folder: clear messages and exit codes for bad usage and unknown emails, the
 * role written and the sessions ended each with an audit row (actor "cli"), and a refusal while a
 * server holds the folder.
 */
import { rmSync, writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { auditLog, sessions, users } from "../../server/db/schema";
import { createSession } from "../../server/accounts/sessions";
import { lockPath } from "../../server/db/server-lock";
import { copyPgliteTemplate } from "../support/databases";
import { insertUser } from "../support/staff-fixtures";
import { runNpmCli } from "../support/bundled-cli";

// A copy of the run's prepared folder: migrated already (a fresh migration took 15 s on a loaded machine).
const dataDir = copyPgliteTemplate();
let email = "";
let userId = "";

const admin = (...args: string[]) => runNpmCli("admin", args, { PGLITE_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", PUBLIC_ORIGIN: "", HOST: "", LOG_LEVEL: "silent" });

async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openDatabase({ pgliteDir: dataDir });
  ({ email, id: userId } = await insertUser(database.db, { name: "Olga Operator" }));
  await database.close();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(lockPath(dataDir), { force: true });
});

describe("npm run admin", () => {
  // Runs the admin CLI three times, each a child process (the bundle after a build, else through tsx): up to 5 s on a loaded machine.
  it("prints help for the program and for each command, exit 0", { timeout: 30_000 }, async () => {
    const help = await admin("--help");
    expect(help.code).toBe(0);
    for (const command of ["grant-staff", "revoke-staff", "end-sessions"]) expect(help.stdout).toContain(command);
    expect(help.stdout).toContain("Exit codes: 0 done");
    const commandHelp = await admin("end-sessions", "--help");
    expect(commandHelp.code).toBe(0);
    expect(commandHelp.stdout).toContain("Usage: npm run admin -- end-sessions <email>");
    expect((await admin("help", "grant-staff")).stdout).toContain("Usage: npm run admin -- grant-staff <email>");
  });

  // Runs the admin CLI six times, each a child process (the bundle after a build, else through tsx): up to 8 s on a loaded machine.
  it("answers bad usage with one line pointing to --help and exit 2, never a stack trace", { timeout: 30_000 }, async () => {
    for (const args of [[], ["promote", email], ["grant-staff"], ["grant-staff", "not-an-email"], ["grant-staff", email, "extra"], ["grant-staff", email, "--force"]]) {
      const result = await admin(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(result.stderr).toMatch(/See: npm run admin -- (\S+ )?--help/);
    }
  });

  it("names an email no account uses and exits 1", async () => {
    const result = await admin("grant-staff", "nobody@example.test");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No account uses nobody@example.test");
  });

  // Runs the admin CLI three times, each a child process (the bundle after a build, else through tsx) and opens the database: up to 8 s on a loaded machine.
  it("grants and revokes the staff role, each audited with actor cli, and says when nothing changes", async () => {
    const granted = await admin("grant-staff", `  ${email.toUpperCase()} `);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`${email} (Olga Operator) is staff now.`);
    const again = await admin("grant-staff", email);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("is already staff; nothing changed.");
    const revoked = await admin("revoke-staff", email);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("is no longer staff.");
    await withDb(async (db) => {
      expect((await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]!.role).toBe("visitor");
      const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, userId));
      expect(audit.map((row) => [row.actor, row.action, row.detail])).toEqual([
        ["cli", "role.grant", { from: "visitor", to: "staff" }],
        ["cli", "role.revoke", { from: "staff", to: "visitor" }],
      ]);
    });
  }, 30_000);

  // Runs the admin CLI twice, each a child process (the bundle after a build, else through tsx) and opens the database: up to 6 s on a loaded machine.
  it("ends every session of an account, audited, and names an unknown email", async () => {
    await withDb(async (db) => {
      await createSession(db, userId);
      await createSession(db, userId);
    });
    const ended = await admin("end-sessions", email);
    expect(ended.code).toBe(0);
    expect(ended.stdout).toContain(`${email} (Olga Operator): 2 sessions ended; every device must sign in again.`);
    const unknown = await admin("end-sessions", "nobody@example.test");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account uses nobody@example.test");
    await withDb(async (db) => {
      expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
      const audit = await db.select().from(auditLog).where(eq(auditLog.action, "sessions.end"));
      expect(audit.map((row) => [row.actor, row.targetId, row.detail])).toEqual([["cli", userId, { ended: 2 }]]);
    });
  }, 30_000);

  it("refuses to open an embedded database a running server holds", async () => {
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, url: "http://127.0.0.1:1", token: "x" }));
    const result = await admin("grant-staff", email);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("A running server holds the embedded database");
    rmSync(lockPath(dataDir), { force: true });
  });
});
