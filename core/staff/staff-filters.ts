/**
 * The staff lists' filters, read from the query string (GET forms that work without JavaScript).
 * A value that is not one of the known ones is ignored rather than refused: a stale bookmark still
 * opens the list, unfiltered on that field. The page number is bounded, so no query can ask the
 * database for an arbitrarily deep offset.
 */
import { REGIONS, type Region } from "../regions/regions";
import { ORDER_STATUSES, type OrderStatus } from "../samples/order-status";

export const REQUEST_STATUSES = ["new", "in_progress", "closed"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_KINDS = ["rep", "category"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const STAFF_PAGE_SIZE = 25;
/** Deeper than this, staff narrow the filters instead (and the offset stays cheap). */
export const STAFF_MAX_PAGE = 400;

export interface OrderFilters {
  region: Region | null;
  status: OrderStatus | null;
  page: number;
}

export interface RequestFilters {
  region: Region | null;
  status: RequestStatus | null;
  kind: RequestKind | null;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

function pageOf(value: string | null): number {
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), STAFF_MAX_PAGE);
}

export function orderFiltersOf(query: URLSearchParams): OrderFilters {
  return { region: oneOf(REGIONS, query.get("region")), status: oneOf(ORDER_STATUSES, query.get("status")), page: pageOf(query.get("page")) };
}

export function requestFiltersOf(query: URLSearchParams): RequestFilters {
  return {
    region: oneOf(REGIONS, query.get("region")),
    status: oneOf(REQUEST_STATUSES, query.get("status")),
    kind: oneOf(REQUEST_KINDS, query.get("kind")),
    page: pageOf(query.get("page")),
  };
}

/** The filters as a query string again (links to other pages, the CSV export), page left out unless asked. */
export function filterQuery(filters: Partial<Record<"region" | "status" | "kind", string | null>>, page?: number): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ["region", "status", "kind"] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (page && page > 1) query.set("page", String(page));
  return query;
}

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);
}
