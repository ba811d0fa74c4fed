/**
 * The mail outbox: mail is written as a row in the same transaction as what it tells of (an account,
 * a reset link), so a rolled-back change sends nothing and a committed one is never forgotten. The
 * mail sender (mail-sender.ts) delivers the rows afterwards (docs/decisions/0031-mail-outbox.md).
 */
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The database or a transaction of it (`db.transaction(async (tx) => …)`'s `tx`). */
export type DatabaseOrTransaction = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Queues a mail and answers its outbox id. Pass the transaction of the change the mail tells of. */
export async function enqueueMail(db: DatabaseOrTransaction, mail: OutgoingMail): Promise<number> {
  assertSafeHeaders(mail);
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The mail outbox insert returned no row");
  return row.id;
}

// Control characters in a header value could end the header and start another (Bcc:, a second body).
const CONTROL = /[\u0000-\u001f\u007f]/;
// One bare address: a list, a display name or a comment would let a value reach more recipients.
const BARE_ADDRESS = /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+$/;

/** Throws on a recipient or subject that could inject headers or add recipients. */
export function assertSafeHeaders(mail: Pick<OutgoingMail, "to" | "subject">): void {
  if (CONTROL.test(mail.to) || CONTROL.test(mail.subject)) {
    throw new Error("Mail recipient and subject must not contain line breaks or other control characters");
  }
  if (!BARE_ADDRESS.test(mail.to)) throw new Error("Mail recipient must be one bare address (name@domain)");
}
