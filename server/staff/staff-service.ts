/**
 * What staff pages ask of the database, in one service the server creates (server/main.ts) and
 * the routes reach through the app context. Every write is audited in its own transaction.
 */
import type { Database } from "../db/client";
import type { OrderFilters, RequestFilters } from "../../core/staff/staff-filters";
import { recordAudit } from "./audit";
import { EXPORT_LIMIT, ordersCsv, requestsCsv, type CsvLabels } from "./staff-csv";
import { exportOrders, listOrders, orderDetail, transitionOrder, type TransitionOutcome } from "./staff-orders";
import { exportRequests, listRequests, requestDetail, setRequestStatus } from "./staff-requests";
import { orderStatusMail } from "./order-status-mail";

type Filters<F> = Omit<F, "page">;

export class StaffService {
  constructor(
    private readonly db: Database,
    /** Called once a mail is in the outbox, to send it soon. */
    private readonly onMail: () => void = () => {},
  ) {}

  orders(filters: OrderFilters) {
    return listOrders(this.db, filters);
  }

  order(reference: string) {
    return orderDetail(this.db, reference);
  }

  /** `origin`: the site's public origin, for the link in the visitor's mail. */
  async transition(input: { reference: string; from: string; to: string; actorId: string; origin: string }): Promise<TransitionOutcome> {
    const { origin, ...move } = input;
    const outcome = await transitionOrder(this.db, { ...move, compose: (order) => orderStatusMail(order, origin) });
    if (outcome.ok) this.onMail();
    return outcome;
  }

  requests(filters: RequestFilters) {
    return listRequests(this.db, filters);
  }

  request(reference: string) {
    return requestDetail(this.db, reference);
  }

  setRequestStatus(reference: string, status: string, actorId: string) {
    return setRequestStatus(this.db, reference, status, actorId);
  }

  /** The orders the filters match as CSV; the export itself is audited (who took which data). */
  async ordersCsv(filters: Filters<OrderFilters>, labels: CsvLabels, actorId: string): Promise<string> {
    const rows = await exportOrders(this.db, filters, EXPORT_LIMIT);
    await recordAudit(this.db, { actor: actorId, action: "orders.export", targetType: "orders", targetId: "csv", detail: { ...filters, rows: rows.length } });
    return ordersCsv(rows, labels);
  }

  async requestsCsv(filters: Filters<RequestFilters>, labels: CsvLabels & { kind(kind: string): string }, actorId: string): Promise<string> {
    const rows = await exportRequests(this.db, filters, EXPORT_LIMIT);
    await recordAudit(this.db, { actor: actorId, action: "requests.export", targetType: "contact_requests", targetId: "csv", detail: { ...filters, rows: rows.length } });
    return requestsCsv(rows, labels);
  }
}
