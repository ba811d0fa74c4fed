/**
 * Redirects of the page routes. The only module that may call React Router's `redirect` (lint
 * enforces it): every target comes from `redirectTarget`, which encodes segments, refuses dot
 * segments and keeps the target a same-site catalogue path.
 */
import { redirect } from "react-router";
import type { Locale, Region } from "../../core/regions/regions";
import { redirectTarget, type RedirectOptions, type RedirectPagePath } from "../../core/routing/redirect-target";
import { safeReturnTo } from "../../core/accounts/return-to";
import { NOT_FOUND_PAGE, sectionPath, type SiteLocation } from "../../core/routing/region-path";
import type { PostFeedback } from "../forms/post-feedback";

/** A redirect Response to a catalogue page of a region (302 unless told). */
export function redirectToPage(region: Region, pagePath: RedirectPagePath, options: RedirectOptions & { status?: 301 | 302 } = {}): Response {
  const { status = 302, ...target } = options;
  return redirect(redirectTarget(region, pagePath, target), status);
}

/** The region's not-found page (it answers 404), in the visitor's language. */
export function redirectToNotFound(region: Region, locale?: Locale): Response {
  return redirectToPage(region, NOT_FOUND_PAGE, locale ? { locale } : {});
}

/** The same visitor-tool page (a section other than the catalogue) with another query. */
export function redirectWithinSection(location: SiteLocation, query: URLSearchParams): Response {
  return redirect(sectionPath(location.section, location.region, location.pagePath, location.locale, query));
}

/**
 * To a same-site path that `safeReturnTo` (core/accounts/return-to.ts) accepted or the URL module
 * built: account pages and where a visitor came from. 303 after a post, so a reload never repeats it.
 */
export function redirectToSitePath(href: string, status: 302 | 303 = 302): Response {
  return redirect(safeReturnTo(href, "/gl/products/"), status);
}

/**
 * After a post without JavaScript: back to the page the visitor was on (a same-site path that
 * `safeReturnTo` accepts, else `fallback`), with the feedback named in the fragment.
 */
export function redirectBack(returnTo: string | undefined, fallback: string, feedback: PostFeedback): Response {
  const back = safeReturnTo(returnTo, "");
  return back ? redirect(`${back}#${feedback}`, 303) : redirectToSitePath(fallback, 303);
}
