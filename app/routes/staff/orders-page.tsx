import { Form, Link } from "react-router";
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
import { StaffNav } from "../../staff/StaffNav";
import { StatusBadge } from "../../staff/StatusBadge";
import { FilterSelect } from "../../staff/FilterSelect";
import { Pager } from "../../staff/Pager";
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
  const { page, nav, filters, total, pager, rows } = loaderData;
  return (
    <div className="page staff-page">
      <h1>{page.heading}</h1>
      <StaffNav items={nav} />
      <Form method="get" className="staff-filters" aria-label={t("staff.filters")}>
        <FilterSelect name="region" label={t("staff.region")} allLabel={t("staff.allRegions")} value={filters.region} options={REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))} />
        <FilterSelect name="status" label={t("staff.status")} allLabel={t("staff.allStatuses")} value={filters.status} options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))} />
        <button type="submit" className="button button--primary">
          {t("staff.apply")}
        </button>
      </Form>
      <div className="staff-summary">
        <p role="status">{t("staff.orderCount", { count: total })}</p>
        <a className="button button--secondary" href={loaderData.exportHref} download>
          {t("staff.exportCsv")}
        </a>
      </div>
      {rows.length ? (
        <div className="staff-table-wrap" role="region" aria-labelledby="orders-caption" tabIndex={0}>
          <table className="staff-table">
            <caption id="orders-caption" className="visually-hidden">
              {page.heading}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("staff.reference")}</th>
                <th scope="col">{t("staff.date")}</th>
                <th scope="col">{t("staff.name")}</th>
                <th scope="col">{t("staff.email")}</th>
                <th scope="col">{t("staff.country")}</th>
                <th scope="col">{t("staff.region")}</th>
                <th scope="col" className="staff-table__number">{t("staff.items")}</th>
                <th scope="col">{t("staff.status")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference}>
                  <th scope="row">
                    <Link to={row.href}>{row.reference}</Link>
                  </th>
                  <td>{row.createdAt}</td>
                  <td className="staff-table__text">{row.name}</td>
                  <td className="staff-table__text">{row.email}</td>
                  <td>{row.country}</td>
                  <td>{t(`region.${row.region as (typeof REGIONS)[number]}`)}</td>
                  <td className="staff-table__number">{row.itemCount}</td>
                  <td>
                    <StatusBadge status={row.status} label={t(`orderStatus.${row.status as (typeof ORDER_STATUSES)[number]}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="staff-empty">{t("staff.noOrders")}</p>
      )}
      <Pager {...pager} />
    </div>
  );
}
