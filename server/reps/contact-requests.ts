/**
 * Stores a contact request and queues its two mails in one transaction, once per form render:
 * the idempotency key the form carried makes a double submit (or a reload of the answer) find the
 * first request instead of making a second. New requests are limited per client address.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Region } from "../../core/regions/regions";
import type { ContactRequestInput } from "../../core/reps/contact-form";
import { contactReference } from "../../core/reps/reference";
import type { ProductFamily } from "../../core/catalogue/families";
import type { Database } from "../db/client";
import { contactRequests } from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { addressKey } from "../security/address-key";
import { hit, type Limit } from "../security/rate-limit";

/** New requests one address may send: enough for a busy office, too few to be a mail cannon. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 3600 } as const;
export const contactLimit = (ip: string): Limit => ({ key: `contact:ip:${addressKey(ip)}`, ...CONTACT_LIMIT });

export type ContactTarget = { kind: "rep"; repId: string } | { kind: "category"; line: ProductFamily };

export interface NewContactRequest {
  region: Region;
  locale: string;
  target: ContactTarget;
  input: ContactRequestInput;
  ip: string;
  userId: string | null;
  /** The mails to queue with the row, given its reference. */
  mails: (reference: string) => OutgoingMail[];
}

export type ContactOutcome = { ok: true; reference: string; created: boolean } | { ok: false; retryAfterMinutes: number };

async function referenceForKey(db: Pick<Database, "select">, key: string): Promise<string | undefined> {
  const [row] = await db.select({ reference: contactRequests.reference }).from(contactRequests).where(eq(contactRequests.idempotencyKey, key));
  return row?.reference;
}

export async function createContactRequest(db: Database, request: NewContactRequest): Promise<ContactOutcome> {
  const { input } = request;
  const earlier = await referenceForKey(db, input.idempotencyKey);
  if (earlier) return { ok: true, reference: earlier, created: false };
  const limit = await hit(db, contactLimit(request.ip));
  if (limit.limited) return { ok: false, retryAfterMinutes: Math.ceil(limit.retryAfter / 60) };
  const reference = contactReference(request.region, (size) => randomBytes(size));
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contactRequests)
      .values({
        id: randomUUID(),
        reference,
        idempotencyKey: input.idempotencyKey,
        region: request.region,
        locale: request.locale,
        kind: request.target.kind,
        repId: request.target.kind === "rep" ? request.target.repId : null,
        categoryCode: request.target.kind === "category" ? request.target.line : null,
        userId: request.userId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        postalCode: input.postalCode,
        message: input.message,
      })
      // A concurrent submit of the same form got there first: that request is the one.
      .onConflictDoNothing({ target: contactRequests.idempotencyKey })
      .returning({ reference: contactRequests.reference });
    if (inserted.length === 0) return false;
    for (const mail of request.mails(reference)) await enqueueMail(tx, mail);
    return true;
  });
  return created ? { ok: true, reference, created } : { ok: true, reference: (await referenceForKey(db, input.idempotencyKey))!, created: false };
}
