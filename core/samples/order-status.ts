/**
 * The life of a sample order: submitted by the visitor, then moved on by staff. Pure data and
 * functions, shared by the staff pages (which buttons to show) and the service (what to refuse).
 */
export const ORDER_STATUSES = ["submitted", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next; delivered and cancelled are final. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  submitted: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to (none for an unknown status). */
export function nextStatuses(from: string): readonly OrderStatus[] {
  return isOrderStatus(from) ? NEXT[from] : [];
}

export function canTransition(from: string, to: string): boolean {
  return isOrderStatus(to) && nextStatuses(from).includes(to);
}

export function isFinal(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}
