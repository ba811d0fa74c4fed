/**
 * Cross-site request forgery defence for every state-changing request (decisions 0030, 0052),
 * OWASP's "verify origin with standard headers" on top of SameSite cookies, with a token for
 * clients that send no such header:
 * 1. Fetch metadata and Origin: a POST whose `Sec-Fetch-Site` is not `same-origin`, or whose
 *    `Origin` is not the site's, is refused outright. (A sibling subdomain is `same-site` to a
 *    browser, and refused here too: only this origin's pages post to it.)
 * 2. A post that either header shows to come from this origin is accepted without a token: every
 *    current browser sends `Origin` with a form post, so a visitor who clicks Like or Order a sample
 *    on a cached public page (whose forms carry no token) before its script ran gets what they
 *    clicked, not a detour.
 * 3. A double-submit token otherwise: the `csrf` cookie (random, set by private pages and the
 *    visitor endpoint) must equal the form's `csrf` field. A token that is sent is always checked,
 *    headers or not. A post with neither header nor token (an old or privacy-stripping client) is
 *    not refused but asked to confirm, on a private page whose form carries the token.
 */
import { readCookie } from "./cookies";
import { sameToken } from "./tokens";

export const CSRF_FIELD = "csrf";

export type CsrfVerdict = "ok" | "cross-site" | "confirm" | "bad-token";

/** Where the standard headers say a request came from: this origin, another, or they do not say. */
export type RequestSource = "same-origin" | "cross-site" | "unknown";

export function requestSource(headers: Headers, siteOrigin: string): RequestSource {
  const site = headers.get("sec-fetch-site");
  const origin = headers.get("origin");
  if (site !== null && site !== "same-origin") return "cross-site";
  // "null" comes from sandboxed or privacy-redirected contexts: not this origin.
  if (origin !== null && origin !== siteOrigin) return "cross-site";
  return site === null && origin === null ? "unknown" : "same-origin";
}

/** False for a request the headers show came from another site (the front door refuses its post). */
export function checkOrigin(headers: Headers, siteOrigin: string): boolean {
  return requestSource(headers, siteOrigin) !== "cross-site";
}

export function checkCsrf(headers: Headers, form: FormData, siteOrigin: string, cookieName: string): CsrfVerdict {
  const source = requestSource(headers, siteOrigin);
  if (source === "cross-site") return "cross-site";
  const field = form.get(CSRF_FIELD);
  const sent = typeof field === "string" && field !== "";
  if (!sent) return source === "same-origin" ? "ok" : "confirm";
  const cookie = readCookie(headers.get("cookie"), cookieName);
  return cookie && sameToken(cookie, field) ? "ok" : "bad-token";
}
