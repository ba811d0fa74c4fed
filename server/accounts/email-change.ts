/**
 * A new address on the profile page replaces the old one only once a link mailed to it is
 * followed, so nobody can move an account onto an address they do not read (and so take it over
 * from its real owner later). Asking needs the current password or a recent sign-in (reauth.ts):
 * a stolen session cookie alone cannot move the account. Once the change is made, the old address
 * is told, with a link that undoes it, and every other session of the account ends. The answer
 * never says whether another account uses the address.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseOrTransaction } from "../mail/outbox";
import { users } from "../db/schema";
import { claimLink, retireLaterUndoLinks, retireLinks, sendEmailChange, sendUndo, type VerificationMail } from "./email-verification";
import { reauthenticate, type Actor } from "./reauth";
import { retireResetLinks } from "./reset-links";
import { endSessionsOf } from "./sessions";
import type { FieldErrors } from "../../core/accounts/account-forms";

type Errors = FieldErrors;
export type ProfileChange = { ok: true; pendingEmail?: string } | { ok: false; errors: Errors; retryAfterMinutes?: number };
export type AddressOutcome = { ok: true; userId: string } | { ok: false; errors: Errors };

/**
 * `reserveMail` takes the change's place in the email-change mail limits; it runs only once the
 * current password (or a recent sign-in) is proven, so a wrong password spends none of the owner's
 * quota, and a stolen cookie cannot use it up to block the owner's own change.
 */
export async function updateProfile(
  db: Database,
  actor: Actor,
  input: { name: string; email: string; currentPassword?: string | undefined },
  mail: VerificationMail,
  reserveMail: () => Promise<ProfileChange | null> = async () => null,
): Promise<ProfileChange> {
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  if (!current) return { ok: false, errors: { form: "form.error.invalid" } };
  if (current.email !== input.email) {
    // Checked before anything is written: a refused change leaves the name as it was too.
    const check = await reauthenticate(db, actor, input.currentPassword);
    if (!check.ok) return check;
    const refused = await reserveMail();
    if (refused) return refused;
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ name: input.name, updatedAt: sql`now()` }).where(eq(users.id, actor.id)).returning({ email: users.email });
    if (!user) return { ok: false, errors: { form: "form.error.invalid" } };
    if (user.email === input.email) return { ok: true };
    // A verified account already reads that address: it gets no link (the answer stays the same).
    const [owner] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), sql`${users.emailVerifiedAt} is not null`));
    if (!owner) await sendEmailChange(tx, { id: actor.id, name: input.name }, input.email, mail, actor.sessionHash);
    return { ok: true, pendingEmail: input.email };
  });
}

/**
 * Follows a change link: the account takes the new address, which is now verified; the old
 * address gets a mail with an undo link; reset links end; every session ends but the one that
 * asked for the change and `confirmingSession` (the browser that followed the link, if it is
 * signed in to this account).
 */
export async function confirmEmailChange(db: Database, token: string, email: string, mail: VerificationMail, confirmingSession?: string): Promise<AddressOutcome> {
  return db.transaction(async (tx) => {
    const link = await claimLink(tx, token, email, "change");
    if (!link) return { ok: false, errors: { token: "form.error.verifyLink" } };
    const [before] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, link.userId)).for("update");
    if (!before || !(await takeAddress(tx, link.userId, email))) return { ok: false, errors: { token: "form.error.emailInUse" } };
    await retireResetLinks(tx, link.userId);
    await sendUndo(tx, { id: link.userId, name: before.name }, before.email, email, mail);
    await endSessionsOf(tx, link.userId, [link.sessionHash, confirmingSession].filter((hash): hash is string => Boolean(hash)));
    return { ok: true, userId: link.userId };
  });
}

/**
 * Follows an undo link (mailed to the old address): the account goes back to that address, every
 * session ends, and every link mailed since (reset, verification, change, later undo links) stops
 * working, so whoever made the change is locked out until they know the password again.
 */
export async function undoEmailChange(db: Database, token: string, email: string): Promise<AddressOutcome> {
  return db.transaction(async (tx) => {
    const link = await claimLink(tx, token, email, "undo");
    if (!link) return { ok: false, errors: { token: "form.error.verifyLink" } };
    if (!(await takeAddress(tx, link.userId, email))) return { ok: false, errors: { token: "form.error.emailInUse" } };
    await retireLinks(tx, link.userId);
    await retireLaterUndoLinks(tx, link.userId, link.expiresAt);
    await retireResetLinks(tx, link.userId);
    await endSessionsOf(tx, link.userId);
    return { ok: true, userId: link.userId };
  });
}

/**
 * Gives the account the address, verified; false when another verified account has it. An
 * unverified sign-up holding it was never proven: the one who just proved it wins.
 */
async function takeAddress(tx: DatabaseOrTransaction, userId: string, email: string): Promise<boolean> {
  const [taken] = await tx.select({ id: users.id, verifiedAt: users.emailVerifiedAt }).from(users).where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken?.verifiedAt) return false;
  if (taken) await tx.delete(users).where(and(eq(users.id, taken.id), isNull(users.emailVerifiedAt)));
  await tx.update(users).set({ email, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return true;
}
