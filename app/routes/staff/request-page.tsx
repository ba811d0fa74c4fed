import { Form, Link, useActionData } from "react-router";
import { requestTopic } from "../../staff/request-topic.server";
import { ContactCard } from "../../staff/OrderFacts";
import type { Route } from "./+types/request-page";
import type { REGIONS } from "../../../core/regions/regions";
import { REQUEST_STATUSES, type RequestKind, type RequestStatus } from "../../../core/staff/staff-filters";
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
import "../../staff/staff.css";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { page, visitor, services } = staffRequest(context, request);
  const found = await services.staff.request(params.reference);
  if (!found) throw redirectToNotFound(page.region, page.locale);
  const date = staffDateFormat(page.locale);
  return {
    page: pageData(page, { heading: page.t("staff.requestHeading", { reference: found.reference }) }),
    nav: staffNav(page, "contact-requests"),
    listHref: staffHref(page, "contact-requests"),
    csrf: visitor.csrfToken,
    saved: new URL(request.url).searchParams.get("done") === "status",
    request: {
      reference: found.reference,
      status: found.status as RequestStatus,
      kind: found.kind as RequestKind,
      topic: await requestTopic(services.reps, page.t, found),
      createdAt: date.format(found.createdAt),
      region: found.region as (typeof REGIONS)[number],
      locale: found.locale,
      name: found.name,
      email: found.email,
      phone: found.phone,
      company: found.company,
      postalCode: found.postalCode,
      message: found.message,
    },
  };
}

/** One intent: set the request's status (new, in progress, closed), audited. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { page, services, user } = staffRequest(context, request);
  const { intent, fields } = await readForm(request);
  if (intent !== "status") return failure(intent, fields, { form: "form.error.invalid" });
  const outcome = await services.staff.setRequestStatus(params.reference, fields.status ?? "", user.id);
  if (outcome.ok) return redirectToSitePath(staffHref(page, "contact-requests", params.reference, new URLSearchParams({ done: "status" })), 303);
  if (outcome.reason === "not-found") throw redirectToNotFound(page.region, page.locale);
  return failure(intent, fields, { status: "form.error.invalid" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const ErrorBoundary = StaffErrorBoundary;

export default function StaffRequestPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, nav, listHref, csrf, saved, request } = loaderData;
  const facts: [string, string][] = [
    [t("staff.date"), request.createdAt],
    [t("staff.kind"), t(`requestKind.${request.kind}`)],
    [t("staff.topic"), request.topic],
    [t("staff.region"), t(`region.${request.region}`)],
    [t("staff.language"), request.locale],
    [t("staff.name"), request.name],
    [t("staff.company"), request.company],
    [t("staff.email"), request.email],
    [t("staff.phone"), request.phone],
    [t("staff.postalCode"), request.postalCode],
  ];
  return (
    <div className="page staff-page">
      <p className="staff-back">
        <Link to={listHref}>{t("staff.backToRequests")}</Link>
      </p>
      <div className="staff-title">
        <h1>{page.heading}</h1>
        <StatusBadge status={request.status} label={t(`requestStatus.${request.status}`)} />
      </div>
      <StaffNav items={nav} />
      {saved ? (
        <p className="form-notice" role="status">
          {t("staff.requestSaved")}
        </p>
      ) : null}
      <section className="staff-card staff-actions" aria-labelledby="status-heading">
        <h2 id="status-heading">{t("staff.status")}</h2>
        <Form method="post" reloadDocument className="staff-actions__form staff-actions__inline">
          <FormErrors errors={result?.errors} />
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="status" />
          <div className="field staff-filter">
            <label htmlFor="request-status">{t("staff.setStatus")}</label>
            <select id="request-status" name="status" defaultValue={request.status} aria-invalid={result?.errors.status ? true : undefined}>
              {REQUEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`requestStatus.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t("staff.save")}
          </button>
        </Form>
      </section>
      <div className="staff-columns">
        <ContactCard facts={facts} />
        <section className="staff-card" aria-labelledby="message-heading">
          <h2 id="message-heading">{t("staff.message")}</h2>
          <p className="staff-notes">{request.message}</p>
        </section>
      </div>
    </div>
  );
}
