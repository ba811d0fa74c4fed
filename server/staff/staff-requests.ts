/** Contact requests as staff see and handle them: filtered lists, one request, a status change. */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactRequests } from "../db/schema";
import { STAFF_PAGE_SIZE, isRequestStatus, type RequestFilters } from "../../core/staff/staff-filters";
import { recordAudit } from "./audit";

export interface RequestRow {
  reference: string;
  createdAt: Date;
  region: string;
  kind: string;
  /** The rep written to, or the product line whose team it went to. */
  repId: string | null;
  categoryCode: string | null;
  name: string;
  email: string;
  status: string;
}

function whereOf(filters: Pick<RequestFilters, "region" | "status" | "kind">): SQL | undefined {
  const conditions = [
    filters.region ? eq(contactRequests.region, filters.region) : undefined,
    filters.status ? eq(contactRequests.status, filters.status) : undefined,
    filters.kind ? eq(contactRequests.kind, filters.kind) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const ROW = {
  reference: contactRequests.reference,
  createdAt: contactRequests.createdAt,
  region: contactRequests.region,
  kind: contactRequests.kind,
  repId: contactRequests.repId,
  categoryCode: contactRequests.categoryCode,
  name: contactRequests.name,
  email: contactRequests.email,
  status: contactRequests.status,
};

export async function listRequests(db: Database, filters: RequestFilters): Promise<{ rows: RequestRow[]; total: number }> {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db.select(ROW).from(contactRequests).where(where).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id)).limit(STAFF_PAGE_SIZE).offset((filters.page - 1) * STAFF_PAGE_SIZE),
    db.select({ n: count() }).from(contactRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function exportRequests(db: Database, filters: Pick<RequestFilters, "region" | "status" | "kind">, limit: number) {
  return db
    .select({ ...ROW, phone: contactRequests.phone, company: contactRequests.company, postalCode: contactRequests.postalCode, message: contactRequests.message })
    .from(contactRequests)
    .where(whereOf(filters))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(limit);
}

export async function requestDetail(db: Database, reference: string) {
  const [request] = await db.select().from(contactRequests).where(eq(contactRequests.reference, reference)).limit(1);
  return request ?? null;
}
export type RequestDetail = NonNullable<Awaited<ReturnType<typeof requestDetail>>>;

export type RequestStatusOutcome = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "invalid" };

/** Sets a request's status, audited. Setting the status it already has writes nothing. */
export async function setRequestStatus(db: Database, reference: string, status: string, actorId: string): Promise<RequestStatusOutcome> {
  if (!isRequestStatus(status)) return { ok: false, reason: "invalid" };
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: contactRequests.id, status: contactRequests.status }).from(contactRequests).where(eq(contactRequests.reference, reference)).for("update").limit(1);
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.status === status) return { ok: true, changed: false } as const;
    await tx.update(contactRequests).set({ status, updatedAt: new Date() }).where(eq(contactRequests.id, current.id));
    await recordAudit(tx, { actor: actorId, action: "request.status", targetType: "contact_request", targetId: current.id, detail: { reference, from: current.status, to: status } });
    return { ok: true, changed: true } as const;
  });
}
