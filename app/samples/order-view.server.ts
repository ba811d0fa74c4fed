import type { SampleOrder } from "../../server/samples/order-service";
import { addressLines } from "../../core/samples/address-lines";
import type { OrderViewData } from "./OrderView";

/** What an order page shows of an order: no email, phone or notes travel to the page. */
export function toOrderView(order: SampleOrder, locale: string): OrderViewData {
  return {
    reference: order.reference,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    items: order.items.map(({ name, itemNumber, option }) => ({ name, itemNumber, option })),
    address: addressLines(order, locale),
  };
}
