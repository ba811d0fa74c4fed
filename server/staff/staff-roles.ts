/**
 * Granting and revoking the staff role (`npm run admin`). The role is a column of the user: one
 * account, one password, one session model; what a staff member may do is decided per request.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { recordAudit } from "./audit";

export const STAFF_ROLE = "staff";
export const VISITOR_ROLE = "visitor";

export type RoleOutcome = { ok: true; changed: boolean; name: string } | { ok: false; reason: "unknown-email" };

/**
 * Sets the role of the account with this email, audited with `actor`. Sessions read the role on
 * every request, so a revoke takes effect on the next page without signing the person out.
 */
export async function setRole(db: Database, email: string, role: typeof STAFF_ROLE | typeof VISITOR_ROLE, actor: string): Promise<RoleOutcome> {
  const normalised = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.email, normalised)).for("update").limit(1);
    if (!user) return { ok: false, reason: "unknown-email" } as const;
    if (user.role === role) return { ok: true, changed: false, name: user.name } as const;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, { actor, action: role === STAFF_ROLE ? "role.grant" : "role.revoke", targetType: "user", targetId: user.id, detail: { from: user.role, to: role } });
    return { ok: true, changed: true, name: user.name } as const;
  });
}
