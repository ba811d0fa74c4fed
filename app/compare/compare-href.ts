import type { Locale, Region } from "../../core/regions/regions";
import { buildPath } from "../../core/routing/region-path";

/** The compare page of a region (its form actions post here too). */
export const COMPARE_PAGE = "compare";

export function compareHref(region: Region, locale: Locale, query?: Record<string, string>): string {
  return buildPath(region, COMPARE_PAGE, locale, query ? new URLSearchParams(query) : undefined);
}
