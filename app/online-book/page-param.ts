/** `?page=` of the online book: a page of the book, anything else (junk, out of range) is page 1. */
export const PAGE_PARAM = "page";

export function parsePageParam(value: string | null, total: number): number {
  if (value === null || !/^[1-9][0-9]{0,4}$/.test(value)) return 1;
  const page = Number(value);
  return page <= total ? page : 1;
}

/** The current URL with `?page=` set (other parameters kept), for history.replaceState. */
export function withPage(href: string, page: number): string {
  const url = new URL(href);
  url.searchParams.set(PAGE_PARAM, String(page));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Zoom steps, as a factor of the fitted width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function nextZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((z) => z > current + 0.001) ?? current;
  return [...ZOOM_STEPS].reverse().find((z) => z < current - 0.001) ?? current;
}
