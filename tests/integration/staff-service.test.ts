/**
 * What staff do with orders and contact requests, on every engine: filtered lists, transitions
 * that write status, history, mail and audit together or not at all, a concurrent double click
 * applied once, request statuses, and CSV exports that are formula-safe and audited.
 */
import { eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { auditLog, contactRequests, mailOutbox, orderTransitions, sampleOrders } from "../../server/db/schema";
import { StaffService } from "../../server/staff/staff-service";
import { setRole } from "../../server/staff/staff-roles";
import { ENGINES } from "../support/databases";
import { insertContactRequest, insertOrder, insertUser } from "../support/staff-fixtures";

const ORIGIN = "https://surfaces.example";
const labels = { header: ["ref", "date", "region", "name", "email", "country", "items", "status"], status: (s: string) => s.toUpperCase() };

for (const engine of ENGINES) {
  describe(`staff service on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let staff: StaffService;
    let mails = 0;
    let actorId: string;

    beforeAll(async () => {
      ({ handle, dispose } = await engine.open());
      staff = new StaffService(handle.db, () => mails++);
      actorId = (await insertUser(handle.db, { role: "staff", name: "Sam Staff" })).id;
    });
    afterAll(async () => dispose?.());

    const orderRow = async (reference: string) => (await handle.db.select().from(sampleOrders).where(eq(sampleOrders.reference, reference)))[0]!;
    const auditOf = async (targetId: string) => handle.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

    it("lists orders newest first, filtered by region and status, a bounded page at a time", async () => {
      const base = Date.now() - 3600_000;
      await insertOrder(handle.db, { region: "jp", reference: "SO-LIST-OLD", createdAt: new Date(base) });
      await insertOrder(handle.db, { region: "jp", reference: "SO-LIST-NEW", createdAt: new Date(base + 1000), items: 3 });
      await insertOrder(handle.db, { region: "jp", reference: "SO-LIST-SHIPPED", status: "shipped", createdAt: new Date(base + 2000) });
      const jp = await staff.orders({ region: "jp", status: "submitted", page: 1 });
      expect(jp.total).toBe(2);
      expect(jp.rows.map((r) => r.reference)).toEqual(["SO-LIST-NEW", "SO-LIST-OLD"]);
      expect(jp.rows[0]).toMatchObject({ itemCount: 3, status: "submitted", region: "jp", country: "GB" });
      expect((await staff.orders({ region: "jp", status: null, page: 1 })).total).toBe(3);
      expect((await staff.orders({ region: "jp", status: null, page: 2 })).rows).toEqual([]);
    });

    it("moves an order on in one transaction: status, history, the visitor's mail and the audit row", async () => {
      const { id, reference } = await insertOrder(handle.db, { status: "confirmed", locale: "de", name: "Grete <b>Graf</b>" });
      const before = mails;
      expect(await staff.transition({ reference, from: "confirmed", to: "shipped", actorId, origin: ORIGIN })).toEqual({ ok: true });
      expect((await orderRow(reference)).status).toBe("shipped");
      expect(mails).toBe(before + 1);
      const history = await handle.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, id));
      expect(history.at(-1)).toMatchObject({ fromStatus: "confirmed", toStatus: "shipped", actor: actorId });
      const [audit] = await auditOf(id);
      expect(audit).toMatchObject({ actor: actorId, action: "order.transition", targetType: "order", detail: { reference, from: "confirmed", to: "shipped" } });
      const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, (await orderRow(reference)).email));
      // In the order's language, with the reference and the new status; the name escaped in HTML.
      expect(mail!.subject).toBe(`Ihre Musterbestellung ${reference}: Versandt`);
      expect(mail!.textBody).toContain("Hallo Grete <b>Graf</b>");
      expect(mail!.htmlBody).toContain("Hallo Grete &#60;b&#62;Graf&#60;/b&#62;");
      expect(mail!.htmlBody).not.toContain("<b>Graf");
      // A guest follows the order with the link of the confirmation mail, the only one that opens it.
      expect(mail!.textBody).toContain("Der Link in Ihrer Bestellbestätigung zeigt die Bestellung");
      const detail = await staff.order(reference);
      expect(detail!.transitions.at(-1)).toMatchObject({ from: "confirmed", to: "shipped", actorName: "Sam Staff" });
    });

    it("sends an account holder's status mail with the link to their orders, in the order's region and language", async () => {
      const user = await insertUser(handle.db, { name: "Aiko Account" });
      const { reference } = await insertOrder(handle.db, { status: "submitted", region: "gl", locale: "de", userId: user.id });
      expect(await staff.transition({ reference, from: "submitted", to: "confirmed", actorId, origin: ORIGIN })).toEqual({ ok: true });
      const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, (await orderRow(reference)).email));
      expect(mail!.textBody).toContain(`in Ihrem Konto:\n${ORIGIN}/gl/account/orders?lang=de`);
      expect(mail!.htmlBody).toContain(`${ORIGIN}/gl/account/orders?lang=de`);
      expect(mail!.textBody).not.toContain("Bestellbestätigung");
    });

    it("refuses a move the status machine does not allow, and writes nothing", async () => {
      const { id, reference } = await insertOrder(handle.db, { status: "shipped" });
      for (const to of ["cancelled", "confirmed", "submitted", "nonsense"]) {
        expect(await staff.transition({ reference, from: "shipped", to, actorId, origin: ORIGIN })).toEqual({ ok: false, reason: "not-allowed" });
      }
      expect((await orderRow(reference)).status).toBe("shipped");
      expect(await auditOf(id)).toEqual([]);
      expect(await handle.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, id))).toHaveLength(2);
    });

    it("applies two simultaneous identical moves once", async () => {
      const { id, reference } = await insertOrder(handle.db);
      const outcomes = await Promise.all([0, 1, 2].map(() => staff.transition({ reference, from: "submitted", to: "confirmed", actorId, origin: ORIGIN })));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([
        { ok: false, reason: "changed", current: "confirmed" },
        { ok: false, reason: "changed", current: "confirmed" },
      ]);
      expect(await handle.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, id))).toHaveLength(2);
      expect(await auditOf(id)).toHaveLength(1);
      // Confirm and cancel at once: one wins, the other finds the order moved.
      const race = await insertOrder(handle.db);
      const both = await Promise.all(["confirmed", "cancelled"].map((to) => staff.transition({ reference: race.reference, from: "submitted", to, actorId, origin: ORIGIN })));
      expect(both.filter((o) => o.ok)).toHaveLength(1);
    });

    it("answers not-found for an unknown reference", async () => {
      expect(await staff.transition({ reference: "SO-NOPE", from: "submitted", to: "confirmed", actorId, origin: ORIGIN })).toEqual({ ok: false, reason: "not-found" });
    });

    it("lists contact requests by region, status and kind, and sets a status with an audit row", async () => {
      await insertContactRequest(handle.db, { region: "us", kind: "rep" });
      const { id, reference } = await insertContactRequest(handle.db, { region: "us", kind: "category" });
      expect((await staff.requests({ region: "us", status: "new", kind: "rep", page: 1 })).total).toBe(1);
      expect((await staff.requests({ region: "us", status: null, kind: null, page: 1 })).rows[0]).toMatchObject({ reference, categoryCode: "HIMACS_COLOR", repId: null });
      expect(await staff.setRequestStatus(reference, "in_progress", actorId)).toEqual({ ok: true, changed: true });
      expect(await staff.setRequestStatus(reference, "in_progress", actorId)).toEqual({ ok: true, changed: false });
      expect(await staff.setRequestStatus(reference, "archived", actorId)).toEqual({ ok: false, reason: "invalid" });
      expect((await handle.db.select().from(contactRequests).where(eq(contactRequests.id, id)))[0]!.status).toBe("in_progress");
      expect(await auditOf(id)).toMatchObject([{ action: "request.status", detail: { from: "new", to: "in_progress" } }]);
    });

    it("exports the filtered orders as formula-safe CSV and audits the export", async () => {
      await insertOrder(handle.db, { region: "ru", name: "=HYPERLINK(\"http://evil.example\")", notes: "x" });
      const csv = await staff.ordersCsv({ region: "ru", status: null }, labels, actorId);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const rows = parse(csv.slice(1)) as string[][];
      expect(rows[0]).toEqual(labels.header);
      expect(rows).toHaveLength(2);
      expect(rows[1]![3]).toBe("'=HYPERLINK(\"http://evil.example\")");
      expect(rows[1]![7]).toBe("SUBMITTED");
      const exports = await handle.db.select().from(auditLog).where(eq(auditLog.action, "orders.export"));
      expect(exports.at(-1)).toMatchObject({ actor: actorId, detail: { region: "ru", status: null, rows: 1 } });
    });

    it("grants and revokes the staff role with an audit row, and names an unknown email", async () => {
      const { id, email } = await insertUser(handle.db);
      expect(await setRole(handle.db, email.toUpperCase(), "staff", "cli")).toMatchObject({ ok: true, changed: true });
      expect(await setRole(handle.db, email, "staff", "cli")).toMatchObject({ ok: true, changed: false });
      expect(await setRole(handle.db, email, "visitor", "cli")).toMatchObject({ ok: true, changed: true });
      expect(await setRole(handle.db, "nobody@example.test", "staff", "cli")).toEqual({ ok: false, reason: "unknown-email" });
      expect((await auditOf(id)).map((row) => [row.actor, row.action])).toEqual([
        ["cli", "role.grant"],
        ["cli", "role.revoke"],
      ]);
    });
  });
}
