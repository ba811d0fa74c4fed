import { Form, Link, useActionData } from "react-router";
import { addressLines } from "../../../core/samples/address-lines";
import type { Route } from "./+types/order-page";
import type { REGIONS } from "../../../core/regions/regions";
import { nextStatuses, type OrderStatus } from "../../../core/samples/order-status";
import { pageData } from "../../routing/page-data.server";
import { pageMeta } from "../../routing/page-meta";
import { redirectToNotFound, redirectToSitePath } from "../../routing/redirect";
import { useT } from "../../i18n/use-i18n";
import { failure, readForm } from "../../forms/form-action.server";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";
import { staffRequest } from "../../staff/require-staff.server";
import { staffDateFormat, staffHref, staffNav } from "../../staff/staff-links.server";
import { StaffNav } from "../../staff/StaffNav";
import { StatusBadge } from "../../staff/StatusBadge";
import { StaffErrorBoundary } from "../../staff/StaffErrorBoundary";
import { OrderFacts } from "../../staff/OrderFacts";
import "../../staff/staff.css";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { page, visitor, services } = staffRequest(context, request);
  const detail = await services.staff.order(params.reference);
  if (!detail) throw redirectToNotFound(page.region, page.locale);
  const { order, items, transitions } = detail;
  const date = staffDateFormat(page.locale);
  const done = new URL(request.url).searchParams.get("done");
  return {
    page: pageData(page, { heading: page.t("staff.orderHeading", { reference: order.reference }) }),
    nav: staffNav(page, "sample-orders"),
    listHref: staffHref(page, "sample-orders"),
    csrf: visitor.csrfToken,
    done: done === order.status ? (done as OrderStatus) : null,
    order: {
      reference: order.reference,
      status: order.status as OrderStatus,
      createdAt: date.format(order.createdAt),
      region: order.region as (typeof REGIONS)[number],
      locale: order.locale,
      contact: { name: order.name, company: order.company, email: order.email, phone: order.phone, profession: order.profession },
      // The contact (name, company) is shown on its own above.
      address: addressLines({ ...order, name: null, company: null }, page.locale),
      notes: order.notes,
    },
    items: items.map((item) => ({ position: item.position, itemNumber: item.itemNumber, name: item.name, option: item.option })),
    transitions: transitions.map((row) => ({ at: date.format(row.at), from: row.from as OrderStatus | null, to: row.to as OrderStatus, actor: row.actorName ?? actorLabel(page.t, row.actor) })),
    next: nextStatuses(order.status),
  };
}

/** Transitions not made by a user name who made them: the visitor (checkout) or the system. */
function actorLabel(t: (key: "staff.actor.visitor" | "staff.actor.system") => string, actor: string): string {
  return actor === "visitor" ? t("staff.actor.visitor") : t("staff.actor.system");
}

/** One intent: move the order to one of its next statuses (core/samples/order-status.ts). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { page, services, user } = staffRequest(context, request);
  const { intent, fields } = await readForm(request);
  if (intent !== "transition") return failure(intent, fields, { form: "form.error.invalid" });
  const outcome = await services.staff.transition({ reference: params.reference, from: fields.from ?? "", to: fields.to ?? "", actorId: user.id, origin: page.origin });
  if (outcome.ok) return redirectToSitePath(staffHref(page, "sample-orders", params.reference, new URLSearchParams({ done: fields.to ?? "" })), 303);
  if (outcome.reason === "not-found") throw redirectToNotFound(page.region, page.locale);
  return failure(intent, fields, { form: outcome.reason === "changed" ? "staff.error.changed" : "staff.error.notAllowed" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const ErrorBoundary = StaffErrorBoundary;

export default function StaffOrderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, nav, listHref, csrf, done, order, items, transitions, next } = loaderData;
  const statusLabel = (status: OrderStatus) => t(`orderStatus.${status}`);
  return (
    <div className="page staff-page">
      <p className="staff-back">
        <Link to={listHref}>{t("staff.backToOrders")}</Link>
      </p>
      <div className="staff-title">
        <h1>{page.heading}</h1>
        <StatusBadge status={order.status} label={statusLabel(order.status)} />
      </div>
      <StaffNav items={nav} />
      {done ? (
        <p className="form-notice" role="status">
          {t("staff.orderMoved", { status: statusLabel(done) })}
        </p>
      ) : null}
      <section className="staff-card staff-actions" aria-labelledby="actions-heading">
        <h2 id="actions-heading">{t("staff.nextStep")}</h2>
        {next.length ? (
          <Form method="post" reloadDocument className="staff-actions__form">
            <FormErrors errors={result?.errors} />
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="transition" />
            <input type="hidden" name="from" value={order.status} />
            <div className="staff-actions__buttons">
              {next.map((status) => (
                <button key={status} type="submit" name="to" value={status} className={status === "cancelled" ? "button button--secondary" : "button button--primary"}>
                  {t(`staff.moveTo.${status}`)}
                </button>
              ))}
            </div>
          </Form>
        ) : (
          <p>{t("staff.finalStatus")}</p>
        )}
      </section>
      <OrderFacts order={order} />
      <section className="staff-card" aria-labelledby="items-heading">
        <h2 id="items-heading">{t("staff.itemCount", { count: items.length })}</h2>
        <ol className="staff-items">
          {items.map((item) => (
            <li key={item.position}>
              <span className="staff-items__name">{item.name}</span> <span className="staff-muted">{item.itemNumber}</span>
              {item.option ? <span className="staff-muted"> · {item.option}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="staff-card" aria-labelledby="history-heading">
        <h2 id="history-heading">{t("staff.history")}</h2>
        <ol className="staff-history">
          {transitions.map((row, i) => (
            <li key={i}>
              <span className="staff-muted">{row.at}</span>{" "}
              {row.from ? t("staff.historyMove", { from: statusLabel(row.from), to: statusLabel(row.to), actor: row.actor }) : t("staff.historyStart", { to: statusLabel(row.to), actor: row.actor })}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
