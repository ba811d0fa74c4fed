/**
 * `GET /{region}/staff/sample-orders/export.csv` and `…/contact-requests/export.csv`: the list's
 * rows under the same filters as the page, as CSV in the staff member's language (a resource
 * route). The export is audited: who took which visitors' data, and when.
 */
import type { Route } from "./+types/staff-export";
import { orderFiltersOf, requestFiltersOf, type RequestKind, type RequestStatus } from "../../../core/staff/staff-filters";
import type { OrderStatus } from "../../../core/samples/order-status";
import { staffRequest } from "../../staff/require-staff.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, services, user } = staffRequest(context, request);
  const { t } = page;
  const query = new URL(request.url).searchParams;
  const day = new Date().toISOString().slice(0, 10);
  if (page.entry.id === "staff.orders.csv") {
    const { region, status } = orderFiltersOf(query);
    const header = [t("staff.reference"), t("staff.date"), t("staff.region"), t("staff.name"), t("staff.email"), t("staff.country"), t("staff.items"), t("staff.status")];
    const csv = await services.staff.ordersCsv({ region, status }, { header, status: (s) => t(`orderStatus.${s as OrderStatus}`) }, user.id);
    return download(csv, `sample-orders-${day}.csv`);
  }
  const { region, status, kind } = requestFiltersOf(query);
  const header = [t("staff.reference"), t("staff.date"), t("staff.region"), t("staff.kind"), t("staff.topic"), t("staff.name"), t("staff.email"), t("staff.phone"), t("staff.company"), t("staff.postalCode"), t("staff.status"), t("staff.message")];
  const labels = { header, status: (s: string) => t(`requestStatus.${s as RequestStatus}`), kind: (k: string) => t(`requestKind.${k as RequestKind}`) };
  return download(await services.staff.requestsCsv({ region, status, kind }, labels, user.id), `contact-requests-${day}.csv`);
}

/** Downloads are read, never posted to. */
export function action(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
}

function download(body: string, filename: string): Response {
  return new Response(body, { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` } });
}
