import type { ComponentProps, ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import { Pager } from "./Pager";
import { StaffNav, type StaffNavItem } from "./StaffNav";

/** A column after the reference: its heading and how a row shows in it. */
export interface StaffColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A staff list page (sample orders, contact requests): the filters as a GET form that works
 * without JavaScript, the count and the CSV export, a table whose first column links each row to
 * its page, and the pager.
 */
export function StaffList<Row extends { reference: string; href: string }>({
  heading,
  nav,
  filters,
  count,
  exportHref,
  empty,
  columns,
  rows,
  pager,
}: {
  heading: string;
  nav: readonly StaffNavItem[];
  /** The filter selects (FilterSelect). */
  filters: ReactNode;
  /** "12 orders", said when the list changes. */
  count: string;
  exportHref: string;
  /** What an empty list says. */
  empty: string;
  columns: ReadonlyArray<StaffColumn<Row>>;
  rows: readonly Row[];
  pager: ComponentProps<typeof Pager>;
}) {
  const t = useT();
  return (
    <div className="page staff-page">
      <h1>{heading}</h1>
      <StaffNav items={nav} />
      <Form method="get" className="staff-filters" aria-label={t("staff.filters")}>
        {filters}
        <button type="submit" className="button button--primary">
          {t("staff.apply")}
        </button>
      </Form>
      <div className="staff-summary">
        <p role="status">{count}</p>
        <a className="button button--secondary" href={exportHref} download>
          {t("staff.exportCsv")}
        </a>
      </div>
      {rows.length ? (
        <div className="staff-table-wrap" role="region" aria-labelledby="staff-list-caption" tabIndex={0}>
          <table className="staff-table">
            <caption id="staff-list-caption" className="visually-hidden">
              {heading}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("staff.reference")}</th>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference}>
                  <th scope="row">
                    <Link to={row.href}>{row.reference}</Link>
                  </th>
                  {columns.map((column) => (
                    <td key={column.label} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="staff-empty">{empty}</p>
      )}
      <Pager {...pager} />
    </div>
  );
}
