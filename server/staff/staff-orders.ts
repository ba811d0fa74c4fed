/**
 * Sample orders as staff see and move them. Reads are filtered by region and status, newest
 * first; a transition is one transaction (status, history row, the visitor's mail, audit row).
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderTransitions, sampleOrderItems, sampleOrders, users } from "../db/schema";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { canTransition, type OrderStatus } from "../../core/samples/order-status";
import { STAFF_PAGE_SIZE, type OrderFilters } from "../../core/staff/staff-filters";
import { recordAudit } from "./audit";

export interface OrderRow {
  reference: string;
  createdAt: Date;
  name: string;
  email: string;
  country: string;
  region: string;
  itemCount: number;
  status: string;
}

const itemCount = sql<number>`(select count(*)::int from ${sampleOrderItems} where ${sampleOrderItems.orderId} = ${sampleOrders.id})`;

function whereOf(filters: Pick<OrderFilters, "region" | "status">): SQL | undefined {
  const conditions = [filters.region ? eq(sampleOrders.region, filters.region) : undefined, filters.status ? eq(sampleOrders.status, filters.status) : undefined];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const ROW = {
  reference: sampleOrders.reference,
  createdAt: sampleOrders.createdAt,
  name: sampleOrders.name,
  email: sampleOrders.email,
  country: sampleOrders.country,
  region: sampleOrders.region,
  itemCount,
  status: sampleOrders.status,
};

export async function listOrders(db: Database, filters: OrderFilters): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db.select(ROW).from(sampleOrders).where(where).orderBy(desc(sampleOrders.createdAt), desc(sampleOrders.id)).limit(STAFF_PAGE_SIZE).offset((filters.page - 1) * STAFF_PAGE_SIZE),
    db.select({ n: count() }).from(sampleOrders).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })), total: Number(total?.n ?? 0) };
}

/** Every order the filters match, newest first, for the CSV export (bounded: `limit`). */
export async function exportOrders(db: Database, filters: Pick<OrderFilters, "region" | "status">, limit: number): Promise<OrderRow[]> {
  const rows = await db.select(ROW).from(sampleOrders).where(whereOf(filters)).orderBy(desc(sampleOrders.createdAt), desc(sampleOrders.id)).limit(limit);
  return rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) }));
}

export async function orderDetail(db: Database, reference: string) {
  const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.reference, reference)).limit(1);
  if (!order) return null;
  const [items, transitions] = await Promise.all([
    db.select().from(sampleOrderItems).where(eq(sampleOrderItems.orderId, order.id)).orderBy(asc(sampleOrderItems.position)),
    db
      .select({ at: orderTransitions.at, from: orderTransitions.fromStatus, to: orderTransitions.toStatus, actor: orderTransitions.actor, actorName: users.name })
      .from(orderTransitions)
      .leftJoin(users, eq(users.id, orderTransitions.actor))
      .where(eq(orderTransitions.orderId, order.id))
      .orderBy(asc(orderTransitions.at), asc(orderTransitions.id)),
  ]);
  return { order, items, transitions };
}
export type OrderDetail = NonNullable<Awaited<ReturnType<typeof orderDetail>>>;

/** What the visitor's status mail is about: the order as it is after the move. */
export interface StatusMailOrder {
  reference: string;
  name: string;
  region: string;
  locale: string;
  status: OrderStatus;
  /** Placed while signed in: the account's order list shows it (a guest's link is in their confirmation mail). */
  accountHolder: boolean;
}

export interface TransitionRequest {
  reference: string;
  /** The status the staff member saw when they chose the move. */
  from: string;
  to: string;
  actorId: string;
  /** The visitor's mail, in the order's language. */
  compose(order: StatusMailOrder): Omit<OutgoingMail, "to">;
}

export type TransitionOutcome = { ok: true } | { ok: false; reason: "not-found" | "not-allowed" | "changed"; current?: string };

/**
 * Moves an order on. The update is guarded by the expected current status, so two staff members
 * clicking at once apply the move once: the second finds the status changed and writes nothing.
 */
export async function transitionOrder(db: Database, request: TransitionRequest): Promise<TransitionOutcome> {
  if (!canTransition(request.from, request.to)) return { ok: false, reason: "not-allowed" };
  const to = request.to as OrderStatus;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(sampleOrders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(sampleOrders.reference, request.reference), eq(sampleOrders.status, request.from)))
      .returning({ id: sampleOrders.id, reference: sampleOrders.reference, name: sampleOrders.name, email: sampleOrders.email, region: sampleOrders.region, locale: sampleOrders.locale, userId: sampleOrders.userId });
    if (!order) {
      const [current] = await tx.select({ status: sampleOrders.status }).from(sampleOrders).where(eq(sampleOrders.reference, request.reference)).limit(1);
      return current ? ({ ok: false, reason: "changed", current: current.status } as const) : ({ ok: false, reason: "not-found" } as const);
    }
    await tx.insert(orderTransitions).values({ orderId: order.id, fromStatus: request.from, toStatus: to, actor: request.actorId });
    await enqueueMail(tx, { to: order.email, ...request.compose({ reference: order.reference, name: order.name, region: order.region, locale: order.locale, status: to, accountHolder: order.userId !== null }) });
    await recordAudit(tx, { actor: request.actorId, action: "order.transition", targetType: "order", targetId: order.id, detail: { reference: order.reference, from: request.from, to } });
    return { ok: true } as const;
  });
}
