import { countryName } from "../../../core/regions/country-names";
import type { Route } from "./+types/orders-page";
import { REGIONS } from "../../../core/regions/regions";
import { ORDER_STATUSES } from "../../../core/samples/order-status";
import { STAFF_MAX_PAGE, STAFF_PAGE_SIZE, filterQuery, orderFiltersOf } from "../../../core/staff/staff-filters";
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

/** `?region=&status=&page=`: every region's orders, newest first, a page at a time. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, services } = staffRequest(context, request);
  const filters = orderFiltersOf(new URL(request.url).searchParams);
  const { rows, total } = await services.staff.orders(filters);
  const date = staffDateFormat(page.locale);
  const query = filterQuery(filters);
  return {
    page: pageData(page),
    nav: staffNav(page, "sample-orders"),
    filters: { region: filters.region, status: filters.status },
    total,
    pager: pagerOf(filters.page, total, STAFF_PAGE_SIZE, STAFF_MAX_PAGE, (n) => staffHref(page, "sample-orders", undefined, filterQuery(filters, n))),
    exportHref: exportHref(page, "sample-orders", query),
    rows: rows.map((row) => ({ ...row, country: countryName(page.locale, row.country), createdAt: date.format(row.createdAt), href: staffHref(page, "sample-orders", row.reference) })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const ErrorBoundary = StaffErrorBoundary;

export default function StaffOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, nav, filters, total, pager, rows, exportHref } = loaderData;
  return (
    <StaffList
      heading={page.heading}
      nav={nav}
      filters={
        <>
          <FilterSelect name="region" label={t("staff.region")} allLabel={t("staff.allRegions")} value={filters.region} options={REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))} />
          <FilterSelect name="status" label={t("staff.status")} allLabel={t("staff.allStatuses")} value={filters.status} options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))} />
        </>
      }
      count={t("staff.orderCount", { count: total })}
      exportHref={exportHref}
      empty={t("staff.noOrders")}
      rows={rows}
      pager={pager}
      columns={[
        { label: t("staff.date"), cell: (row) => row.createdAt },
        { label: t("staff.name"), cell: (row) => row.name, className: "staff-table__text" },
        { label: t("staff.email"), cell: (row) => row.email, className: "staff-table__text" },
        { label: t("staff.country"), cell: (row) => row.country },
        { label: t("staff.region"), cell: (row) => t(`region.${row.region as (typeof REGIONS)[number]}`) },
        { label: t("staff.items"), cell: (row) => row.itemCount, className: "staff-table__number" },
        { label: t("staff.status"), cell: (row) => <StatusBadge status={row.status} label={t(`orderStatus.${row.status as (typeof ORDER_STATUSES)[number]}`)} /> },
      ]}
    />
  );
}
