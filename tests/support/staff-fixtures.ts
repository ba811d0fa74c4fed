/**
 * Rows the staff pages work on, written straight into a database: the checkout and the contact
 * forms that make them live on other branches, and an account made here needs no mailed
 * verification. Every helper takes the Drizzle handle of a test's own database.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../../server/db/client";
import * as OTPAuth from "otpauth";
import { contactRequests, orderTransitions, sampleOrderItems, sampleOrders, sessions, twoFactors, users } from "../../server/db/schema";
import { hashPassword } from "../../server/accounts/passwords";
import { newToken, tokenHash } from "../../server/security/tokens";
import { SESSION_ABSOLUTE_SECONDS } from "../../server/accounts/sessions";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A verified account. Staff get a second factor turned on (the staff pages require one), unless
 * `twoFactor: false`; its secret is returned, for `totpCode`.
 */
export async function insertUser(db: Database, options: { email?: string; name?: string; role?: string; password?: string; twoFactor?: boolean } = {}) {
  const id = randomUUID();
  const email = options.email ?? `person.${unique()}@example.test`;
  // A real hash only when the test signs in through the form; argon2 costs time.
  const passwordHash = options.password ? await hashPassword(options.password) : "unused-hash";
  await db.insert(users).values({ id, email, name: options.name ?? "Sam Staff", passwordHash, role: options.role ?? "visitor", emailVerifiedAt: new Date() });
  const secret = options.twoFactor ?? options.role === "staff" ? await insertFactor(db, id) : null;
  return { id, email, secret };
}

/** A second factor already confirmed (no recovery codes); returns its base32 secret. */
export async function insertFactor(db: Database, userId: string): Promise<string> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db.insert(twoFactors).values({ userId, secret, enabledAt: new Date() });
  return secret;
}

/** The code an authenticator app shows for `secret`, `steps` time steps of 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: 30, digits: 6, algorithm: "SHA1" }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A session whose sign-in happened `signedInMinutesAgo` ago; its cookie value is `token`. */
export async function insertSession(db: Database, userId: string, signedInMinutesAgo = 0) {
  const token = newToken();
  const signedIn = new Date(Date.now() - signedInMinutesAgo * 60_000);
  await db.insert(sessions).values({ idHash: tokenHash(token), userId, createdAt: signedIn, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000) });
  return token;
}

export interface OrderFixture {
  reference?: string;
  status?: string;
  region?: string;
  locale?: string;
  name?: string;
  email?: string;
  notes?: string;
  country?: string;
  createdAt?: Date;
  items?: number;
  /** The account that placed the order (none: a guest's). */
  userId?: string;
}

/** An order as the checkout writes it: items, and the first transition (none → submitted, by the visitor). */
export async function insertOrder(db: Database, fixture: OrderFixture = {}) {
  const id = randomUUID();
  const reference = fixture.reference ?? `SO-${unique().toUpperCase()}`;
  const createdAt = fixture.createdAt ?? new Date();
  await db.insert(sampleOrders).values({
    id,
    reference,
    idempotencyKey: randomUUID(),
    accessTokenHash: tokenHash(newToken()),
    region: fixture.region ?? "gl",
    locale: fixture.locale ?? "en",
    userId: fixture.userId ?? null,
    status: fixture.status ?? "submitted",
    name: fixture.name ?? "Vera Visitor",
    company: "Studio Nord",
    email: fixture.email ?? `visitor.${unique()}@example.test`,
    phone: "+44 20 7946 0000",
    country: fixture.country ?? "GB",
    addressLine1: "1 Quarry Lane",
    city: "London",
    postalCode: "N1 9GU",
    profession: "Architect",
    notes: fixture.notes ?? "",
    consentAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  });
  const items = Array.from({ length: fixture.items ?? 2 }, (_, position) => ({ orderId: id, position, contentId: `1010026${position}`, itemNumber: `S-10${position}`, name: `Arctic White ${position + 1}`, option: "" }));
  if (items.length) await db.insert(sampleOrderItems).values(items);
  await db.insert(orderTransitions).values({ orderId: id, fromStatus: null, toStatus: "submitted", actor: "visitor", at: createdAt });
  if (fixture.status && fixture.status !== "submitted") await db.insert(orderTransitions).values({ orderId: id, fromStatus: "submitted", toStatus: fixture.status, actor: "system", at: createdAt });
  return { id, reference };
}

export async function insertContactRequest(db: Database, fixture: { region?: string; status?: string; kind?: "rep" | "category"; name?: string; message?: string; createdAt?: Date } = {}) {
  const id = randomUUID();
  const reference = `CR-${unique().toUpperCase()}`;
  const kind = fixture.kind ?? "category";
  await db.insert(contactRequests).values({
    id,
    reference,
    idempotencyKey: randomUUID(),
    region: fixture.region ?? "gl",
    locale: "en",
    kind,
    // A rep of the seed list (US north-east), so pages can name them.
    repId: kind === "rep" ? "us-northeast-surfaces" : null,
    categoryCode: kind === "category" ? "HIMACS_COLOR" : null,
    status: fixture.status ?? "new",
    name: fixture.name ?? "Carla Contact",
    email: `contact.${unique()}@example.test`,
    message: fixture.message ?? "Please call me about a kitchen project.",
    createdAt: fixture.createdAt ?? new Date(),
  });
  return { id, reference };
}
