/**
 * Signing an account out everywhere (`npm run admin -- end-sessions`): every session of the
 * account ends in one transaction with its audit row, e.g. when its owner reports a lost device
 * or a stolen session. The password stays; each device must sign in again.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { endSessionsOf } from "../accounts/sessions";
import { recordAudit } from "./audit";

/** null: no account uses the email. */
export async function endAllSessions(db: Database, email: string, actor: string): Promise<{ name: string; ended: number } | null> {
  const normalised = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, normalised)).limit(1);
    if (!user) return null;
    const ended = await endSessionsOf(tx, user.id);
    await recordAudit(tx, { actor, action: "sessions.end", targetType: "user", targetId: user.id, detail: { ended } });
    return { name: user.name, ended };
  });
}
