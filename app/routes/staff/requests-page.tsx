import type { Route } from "./+types/requests-page";
import { requestTopic } from "../../staff/request-topic.server";
import { REGIONS } from "../../../core/regions/regions";
import { REQUEST_KINDS, REQUEST_STATUSES, STAFF_MAX_PAGE, STAFF_PAGE_SIZE, filterQuery, requestFiltersOf, type RequestKind, type RequestStatus } from "../../../core/staff/staff-filters";
import { pageData } from "../../routing/page-data.server";
import { pageMeta } from "../../routing/page-meta";
import { useT } from "../../i18n/use-i18n";
import { staffRequest } from "../../staff/require-staff.server";
import { exportHref, pagerOf, staffDateFormat, staffHref, staffNav } from "../../staff/staff-links.server";
import { StatusBadge } from "../../staff/StatusBadge";
import { FilterSelect } from "../../staff/FilterSelect";
import { StaffList } from "../../staff/StaffList";
import { StaffErrorBoundary } from "../../staff/StaffErrorBoundary";
import "../../staff/staff.css";

/** `?region=&status=&kind=&page=`: every region's contact requests, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, services } = staffRequest(context, request);
  const filters = requestFiltersOf(new URL(request.url).searchParams);
  const { rows, total } = await services.staff.requests(filters);
  const date = staffDateFormat(page.locale);
  return {
    page: pageData(page),
    nav: staffNav(page, "contact-requests"),
    filters: { region: filters.region, status: filters.status, kind: filters.kind },
    total,
    pager: pagerOf(filters.page, total, STAFF_PAGE_SIZE, STAFF_MAX_PAGE, (n) => staffHref(page, "contact-requests", undefined, filterQuery(filters, n))),
    exportHref: exportHref(page, "contact-requests", filterQuery(filters)),
    rows: await Promise.all(rows.map(async (row) => ({ ...row, topic: await requestTopic(services.reps, page.t, row), createdAt: date.format(row.createdAt), href: staffHref(page, "contact-requests", row.reference) }))),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const ErrorBoundary = StaffErrorBoundary;

export default function StaffRequestsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, nav, filters, total, pager, rows, exportHref } = loaderData;
  return (
    <StaffList
      heading={page.heading}
      nav={nav}
      filters={
        <>
          <FilterSelect name="region" label={t("staff.region")} allLabel={t("staff.allRegions")} value={filters.region} options={REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))} />
          <FilterSelect name="status" label={t("staff.status")} allLabel={t("staff.allStatuses")} value={filters.status} options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`requestStatus.${s}`) }))} />
          <FilterSelect name="kind" label={t("staff.kind")} allLabel={t("staff.allKinds")} value={filters.kind} options={REQUEST_KINDS.map((k) => ({ value: k, label: t(`requestKind.${k}`) }))} />
        </>
      }
      count={t("staff.requestCount", { count: total })}
      exportHref={exportHref}
      empty={t("staff.noRequests")}
      rows={rows}
      pager={pager}
      columns={[
        { label: t("staff.date"), cell: (row) => row.createdAt },
        { label: t("staff.kind"), cell: (row) => t(`requestKind.${row.kind as RequestKind}`) },
        { label: t("staff.topic"), cell: (row) => row.topic },
        { label: t("staff.name"), cell: (row) => row.name, className: "staff-table__text" },
        { label: t("staff.email"), cell: (row) => row.email, className: "staff-table__text" },
        { label: t("staff.region"), cell: (row) => t(`region.${row.region as (typeof REGIONS)[number]}`) },
        { label: t("staff.status"), cell: (row) => <StatusBadge status={row.status} label={t(`requestStatus.${row.status as RequestStatus}`)} /> },
      ]}
    />
  );
}
