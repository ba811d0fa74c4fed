import type { SampleOrder } from "../../server/samples/order-service";
import { countryName } from "../../core/regions/country-names";
import type { OrderViewData } from "./OrderView";

/** What an order page shows of an order: no email, phone or notes travel to the page. */
export function toOrderView(order: SampleOrder, locale: string): OrderViewData {
  return {
    reference: order.reference,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    items: order.items.map(({ name, itemNumber, option }) => ({ name, itemNumber, option })),
    address: [order.name, order.company, order.addressLine1, order.addressLine2, `${order.postalCode} ${order.city}`, order.stateOrProvince, countryName(locale, order.country)].filter(Boolean),
  };
}
