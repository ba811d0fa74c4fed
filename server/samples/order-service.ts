/**
 * Sample orders. `submit` stores an order in one transaction: the order, its lines (named as they
 * were when ordered), its first transition (null → submitted, by the visitor), the confirmation
 * mail in the outbox, and the ordered lines out of the cart. The form's idempotency key makes a
 * double click, a refresh or a retry land on the same order (decision 0034); the key is also the
 * order's secret link for guests, so only its SHA-256 is stored.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderTransitions, sampleOrderItems, sampleOrders } from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { addressKey } from "../security/address-key";
import { hit, type Limit } from "../security/rate-limit";
import { tokenHash } from "../security/tokens";
import { newOrderReference } from "../../core/samples/reference";
import type { CheckoutInput } from "../../core/samples/checkout-form";
import type { Region } from "../../core/regions/regions";
import type { OrderStatus } from "../../core/samples/order-status";
import type { CartOwner, SampleCartStore } from "./cart-store";

export interface OrderLine {
  contentId: string;
  itemNumber: string;
  name: string;
  option: string;
}

export interface SampleOrder {
  id: string;
  reference: string;
  region: string;
  locale: string;
  userId: string | null;
  status: OrderStatus;
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
  profession: string;
  notes: string;
  createdAt: Date;
  items: OrderLine[];
}

export interface SubmitRequest {
  region: Region;
  locale: string;
  owner: CartOwner;
  userId: string | null;
  input: CheckoutInput;
  /** The cart's lines with their names now (the route resolves them from the catalogue). */
  lines: OrderLine[];
  ip: string;
  /** The confirmation mail in the visitor's language, around the order's reference, link and the lines ordered. */
  mail(order: { reference: string; accessToken: string; lines: OrderLine[] }): Omit<OutgoingMail, "to">;
}

export type SubmitOutcome = { ok: true; reference: string; accessToken: string; replayed: boolean } | { ok: false; reason: "rate-limited"; retryAfter: number } | { ok: false; reason: "empty" };

/** Order submits per client address: generous for a sample desk, tight for a script. */
export const ORDER_LIMIT = (ip: string): Limit => ({ key: `samples:order:ip:${addressKey(ip)}`, max: 10, windowSeconds: 3600 });

const UNIQUE_VIOLATION = "23505";

/** Thrown inside the order's transaction to roll it back: the cart's lines were ordered meanwhile. */
class CartAlreadyOrdered extends Error {}

export class SampleOrderService {
  constructor(
    private readonly db: Database,
    private readonly carts: SampleCartStore,
    private readonly hooks: { onMail(): void } = { onMail() {} },
  ) {}

  async submit(request: SubmitRequest): Promise<SubmitOutcome> {
    const key = request.input.idempotencyKey;
    // A repeat of a stored order is answered before any limit: it creates nothing.
    const known = await this.referenceByKey(key);
    if (known) return { ok: true, reference: known, accessToken: key, replayed: true };
    const limit = await hit(this.db, ORDER_LIMIT(request.ip));
    if (limit.limited) return { ok: false, reason: "rate-limited", retryAfter: limit.retryAfter };
    if (request.lines.length === 0) return { ok: false, reason: "empty" };
    for (let attempt = 0; ; attempt++) {
      try {
        const stored = await this.store(request, newOrderReference(request.region)).catch((error: unknown) => {
          if (error instanceof CartAlreadyOrdered) return "empty" as const;
          throw error;
        });
        if (stored === "empty") return { ok: false, reason: "empty" };
        if (stored) this.hooks.onMail();
        const reference = stored ?? (await this.referenceByKey(key));
        if (!reference) throw new Error("An order's idempotency key conflicted but no order has it");
        return { ok: true, reference, accessToken: key, replayed: !stored };
      } catch (error) {
        // A reference drawn twice (1 in 600 million) is drawn again; a concurrent twin's key is found above.
        if (isUniqueViolation(error) && attempt < 3) {
          const twin = await this.referenceByKey(key);
          if (twin) return { ok: true, reference: twin, accessToken: key, replayed: true };
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * The new order's reference, or null when an order with this key already exists. The cart is
   * locked first, and only the lines still in it are ordered: two tabs sending one cart with
   * different keys wait for each other, and the second finds the cart emptied (CartAlreadyOrdered).
   */
  private async store(request: SubmitRequest, reference: string): Promise<string | null> {
    const { input } = request;
    const key = input.idempotencyKey;
    return this.db.transaction(async (tx) => {
      const cartId = await this.carts.lockCart(request.owner, tx);
      const id = randomUUID();
      const inserted = await tx
        .insert(sampleOrders)
        .values({
          id,
          reference,
          idempotencyKey: tokenHash(`order:${key}`),
          accessTokenHash: tokenHash(key),
          region: request.region,
          locale: request.locale,
          userId: request.userId,
          name: input.name,
          company: input.company,
          email: input.email,
          phone: input.phone,
          country: input.country,
          addressLine1: input.addressLine1,
          addressLine2: input.addressLine2,
          city: input.city,
          stateOrProvince: input.stateOrProvince,
          postalCode: input.postalCode,
          profession: input.profession,
          notes: input.notes,
          consentAt: new Date(),
        })
        .onConflictDoNothing({ target: sampleOrders.idempotencyKey })
        .returning({ id: sampleOrders.id });
      if (!inserted.length) return null;
      const inCart = cartId ? await this.carts.lines(request.owner, tx) : [];
      const lines = request.lines.filter((line) => inCart.some((held) => held.contentId === line.contentId && held.option === line.option));
      if (!lines.length) throw new CartAlreadyOrdered();
      await tx.insert(sampleOrderItems).values(lines.map((line, position) => ({ orderId: id, position, ...line })));
      await tx.insert(orderTransitions).values({ orderId: id, fromStatus: null, toStatus: "submitted", actor: "visitor" });
      await enqueueMail(tx, { to: input.email, ...request.mail({ reference, accessToken: key, lines }) });
      for (const line of lines) await this.carts.remove(request.owner, line, tx);
      return reference;
    });
  }

  private async referenceByKey(key: string): Promise<string | null> {
    const [row] = await this.db.select({ reference: sampleOrders.reference }).from(sampleOrders).where(eq(sampleOrders.idempotencyKey, tokenHash(`order:${key}`))).limit(1);
    return row?.reference ?? null;
  }

  /** The order a secret link opens (guests), or null. */
  async orderByAccessToken(token: string): Promise<SampleOrder | null> {
    const [row] = await this.db.select({ id: sampleOrders.id }).from(sampleOrders).where(eq(sampleOrders.accessTokenHash, tokenHash(token))).limit(1);
    return row ? orderById(this.db, row.id) : null;
  }

  /** A signed-in visitor's order by its reference, only if it is theirs. */
  async orderOfUser(userId: string, reference: string): Promise<SampleOrder | null> {
    const [row] = await this.db.select({ id: sampleOrders.id }).from(sampleOrders).where(and(eq(sampleOrders.reference, reference), eq(sampleOrders.userId, userId))).limit(1);
    return row ? orderById(this.db, row.id) : null;
  }

  ordersOfUser(userId: string): Promise<SampleOrder[]> {
    return listOrders(this.db, { userId });
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return false;
}

const ORDER_COLUMNS = {
  id: sampleOrders.id,
  reference: sampleOrders.reference,
  region: sampleOrders.region,
  locale: sampleOrders.locale,
  userId: sampleOrders.userId,
  status: sampleOrders.status,
  name: sampleOrders.name,
  company: sampleOrders.company,
  email: sampleOrders.email,
  phone: sampleOrders.phone,
  country: sampleOrders.country,
  addressLine1: sampleOrders.addressLine1,
  addressLine2: sampleOrders.addressLine2,
  city: sampleOrders.city,
  stateOrProvince: sampleOrders.stateOrProvince,
  postalCode: sampleOrders.postalCode,
  profession: sampleOrders.profession,
  notes: sampleOrders.notes,
  createdAt: sampleOrders.createdAt,
};

/** One order with its lines, by id (for staff pages and other services). */
export async function orderById(db: Database, id: string): Promise<SampleOrder | null> {
  const [order] = await listOrders(db, { ids: [id] });
  return order ?? null;
}

/** Orders newest first, with their lines: of a user, of a region (and status), or by ids. At most `limit` (200). */
export async function listOrders(db: Database, filter: { userId?: string; region?: string; status?: OrderStatus; ids?: string[]; limit?: number }): Promise<SampleOrder[]> {
  const conditions = [
    filter.userId !== undefined ? eq(sampleOrders.userId, filter.userId) : undefined,
    filter.region !== undefined ? eq(sampleOrders.region, filter.region) : undefined,
    filter.status !== undefined ? eq(sampleOrders.status, filter.status) : undefined,
    filter.ids !== undefined ? inArray(sampleOrders.id, filter.ids) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select(ORDER_COLUMNS)
    .from(sampleOrders)
    .where(and(...conditions))
    .orderBy(desc(sampleOrders.createdAt), desc(sampleOrders.id))
    .limit(Math.min(filter.limit ?? 200, 200));
  if (!rows.length) return [];
  const items = await db.select().from(sampleOrderItems).where(inArray(sampleOrderItems.orderId, rows.map((row) => row.id))).orderBy(asc(sampleOrderItems.orderId), asc(sampleOrderItems.position));
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    items: items.filter((item) => item.orderId === row.id).map(({ contentId, itemNumber, name, option }) => ({ contentId, itemNumber, name, option })),
  }));
}
