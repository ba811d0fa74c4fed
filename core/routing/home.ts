/** Where the site starts (spec §2: `/` goes to the HIMACS finder). Its own module, so pages can
 * link home without shipping the whole route manifest to the browser. */
export const HOME_PAGE_PATH = "himacs-solid-surface/himacs-finder";
