/**
 * The audit log: one row per staff action, written in the same transaction as the action, so the
 * log never tells of something that was rolled back and never misses something that was done.
 */
import { auditLog } from "../db/schema";
import type { DatabaseOrTransaction } from "../mail/outbox";

export type AuditAction = "order.transition" | "request.status" | "orders.export" | "requests.export" | "role.grant" | "role.revoke" | "sessions.end" | "staff.sign-in" | "factor.enrol" | "factor.remove";

export interface AuditEntry {
  /** A user id, or "cli" for `npm run admin`. */
  actor: string;
  action: AuditAction;
  targetType: "order" | "contact_request" | "user" | "orders" | "contact_requests";
  targetId: string;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ actor: entry.actor, action: entry.action, targetType: entry.targetType, targetId: entry.targetId, detail: entry.detail ?? {} });
}
