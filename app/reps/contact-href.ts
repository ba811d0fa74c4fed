import { sectionPath } from "../../core/routing/region-path";
import type { Locale, Region } from "../../core/regions/regions";
import { isLineOffered } from "../../core/reps/lines";

/** A category's contact option: the contact form to its team, or the rep finder when it has none. */
export function contactHrefFor(region: Region, locale: Locale, family: string | undefined): string {
  if (family && isLineOffered(region, family)) return sectionPath("contact", region, "request", locale, new URLSearchParams({ category: family }));
  return sectionPath("contact", region, "sales-representatives", locale);
}
