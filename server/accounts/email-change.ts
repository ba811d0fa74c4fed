/**
 * A new address on the profile page replaces the old one only once a link mailed to it is
 * followed, so nobody can move an account onto an address they do not read (and so take it over
 * from its real owner later). The answer never says whether another account uses the address.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { claimLink, sendEmailChange, type VerificationMail } from "./email-verification";

export type ProfileChange = { ok: true; pendingEmail?: string } | { ok: false; errors: Record<string, string> };

export async function updateProfile(db: Database, userId: string, input: { name: string; email: string }, mail: VerificationMail): Promise<ProfileChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ name: input.name, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning({ email: users.email });
    if (!user) return { ok: false, errors: { form: "form.error.invalid" } };
    if (user.email === input.email) return { ok: true };
    // A verified account already reads that address: it gets no link (the answer stays the same).
    const [owner] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), sql`${users.emailVerifiedAt} is not null`));
    if (!owner) await sendEmailChange(tx, { id: userId, name: input.name }, input.email, mail);
    return { ok: true, pendingEmail: input.email };
  });
}

/** Follows a change link: the account takes the new address, which is now verified. */
export async function confirmEmailChange(db: Database, token: string, email: string): Promise<{ ok: true; userId: string } | { ok: false; errors: Record<string, string> }> {
  return db.transaction(async (tx) => {
    const link = await claimLink(tx, token, email);
    if (!link) return { ok: false, errors: { token: "form.error.verifyLink" } };
    const [taken] = await tx.select({ id: users.id, verifiedAt: users.emailVerifiedAt }).from(users).where(and(eq(users.email, email), ne(users.id, link.userId)));
    if (taken?.verifiedAt) return { ok: false, errors: { token: "form.error.emailInUse" } };
    // An unverified sign-up with this address was never proven; the one who just proved it wins.
    if (taken) await tx.delete(users).where(and(eq(users.id, taken.id), isNull(users.emailVerifiedAt)));
    await tx.update(users).set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, link.userId));
    return { ok: true, userId: link.userId };
  });
}
