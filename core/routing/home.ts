/** Where the site starts (spec §2: `/` goes to the HIMACS finder). Its own module, so pages can
 * link home without shipping the whole route manifest to the browser. */
export const HOME_PAGE_PATH = "himacs-solid-surface/himacs-finder";

/**
 * The products overview: every category the region offers, with all its pages. The breadcrumbs'
 * root leads here; `/{region}/products/` itself keeps the spec's redirect to the HIMACS finder.
 */
export const PRODUCTS_OVERVIEW_PATH = "categories";

/** The anchor of a category on the products overview: `nav.himacs` → `himacs` (here, not beside the manifest, for the same reason). */
export function overviewAnchor(navLabel: `nav.${string}`): string {
  return navLabel.slice("nav.".length);
}
