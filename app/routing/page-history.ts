import { useEffect } from "react";
import { useLocation } from "react-router";
import { useCurrentPage } from "./use-page-data";

/**
 * The kinds of the pages shown in this tab, newest last, kept across client navigations: the
 * finder's navigation guard needs to know whether the visitor comes straight from a product page.
 */
const visits: Array<{ key: string; kind: string | null }> = [];

export function usePageHistory(): void {
  const page = useCurrentPage();
  const location = useLocation();
  useEffect(() => {
    if (visits.at(-1)?.key !== location.key) visits.push({ key: location.key, kind: page?.kind ?? null });
    if (visits.length > 20) visits.shift();
  }, [location.key, page?.kind]);
}

/** Whether the page before the one at `key` was a product page (whichever effect runs first). */
export function cameFromProductPage(key: string): boolean {
  const previous = visits.at(-1)?.key === key ? visits.at(-2) : visits.at(-1);
  return previous?.kind === "product";
}
