/**
 * Email verification: an account is usable only once someone proved they read its address.
 * A single-use link (its token's SHA-256 in `email_verifications`) is mailed in the same
 * transaction that writes what it confirms (decision 0031). Links for a change of address commit
 * to the new address in their hash, so the address in the link cannot be swapped for another.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { emailVerifications, users } from "../db/schema";
import { enqueueMail, type DatabaseOrTransaction } from "../mail/outbox";
import { newToken, tokenHash } from "../security/tokens";

export const VERIFY_LINK_HOURS = 24;

/** What the routes know and the service does not: the visitor's language and the pages' URLs. */
export interface VerificationMail {
  /** The verify page's absolute URL without a query. */
  pageUrl: string;
  /** The mail with the link that confirms the address. */
  verify(link: string, name: string): { subject: string; text: string };
  /** To the owner of a verified account when someone signs up with its address again. */
  existing(name: string): { subject: string; text: string };
  /** To a new address given on the profile page, with the link that makes it the account's. */
  change(link: string, name: string): { subject: string; text: string };
}

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

/** Every earlier link of the account stops working: only the newest one counts. */
async function retireLinks(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.update(emailVerifications).set({ usedAt: sql`now()` }).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

const expiry = () => new Date(Date.now() + VERIFY_LINK_HOURS * 3600_000);

/** Writes a fresh link for an unverified account and queues its mail. */
export async function sendVerification(tx: DatabaseOrTransaction, user: { id: string; email: string; name: string }, mail: VerificationMail, carried: Carried): Promise<void> {
  await retireLinks(tx, user.id);
  const token = newToken();
  await tx.insert(emailVerifications).values({ tokenHash: tokenHash(token), userId: user.id, returnTo: carried.returnTo ?? null, expiresAt: expiry() });
  await enqueueMail(tx, { to: user.email, ...mail.verify(linkOf(mail.pageUrl, { token, like: carried.like }), user.name) });
}

/** Writes a link that, followed, moves the account to `newEmail`; the mail goes to the new address. */
export async function sendEmailChange(tx: DatabaseOrTransaction, user: { id: string; name: string }, newEmail: string, mail: VerificationMail): Promise<void> {
  await retireLinks(tx, user.id);
  const token = newToken();
  await tx.insert(emailVerifications).values({ tokenHash: changeHash(token, newEmail), userId: user.id, expiresAt: expiry() });
  await enqueueMail(tx, { to: newEmail, ...mail.change(linkOf(mail.pageUrl, { token, email: newEmail }), user.name) });
}

/** The link's row when it can still be used; `email` for a change of address. */
export async function usableLink(db: DatabaseOrTransaction, token: string, email?: string) {
  const [row] = await db
    .select({ userId: emailVerifications.userId, returnTo: emailVerifications.returnTo })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, email ? changeHash(token, email) : tokenHash(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Uses the link once, in the caller's transaction: a second use (even a concurrent one) finds it used. */
export async function claimLink(tx: DatabaseOrTransaction, token: string, email?: string) {
  const [row] = await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.tokenHash, email ? changeHash(token, email) : tokenHash(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, sql`now()`)))
    .returning({ userId: emailVerifications.userId, returnTo: emailVerifications.returnTo });
  return row ?? null;
}

export async function markVerified(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId));
}
