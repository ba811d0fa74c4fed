/**
 * Password-reset links that must stop working together: once one is used, once the password is
 * changed, and once the account's address changes (a link mailed to an address the account no
 * longer has must not open it).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { passwordResets } from "../db/schema";
import type { DatabaseOrTransaction } from "../mail/outbox";

export async function retireResetLinks(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
