/**
 * The legal pages every region has, linked from the footer: privacy, terms of use, imprint and
 * cookies. Their paths are `legal/{page}` in the catalogue section, so they are public pages like
 * the landings (the same for every visitor, cacheable, listed in the sitemap).
 */
export const LEGAL_PAGES = ["privacy", "terms", "imprint", "cookies"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const LEGAL_SEGMENT = "legal";

/** The page path of a legal page after `/{region}/products/`. */
export function legalPagePath(page: LegalPage): string {
  return `${LEGAL_SEGMENT}/${page}`;
}

export function isLegalPage(value: unknown): value is LegalPage {
  return typeof value === "string" && (LEGAL_PAGES as readonly string[]).includes(value);
}
