/** Links between staff pages and what every staff page's loader returns about the list it is in. */
import { joinSegments, sectionPath } from "../../core/routing/region-path";
import { STAFF_EXPORT_FILE } from "../../core/routing/manifest";
import type { ResolvedPage } from "../routing/contexts";

export type StaffList = "sample-orders" | "contact-requests";

export function staffHref(page: Pick<ResolvedPage, "region" | "locale">, list: StaffList, reference?: string, query?: URLSearchParams): string {
  return sectionPath("staff", page.region, joinSegments(reference === undefined ? [list] : [list, reference]), page.locale, query);
}

export function exportHref(page: Pick<ResolvedPage, "region" | "locale">, list: StaffList, query: URLSearchParams): string {
  return sectionPath("staff", page.region, joinSegments([list, STAFF_EXPORT_FILE]), page.locale, query);
}

/** The tabs between the two lists; `current` is the list the page belongs to. */
export function staffNav(page: Pick<ResolvedPage, "region" | "locale">, current: StaffList) {
  return (["sample-orders", "contact-requests"] as const).map((list) => ({ list, href: staffHref(page, list), current: list === current }));
}

/** Dates as staff read them, in their language and in UTC (one clock for every region's orders). */
export function staffDateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
}

/** Previous and next page links of a list, within its bounds. */
export function pagerOf(page: number, total: number, pageSize: number, maxPage: number, href: (page: number) => string) {
  const pageCount = Math.min(Math.max(1, Math.ceil(total / pageSize)), maxPage);
  return { page, pageCount, prevHref: page > 1 ? href(Math.min(page - 1, pageCount)) : null, nextHref: page < pageCount ? href(page + 1) : null };
}
