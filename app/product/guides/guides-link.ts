import { buildPath } from "../../../core/routing/region-path";
import type { Locale, Region } from "../../../core/regions/regions";

/** The guides page (manifest entry `guides`) and the parameter naming the product whose edges and finish it marks. */
export const GUIDES_PAGE_PATH = "guides";
export const GUIDES_PRODUCT_PARAM = "product";

/** A link to one guide's section of the guides page, for one product: where a guide opener goes without JavaScript. */
export function guidesHref(region: Region, locale: Locale, contentId: string, section: string): string {
  return `${buildPath(region, GUIDES_PAGE_PATH, locale, new URLSearchParams({ [GUIDES_PRODUCT_PARAM]: contentId }))}#${section}`;
}
