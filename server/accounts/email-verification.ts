/**
 * Email verification: an account is usable only once someone proved they read its address.
 * A single-use link (its token's SHA-256 in `email_verifications`) is mailed in the same
 * transaction that writes what it confirms (decision 0031). Links for a change of address, and
 * the undo links mailed to the old address after one, commit to their address in their hash, so
 * the address in the link cannot be swapped for another.
 */
import { and, eq, gt, gte, isNull, ne, sql } from "drizzle-orm";
import { emailVerifications, users } from "../db/schema";
import { enqueueMail, type DatabaseOrTransaction } from "../mail/outbox";
import { newToken, tokenHash } from "../security/tokens";

export const VERIFY_LINK_HOURS = 24;
/** How long the old address can undo a change of address. */
export const UNDO_LINK_DAYS = 7;

/** What the routes know and the service does not: the visitor's language and the pages' URLs. */
export interface VerificationMail {
  /** The verify page's absolute URL without a query. */
  pageUrl: string;
  /** The mail with the link that confirms the address. */
  verify(link: string, name: string): { subject: string; text: string };
  /** To the owner of a verified account when someone signs up with its address again. */
  existing(name: string): { subject: string; text: string };
  /** To the address of an account still waiting for confirmation, when someone signs up with it again. */
  pending(link: string, name: string): { subject: string; text: string };
  /** To a new address given on the profile page, with the link that makes it the account's. */
  change(link: string, name: string): { subject: string; text: string };
  /** To the old address once a change is confirmed, with the link that undoes it. */
  changed(undoLink: string, name: string, newEmail: string): { subject: string; text: string };
}

export type LinkPurpose = "verify" | "change" | "undo";

/** Where the visitor goes after confirming, carried by the link. */
export interface Carried {
  returnTo?: string | undefined;
  like?: string | undefined;
}

const changeHash = (token: string, email: string) => tokenHash(`${token}\n${email}`);

function linkOf(pageUrl: string, query: Record<string, string | undefined>): string {
  const url = new URL(pageUrl);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Every earlier verification or change link of the account stops working: only the newest one
 * counts. Undo links are not touched: a later change must not cancel the old address's way back.
 */
export async function retireLinks(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.update(emailVerifications).set({ usedAt: sql`now()` }).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt), ne(emailVerifications.purpose, "undo")));
}

const expiry = (hours = VERIFY_LINK_HOURS) => new Date(Date.now() + hours * 3600_000);

/**
 * Writes a fresh link for an unverified account and queues its mail: `verify` after its own
 * sign-up or sign-in, `pending` when someone signs up again with its address (the account and its
 * password stay as they are; the mail tells the owner it is waiting).
 */
export async function sendVerification(tx: DatabaseOrTransaction, user: { id: string; email: string; name: string }, mail: VerificationMail, carried: Carried, kind: "verify" | "pending" = "verify"): Promise<void> {
  await retireLinks(tx, user.id);
  const token = newToken();
  await tx.insert(emailVerifications).values({ tokenHash: tokenHash(token), userId: user.id, purpose: "verify", returnTo: carried.returnTo ?? null, expiresAt: expiry() });
  await enqueueMail(tx, { to: user.email, ...mail[kind](linkOf(mail.pageUrl, { token, like: carried.like }), user.name) });
}

/**
 * Writes a link that, followed, moves the account to `newEmail`; the mail goes to the new address.
 * `sessionHash`, the session that asked, stays signed in when the change ends the others.
 */
export async function sendEmailChange(tx: DatabaseOrTransaction, user: { id: string; name: string }, newEmail: string, mail: VerificationMail, sessionHash?: string): Promise<void> {
  await retireLinks(tx, user.id);
  const token = newToken();
  await tx.insert(emailVerifications).values({ tokenHash: changeHash(token, newEmail), userId: user.id, purpose: "change", sessionHash: sessionHash ?? null, expiresAt: expiry() });
  await enqueueMail(tx, { to: newEmail, ...mail.change(linkOf(mail.pageUrl, { token, email: newEmail }), user.name) });
}

/** After a change: tells the old address, with a link (UNDO_LINK_DAYS) that moves the account back to it. */
export async function sendUndo(tx: DatabaseOrTransaction, user: { id: string; name: string }, oldEmail: string, newEmail: string, mail: VerificationMail): Promise<void> {
  const token = newToken();
  await tx.insert(emailVerifications).values({ tokenHash: changeHash(token, oldEmail), userId: user.id, purpose: "undo", expiresAt: expiry(UNDO_LINK_DAYS * 24) });
  await enqueueMail(tx, { to: oldEmail, ...mail.changed(linkOf(mail.pageUrl, { token, email: oldEmail, undo: "1" }), user.name, newEmail) });
}

/** The row of a link: a sign-up link by its token, a change or undo link by token and address. */
function linkRow(token: string, email: string | undefined, purpose: LinkPurpose) {
  const hash = email ? changeHash(token, email) : tokenHash(token);
  const kind = purpose === "undo" ? eq(emailVerifications.purpose, "undo") : ne(emailVerifications.purpose, "undo");
  return and(eq(emailVerifications.tokenHash, hash), kind, isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, sql`now()`));
}

/** The link's row when it can still be used; `email` for a change of address or an undo. */
export async function usableLink(db: DatabaseOrTransaction, token: string, email?: string, purpose: LinkPurpose = email ? "change" : "verify") {
  const [row] = await db.select({ userId: emailVerifications.userId, returnTo: emailVerifications.returnTo }).from(emailVerifications).where(linkRow(token, email, purpose));
  return row ?? null;
}

/** Uses the link once, in the caller's transaction: a second use (even a concurrent one) finds it used. */
export async function claimLink(tx: DatabaseOrTransaction, token: string, email?: string, purpose: LinkPurpose = email ? "change" : "verify") {
  const [row] = await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(linkRow(token, email, purpose))
    .returning({ userId: emailVerifications.userId, returnTo: emailVerifications.returnTo, sessionHash: emailVerifications.sessionHash, expiresAt: emailVerifications.expiresAt });
  return row ?? null;
}

/**
 * Undo links of changes made after the one being undone stop working; earlier ones keep working,
 * so the oldest address always has its way back, and whoever made a later change cannot cancel it.
 */
export async function retireLaterUndoLinks(tx: DatabaseOrTransaction, userId: string, expiresAt: Date): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.userId, userId), eq(emailVerifications.purpose, "undo"), isNull(emailVerifications.usedAt), gte(emailVerifications.expiresAt, expiresAt)));
}

export async function markVerified(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId));
}
